import type { EntryDocInput } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import { reindexContent } from '../search/reindex.ts';
import { DomainError } from '../domain-error.ts';
import { checkEntryDoc } from './doc.ts';
import { entryChanged } from '../../content-changes/entry-changed.ts';
import { nowSeconds } from '../../clock.ts';

export interface PublishInput {
  contentId: number;
  doc: EntryDocInput;
  authorId: number | null;
  summary?: string;
  /** Unix seconds; now when absent. */
  createdAt?: number;
}

/**
 * Publishes a new revision of an entry page and makes it current, in one transaction (the
 * caller's when `db` is one): the revision row, the page's current revision and version, the
 * content row's title, summary and icon, the search index entry, and the content-changed event (server/content-changes/).
 */
export async function publishRevision(db: Db, input: PublishInput): Promise<{ revisionId: number; version: number }> {
  const doc = checkEntryDoc(input.doc);
  if (!db.isTransaction) return db.transaction().execute((trx) => publishRevision(trx, input));
  const time = input.createdAt ?? nowSeconds();
  const page = await db.selectFrom('entry_pages').select(['version']).where('content_id', '=', input.contentId).executeTakeFirst();
  if (!page) throw new DomainError('not_found', `entry_page_id: no entry page ${input.contentId}`);
  const version = page.version + 1;
  const revision = await db
    .insertInto('entry_revisions')
    .values({
      content_id: input.contentId,
      version,
      author_id: input.authorId,
      summary: (input.summary ?? '').slice(0, 200),
      doc: JSON.stringify(doc),
      created_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('entry_pages').set({ current_revision_id: revision.id, version, updated_at: time }).where('content_id', '=', input.contentId).execute();
  await db
    .updateTable('contents')
    .set({ title: doc.name, summary: doc.desc, icon: doc.icon_url, alias_name: doc.aliases.join(',').slice(0, 200), version, updated_at: time })
    .where('id', '=', input.contentId)
    .execute();
  await reindexContent(db, input.contentId);
  await entryChanged(db, input.contentId);
  return { revisionId: Number(revision.id), version };
}

export interface CreateEntryPageInput {
  editionId: number;
  menuId: number | null;
  doc: EntryDocInput;
  authorId: number | null;
  summary?: string;
  createdAt?: number;
}

/** Creates an entry page (its content row, page row and first revision) in one transaction. */
export async function createEntryPage(db: Db, input: CreateEntryPageInput): Promise<{ contentId: number; revisionId: number }> {
  const doc = checkEntryDoc(input.doc);
  if (!db.isTransaction) return db.transaction().execute((trx) => createEntryPage(trx, input));
  const time = input.createdAt ?? nowSeconds();
  const content = await db
    .insertInto('contents')
    .values({
      edition_id: input.editionId,
      type: 1,
      title: doc.name,
      summary: doc.desc,
      icon: doc.icon_url,
      article_time: time,
      created_at: time,
      updated_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const contentId = Number(content.id);
  await db
    .insertInto('entry_pages')
    .values({ content_id: contentId, edition_id: input.editionId, menu_id: input.menuId, created_at: time, updated_at: time })
    .execute();
  const { revisionId } = await publishRevision(db, {
    contentId,
    doc,
    authorId: input.authorId,
    ...(input.summary !== undefined ? { summary: input.summary } : {}),
    createdAt: time,
  });
  return { contentId, revisionId };
}

/** Makes an existing content row an entry page with a first revision (the demo's entries). */
export async function attachEntryPage(db: Db, input: CreateEntryPageInput & { contentId: number }): Promise<{ revisionId: number; version: number }> {
  if (!db.isTransaction) return db.transaction().execute((trx) => attachEntryPage(trx, input));
  const time = input.createdAt ?? nowSeconds();
  await db
    .insertInto('entry_pages')
    .values({ content_id: input.contentId, edition_id: input.editionId, menu_id: input.menuId, created_at: time, updated_at: time })
    .execute();
  return publishRevision(db, {
    contentId: input.contentId,
    doc: input.doc,
    authorId: input.authorId,
    ...(input.summary !== undefined ? { summary: input.summary } : {}),
    createdAt: time,
  });
}
