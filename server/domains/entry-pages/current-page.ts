import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { isPostgres, type Db } from '../../db/database.ts';
import { readEntryDoc } from './doc.ts';
import { convertKeptRevisions } from './kept-revisions.ts';

/** An entry page's current state: its current revision's document, version and channel. */
export interface EntryPageRecord {
  id: number;
  doc: EntryDoc;
  version: number;
  menuId: number;
  menuName: string;
  /** Unix seconds of the current revision. */
  mtime: number;
}

function currentPages(db: Db, editionId: number) {
  return (
    db
      .selectFrom('entry_pages as p')
      .innerJoin('contents as c', 'c.id', 'p.content_id')
      .leftJoin('channels as ch', 'ch.id', 'p.menu_id')
      .leftJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
      // An imported page whose last revision is not converted yet (docs/decisions/018-mediawiki-import.md): its wikitext, converted on this read.
      .leftJoin('mediawiki_revisions as m', (join) => join.onRef('m.revision_id', '=', 'p.current_revision_id').on('m.converted', '=', 0))
      .leftJoin('mediawiki_pages as mp', (join) => join.onRef('mp.edition_id', '=', 'm.edition_id').onRef('mp.page_id', '=', 'm.page_id'))
      .select([
        'p.content_id',
        'p.version',
        'p.menu_id',
        'p.updated_at',
        'ch.name as menu_name',
        'r.id as revision_id',
        'r.doc',
        'c.title',
        'm.wikitext',
        'mp.title as mw_title',
      ])
      .where('p.edition_id', '=', editionId)
  );
}

type CurrentPageRow = Awaited<ReturnType<ReturnType<typeof currentPages>['executeTakeFirstOrThrow']>>;

/** Converts the imported pages among rows whose last revision is still its wikitext; answers the documents by revision id. */
async function convertedDocs(db: Db, editionId: number, rows: CurrentPageRow[]): Promise<Map<number, EntryDoc>> {
  const kept = rows.flatMap((row) =>
    row.wikitext !== null && row.mw_title !== null && row.revision_id !== null
      ? [{ revisionId: Number(row.revision_id), editionId, contentId: Number(row.content_id), title: row.mw_title, wikitext: row.wikitext }]
      : [],
  );
  return convertKeptRevisions(db, kept);
}

const recordOf = (row: CurrentPageRow, converted: Map<number, EntryDoc>): EntryPageRecord => ({
  id: Number(row.content_id),
  doc: converted.get(Number(row.revision_id)) ?? readEntryDoc(row.doc ?? '', row.title),
  version: row.version,
  menuId: row.menu_id === null ? 0 : Number(row.menu_id),
  menuName: row.menu_name ?? '',
  mtime: row.updated_at,
});

/**
 * The page as it is now, or undefined when the id is no entry page of the edition. With `lock`,
 * the page row is held until the caller's transaction ends (PostgreSQL; SQLite has one writer
 * anyway), so two approvals of one page publish in turn.
 */
export async function readCurrentPage(db: Db, editionId: number, id: number, options: { lock?: boolean } = {}): Promise<EntryPageRecord | undefined> {
  // The lock first, in a statement of its own: once a concurrent writer commits, the read below
  // (a new snapshot, READ COMMITTED) sees its revision. Locked in the same statement as the join,
  // PostgreSQL would re-read only the locked row and keep the old snapshot's revision: the page's
  // new version with its old document, and a merge onto it would drop the other's edits.
  if (options.lock && isPostgres(db))
    await db.selectFrom('entry_pages').select('content_id').where('edition_id', '=', editionId).where('content_id', '=', id).forUpdate().execute();
  const row = await currentPages(db, editionId).where('p.content_id', '=', id).executeTakeFirst();
  return row ? recordOf(row, await convertedDocs(db, editionId, [row])) : undefined;
}

/** The edition's entry pages among `ids` as they are now, in one query, in the order asked, each once (unknown ids left out). */
export async function readCurrentPages(db: Db, editionId: number, ids: readonly number[]): Promise<EntryPageRecord[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await currentPages(db, editionId).where('p.content_id', 'in', unique).execute();
  const converted = await convertedDocs(db, editionId, rows);
  const byId = new Map(rows.map((row) => [Number(row.content_id), row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [recordOf(row, converted)] : [];
  });
}
