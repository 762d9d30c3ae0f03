import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.ts';
import { rankKey } from './rank-key.ts';
import { reindexContent } from './reindex.ts';

/** Entries looked at per transaction. */
const REFRESH_BATCH = 100;

/** Views moved since the rank key was taken: the predicate of the partial index content_pv_unindexed. */
const viewsMoved = sql<boolean>`pv <> indexed_pv`;

/**
 * Brings search popularity up to date with page views: every entry whose views moved since its
 * rank key was taken (found through a partial index, so nothing to do costs one empty index
 * read) is re-indexed when its key changes, and marked as ranked at the views read. Runs every
 * few minutes from the housekeeping and as `npm run rankings:refresh`; any number of processes
 * may run it at once (on PostgreSQL the rows are locked, so a second one finds them done).
 * Answers how many entries were re-keyed.
 */
export async function refreshSearchRanks(db: Db, batchSize = REFRESH_BATCH): Promise<number> {
  let rekeyed = 0;
  for (let after = 0; ;) {
    const batch = await db
      .selectFrom('content_pv')
      .select('content_id')
      .where(viewsMoved)
      .where('content_id', '>', after)
      .orderBy('content_id')
      .limit(batchSize)
      .execute();
    if (batch.length === 0) return rekeyed;
    const ids = batch.map((row) => Number(row.content_id));
    after = ids[ids.length - 1]!;
    await db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await trx.selectFrom('content_pv').select('content_id').where('content_id', 'in', ids).forUpdate().execute();
      const moved = await trx
        .selectFrom('content_pv as p')
        .leftJoin('search_docs as d', 'd.content_id', 'p.content_id')
        .select(['p.edition_id', 'p.content_id', 'p.pv', 'd.rank_key'])
        .where('p.content_id', 'in', ids)
        .where(sql<boolean>`p.pv <> p.indexed_pv`)
        .execute();
      for (const row of moved) {
        const contentId = Number(row.content_id);
        // Not in the index (not an entry page), or views that leave the key as it is: only marked.
        if (row.rank_key !== null && Number(row.rank_key) !== rankKey(contentId, Number(row.pv))) {
          await reindexContent(trx, contentId);
          rekeyed += 1;
        }
        await trx.updateTable('content_pv').set({ indexed_pv: row.pv }).where('edition_id', '=', row.edition_id).where('content_id', '=', contentId).execute();
      }
    });
  }
}
