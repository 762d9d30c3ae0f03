import type { Db } from '../../db/database.ts';
import { rateLimiter, type RateLimiter, type RateRule } from '../../rate-limit/rate-limit.ts';
import { nowSeconds } from '../../clock.ts';

/** A reader's views of one entry count at most once in this many seconds. */
export const VIEW_INTERVAL_SECONDS = 3_600;
/** Counted views from one address per hour; past it views are answered but not counted. */
export const ADDRESS_VIEW_LIMIT: RateRule = { limit: 300, windowSeconds: 3_600 };

export interface ViewInput {
  editionId: number;
  contentId: number;
  /** The reader's hashed id (server/api/reader-id.ts). */
  reader: string;
  /** The request's address, for the per-address ceiling. */
  address: string;
  /** Unix seconds; now when absent. */
  now?: number;
}

/**
 * Page views that cannot be inflated: a view counts only when the reader has had none of the
 * entry counted in the last hour (a mark per reader and entry) and the address is under its
 * ceiling. The mark and the increment are written in one transaction, and the mark's upsert
 * only succeeds when it is new or an hour old, so concurrent requests of one reader count once.
 */
export function pageViewService(db: Db, rateLimits?: RateLimiter) {
  const limiter = rateLimits ?? rateLimiter(db);

  /** Views of a content entry of the edition (undefined for an unknown entry), with when the reader, if given, last had one counted. */
  const current = (editionId: number, contentId: number, reader?: string) =>
    db
      .selectFrom('contents as c')
      .leftJoin('content_pv as p', (join) => join.onRef('p.content_id', '=', 'c.id').onRef('p.edition_id', '=', 'c.edition_id'))
      .select('p.pv')
      .$if(reader !== undefined, (qb) =>
        qb.leftJoin('content_view_marks as m', (join) => join.onRef('m.content_id', '=', 'c.id').on('m.reader', '=', reader!)).select('m.counted_at'),
      )
      .where('c.id', '=', contentId)
      .where('c.edition_id', '=', editionId)
      .executeTakeFirst();

  return {
    /** Views of a content entry without counting one; undefined for an unknown entry. */
    async views(editionId: number, contentId: number): Promise<number | undefined> {
      const row = await current(editionId, contentId);
      return row === undefined ? undefined : Number(row.pv ?? 0);
    },

    /** Counts the reader's view when it may count; answers the entry's views (undefined for an unknown entry). */
    async count({ editionId, contentId, reader, address, now = nowSeconds() }: ViewInput): Promise<number | undefined> {
      const row = await current(editionId, contentId, reader);
      if (row === undefined) return undefined;
      const views = Number(row.pv ?? 0);
      const recent = now - VIEW_INTERVAL_SECONDS;
      if (row.counted_at != null && Number(row.counted_at) > recent) return views;
      if ((await limiter.consume(`pageview:address:${address}`, ADDRESS_VIEW_LIMIT, now)) > 0) return views;

      return db.transaction().execute(async (trx) => {
        const marked = await trx
          .insertInto('content_view_marks')
          .values({ content_id: contentId, reader, counted_at: now })
          .onConflict((oc) => oc.columns(['content_id', 'reader']).doUpdateSet({ counted_at: now }).where('content_view_marks.counted_at', '<=', recent))
          .returning('counted_at')
          .executeTakeFirst();
        if (!marked) {
          const latest = await trx.selectFrom('content_pv').select('pv').where('content_id', '=', contentId).executeTakeFirst();
          return Number(latest?.pv ?? 0);
        }
        const counted = await trx
          .insertInto('content_pv')
          .values({ edition_id: editionId, content_id: contentId, pv: 1 })
          .onConflict((oc) => oc.columns(['edition_id', 'content_id']).doUpdateSet((eb) => ({ pv: eb('content_pv.pv', '+', 1) })))
          .returning('pv')
          .executeTakeFirstOrThrow();
        return Number(counted.pv);
      });
    },

    /** Drops the marks of views counted over an hour ago (the housekeeping). */
    async pruneMarks(now = nowSeconds()): Promise<number> {
      const result = await db
        .deleteFrom('content_view_marks')
        .where('counted_at', '<=', now - VIEW_INTERVAL_SECONDS)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type PageViewService = ReturnType<typeof pageViewService>;
