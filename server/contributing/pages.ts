import type { EntryDoc } from '../../shared/contract/entry-page.ts';
import type { Db } from '../db/database.ts';
import { readEntryDoc } from '../entry-pages/doc.ts';
import { isPostgres } from '../search/rank-key.ts';
import { DomainError } from '../services/errors.ts';

/** An entry page's current state, read inside the caller's transaction. */
export interface PageState {
  id: number;
  version: number;
  menuId: number;
  menuName: string;
  doc: EntryDoc;
}

export const unknownPage = (id: number, field = 'entry_page_id') => new DomainError('not_found', `${field}: no entry page ${id} in this edition`);

/**
 * The page as it is now. With `lock`, the page row is held until the transaction ends
 * (PostgreSQL; SQLite has one writer anyway), so two approvals of one page publish in turn.
 */
export async function pageState(db: Db, editionId: number, id: number, options: { lock?: boolean; field?: string } = {}): Promise<PageState> {
  let query = db
    .selectFrom('entry_pages as p')
    .innerJoin('contents as c', 'c.id', 'p.content_id')
    .leftJoin('channels as ch', 'ch.id', 'p.menu_id')
    .leftJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
    .select(['p.content_id', 'p.version', 'p.menu_id', 'ch.name as menu_name', 'r.doc', 'c.title'])
    .where('p.content_id', '=', id)
    .where('p.edition_id', '=', editionId);
  if (options.lock && isPostgres(db)) query = query.forUpdate('p');
  const row = await query.executeTakeFirst();
  if (!row) throw unknownPage(id, options.field);
  return {
    id,
    version: row.version,
    menuId: row.menu_id === null ? 0 : Number(row.menu_id),
    menuName: row.menu_name ?? '',
    doc: readEntryDoc(row.doc ?? '', row.title),
  };
}

/** The document of one revision of a page, or undefined when it has no such version. */
export async function revisionDoc(db: Db, pageId: number, version: number): Promise<EntryDoc | undefined> {
  const row = await db.selectFrom('entry_revisions').select(['doc']).where('content_id', '=', pageId).where('version', '=', version).executeTakeFirst();
  return row ? readEntryDoc(row.doc, '') : undefined;
}

/** A channel of the edition, or a not_found error naming the field. */
export async function channelOf(db: Db, editionId: number, id: number, field = 'menu_id') {
  const row = await db.selectFrom('channels').select(['id', 'name', 'ch_ext', 'parent_id']).where('edition_id', '=', editionId).where('id', '=', id).executeTakeFirst();
  if (!row) throw new DomainError('not_found', `${field}: no channel ${id} in this edition`);
  return { id: Number(row.id), name: row.name, chExt: row.ch_ext, parentId: row.parent_id === null ? null : Number(row.parent_id) };
}
