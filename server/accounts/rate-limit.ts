import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface RateRule {
  /** Most events allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every app process sees the same counts.
 * check() reads without counting; hit() counts one event.
 */
export function rateLimiter(db: Db) {
  const windowOf = (rule: RateRule, now: number) => now - (now % rule.windowSeconds);

  return {
    /** Seconds until the bucket accepts again, or 0 when it is under its limit. */
    async retryAfter(bucket: string, rule: RateRule, now = Math.floor(Date.now() / 1000)): Promise<number> {
      const windowStart = windowOf(rule, now);
      const row = await db
        .selectFrom('rate_limits')
        .select('count')
        .where('bucket', '=', bucket)
        .where('window_start', '=', windowStart)
        .executeTakeFirst();
      return row && row.count >= rule.limit ? windowStart + rule.windowSeconds - now : 0;
    },

    async hit(bucket: string, rule: RateRule, now = Math.floor(Date.now() / 1000)): Promise<void> {
      const windowStart = windowOf(rule, now);
      await db
        .insertInto('rate_limits')
        .values({ bucket, window_start: windowStart, count: 1 })
        .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
        .execute();
    },

    async reset(bucket: string): Promise<void> {
      await db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
    },

    /** Drops windows that ended; called now and then, not on every request. */
    async prune(now = Math.floor(Date.now() / 1000), longestWindowSeconds = 86_400): Promise<void> {
      await db.deleteFrom('rate_limits').where('window_start', '<', now - longestWindowSeconds).execute();
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
