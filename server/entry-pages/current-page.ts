import type { EntryDoc } from '../../shared/contract/entry-page.ts';
import type { Db } from '../db/database.ts';
import { isPostgres } from '../search/rank-key.ts';
import { readEntryDoc } from './doc.ts';

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
  return db
    .selectFrom('entry_pages as p')
    .innerJoin('contents as c', 'c.id', 'p.content_id')
    .leftJoin('channels as ch', 'ch.id', 'p.menu_id')
    .leftJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
    .select(['p.content_id', 'p.version', 'p.menu_id', 'p.updated_at', 'ch.name as menu_name', 'r.doc', 'c.title'])
    .where('p.edition_id', '=', editionId);
}

type CurrentPageRow = Awaited<ReturnType<ReturnType<typeof currentPages>['executeTakeFirstOrThrow']>>;

const recordOf = (row: CurrentPageRow): EntryPageRecord => ({
  id: Number(row.content_id),
  doc: readEntryDoc(row.doc ?? '', row.title),
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
  let query = currentPages(db, editionId).where('p.content_id', '=', id);
  if (options.lock && isPostgres(db)) query = query.forUpdate('p');
  const row = await query.executeTakeFirst();
  return row ? recordOf(row) : undefined;
}

/** The edition's entry pages among `ids` as they are now, in one query, in the order asked, each once (unknown ids left out). */
export async function readCurrentPages(db: Db, editionId: number, ids: readonly number[]): Promise<EntryPageRecord[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await currentPages(db, editionId).where('p.content_id', 'in', unique).execute();
  const byId = new Map(rows.map((row) => [Number(row.content_id), row]));
  return unique.flatMap((id) => {
    const row = byId.get(id);
    return row ? [recordOf(row)] : [];
  });
}
