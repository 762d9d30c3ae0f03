import type { EntryPageHistory, EntryPageWire } from '../../shared/contract/entry-page.ts';
import { entryPageWire } from '../../shared/entry-page-wire.ts';
import type { EntryPageRecord } from '../entry-pages/current-page.ts';
import type { RevisionRecord } from '../services/entry-pages.ts';

/** data.page of wapi/entry_page: the current revision, each component's data as JSON text. */
export function presentEntryPage(page: EntryPageRecord): EntryPageWire {
  return entryPageWire(page.doc, { id: page.id, menuId: page.menuId, menuName: page.menuName, version: page.version, mtime: page.mtime });
}

export function presentHistory(history: { rows: RevisionRecord[]; total: number }): EntryPageHistory {
  return {
    list: history.rows.map((row) => ({
      id: row.id,
      version: row.version,
      summary: row.summary,
      user: { uid: row.authorId === null ? '' : String(row.authorId), name: row.authorName },
      ctime: String(row.createdAt),
    })),
    total: String(history.total),
  };
}
