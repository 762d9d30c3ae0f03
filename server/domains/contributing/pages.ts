import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import { readRevisionDocs } from '../entry-pages/revision-docs.ts';
import { readCurrentPage, type EntryPageRecord } from '../entry-pages/current-page.ts';
import { DomainError } from '../domain-error.ts';

/** An entry page's current state, read inside the caller's transaction. */
export type PageState = EntryPageRecord;

export const unknownPage = (id: number, field = 'entry_page_id') => new DomainError('not_found', `${field}: no entry page ${id} in this edition`);

/** The page as it is now (not_found naming `field` when unknown); `lock` as readCurrentPage's. */
export async function pageState(db: Db, editionId: number, id: number, options: { lock?: boolean; field?: string } = {}): Promise<PageState> {
  const page = await readCurrentPage(db, editionId, id, options);
  if (!page) throw unknownPage(id, options.field);
  return page;
}

/** The document of one revision of a page, or undefined when it has no such version. */
export async function revisionDoc(db: Db, pageId: number, version: number): Promise<EntryDoc | undefined> {
  return (await readRevisionDocs(db, pageId, [version])).get(version);
}

/** A channel of the edition, or a not_found error naming the field. */
export async function channelOf(db: Db, editionId: number, id: number, field = 'menu_id') {
  const row = await db
    .selectFrom('channels')
    .select(['id', 'name', 'ch_ext', 'parent_id'])
    .where('edition_id', '=', editionId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', `${field}: no channel ${id} in this edition`);
  return { id: Number(row.id), name: row.name, chExt: row.ch_ext, parentId: row.parent_id === null ? null : Number(row.parent_id) };
}
