import { sql } from 'kysely';
import type { EntryDoc, EntryPageBrief, EntryPageStatistics, LikeAnswer } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import { countPageContributors } from '../living/ranking/page-contributors.ts';
import { readCurrentPage, readCurrentPages, type EntryPageRecord } from './current-page.ts';
import { readRevisionDocs } from './revision-docs.ts';
import { readWirePages, type LocalizeRecords, type WirePageRecord } from './wire-pages.ts';
import { attachEntryPage, createEntryPage, publishRevision, type CreateEntryPageInput, type PublishInput } from './publish.ts';
import { reindexContent } from '../search/reindex.ts';
import { wireModulesCache } from '../../wire-html/modules.ts';
import { DomainError } from '../domain-error.ts';
import { nowSeconds } from '../../clock.ts';

export interface RevisionRecord {
  id: number;
  version: number;
  summary: string;
  authorId: number | null;
  authorName: string;
  createdAt: number;
}

const unknownPage = (id: number) => new DomainError('not_found', `entry_page_id: no entry page ${id} in this edition`);

/** Entry pages ("words"): reading pages, batches, statistics, history, likes; publishing revisions. */
export function entryPagesService(db: Db) {
  const wireModules = wireModulesCache();

  async function requirePage(editionId: number, id: number) {
    const row = await db
      .selectFrom('entry_pages')
      .select(['content_id', 'like_count'])
      .where('content_id', '=', id)
      .where('edition_id', '=', editionId)
      .executeTakeFirst();
    if (!row) throw unknownPage(id);
    return row;
  }

  return {
    create: (input: CreateEntryPageInput) => createEntryPage(db, input),
    attach: (input: Parameters<typeof attachEntryPage>[1]) => attachEntryPage(db, input),
    publish: (input: PublishInput) => publishRevision(db, input),

    /** The page's current state, or undefined when the id is no entry page of the edition. */
    page: (editionId: number, id: number): Promise<EntryPageRecord | undefined> => readCurrentPage(db, editionId, id),

    /** The current state of the edition's entry pages among `ids`, in the order asked (unknown ids left out). */
    pages: (editionId: number, ids: readonly number[]): Promise<EntryPageRecord[]> => readCurrentPages(db, editionId, ids),

    /** The edition's entry pages among `ids` with their placements' filter values, for the API's answers (in the order asked, unknown ids left out). */
    wirePages: (editionId: number, ids: readonly number[], localize?: LocalizeRecords): Promise<WirePageRecord[]> =>
      readWirePages(db, wireModules, editionId, ids, localize),

    /** id, name and icon of the edition's entry pages among `ids`, in the order asked (unknown ids are left out). */
    async briefs(editionId: number, ids: number[]): Promise<EntryPageBrief[]> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return [];
      const rows = await db
        .selectFrom('entry_pages as p')
        .innerJoin('contents as c', 'c.id', 'p.content_id')
        .select(['c.id', 'c.title', 'c.icon'])
        .where('p.edition_id', '=', editionId)
        .where('p.content_id', 'in', unique)
        .execute();
      const byId = new Map(rows.map((row) => [Number(row.id), row]));
      return unique.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ id, name: row.title, icon_url: row.icon }] : [];
      });
    },

    async statistics(editionId: number, id: number, userId: number | undefined): Promise<EntryPageStatistics> {
      const page = await requirePage(editionId, id);
      const [pv, revisions, contributors, liked] = await Promise.all([
        db.selectFrom('content_pv').select('pv').where('edition_id', '=', editionId).where('content_id', '=', id).executeTakeFirst(),
        db
          .selectFrom('entry_revisions')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('content_id', '=', id)
          .executeTakeFirstOrThrow(),
        countPageContributors(db, id),
        userId === undefined
          ? Promise.resolve(undefined)
          : db.selectFrom('entry_page_likes').select('user_id').where('content_id', '=', id).where('user_id', '=', userId).executeTakeFirst(),
      ]);
      return {
        entry_page_id: id,
        pv: Number(pv?.pv ?? 0),
        like_num: page.like_count,
        is_like: liked !== undefined,
        revision_num: Number(revisions.n),
        contributor_num: contributors,
      };
    },

    /** A page of the page's revisions, newest first. */
    async history(editionId: number, id: number, page: { pageNum: number; pageSize: number }): Promise<{ rows: RevisionRecord[]; total: number }> {
      await requirePage(editionId, id);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('entry_revisions as r')
          .leftJoin('users as u', 'u.id', 'r.author_id')
          .select(['r.id', 'r.version', 'r.summary', 'r.author_id', 'u.name', 'r.imported_author', 'r.created_at'])
          .where('r.content_id', '=', id)
          .orderBy('r.version', 'desc')
          .limit(page.pageSize)
          .offset((page.pageNum - 1) * page.pageSize)
          .execute(),
        db
          .selectFrom('entry_revisions')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('content_id', '=', id)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((row) => ({
          id: Number(row.id),
          version: row.version,
          summary: row.summary,
          authorId: row.author_id,
          // An imported revision's author has no account, only the name the source wiki gave.
          authorName: row.name ?? row.imported_author ?? '',
          createdAt: row.created_at,
        })),
        total: Number(count.n),
      };
    },

    /** Documents of the page's revisions by version (for diffs); versions not found are absent. */
    async revisionDocs(editionId: number, id: number, versions: number[]): Promise<Map<number, EntryDoc>> {
      await requirePage(editionId, id);
      return readRevisionDocs(db, id, versions);
    },

    /** Likes (or takes back the like of) a page for a user; one like per user. */
    async like(editionId: number, id: number, userId: number, like: boolean): Promise<LikeAnswer> {
      return db.transaction().execute(async (trx) => {
        const exists = await trx
          .selectFrom('entry_pages')
          .select('content_id')
          .where('content_id', '=', id)
          .where('edition_id', '=', editionId)
          .executeTakeFirst();
        if (!exists) throw unknownPage(id);
        const changed = like
          ? await trx
              .insertInto('entry_page_likes')
              .values({ content_id: id, user_id: userId, created_at: nowSeconds() })
              .onConflict((oc) => oc.doNothing())
              .executeTakeFirst()
          : await trx.deleteFrom('entry_page_likes').where('content_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
        const rows = Number('numInsertedOrUpdatedRows' in changed ? changed.numInsertedOrUpdatedRows : changed.numDeletedRows);
        if (rows > 0) {
          await trx
            .updateTable('entry_pages')
            .set({ like_count: sql`like_count + ${like ? 1 : -1}` })
            .where('content_id', '=', id)
            .execute();
        }
        const { like_count } = await trx.selectFrom('entry_pages').select('like_count').where('content_id', '=', id).executeTakeFirstOrThrow();
        return { is_like: like, like_num: like_count };
      });
    },

    /** Whether a content id is an entry page of the edition. */
    async exists(editionId: number, id: number): Promise<boolean> {
      const row = await db.selectFrom('entry_pages').select('content_id').where('content_id', '=', id).where('edition_id', '=', editionId).executeTakeFirst();
      return row !== undefined;
    },

    /** Re-reads the search index entry of a page (after repairs). */
    reindex: (id: number) => db.transaction().execute((trx) => reindexContent(trx, id)),
  };
}

export type EntryPagesService = ReturnType<typeof entryPagesService>;
