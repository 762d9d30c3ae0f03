import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The first second of the fixed window `now` falls in. */
export const windowOf = (rule: RateRule, now: number) => now - (now % rule.windowSeconds);

export interface RateRule {
  /** Most events allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters every app process shares: retryAfter() reads without counting, hit()
 * counts one event, reset() clears a bucket's current window (a successful sign-in).
 * Kept in the database by default (rateLimiter), or in Redis when REDIS_URL is set
 * (redisRateLimiter), which takes these small writes off the database.
 */
export interface RateLimiter {
  /** Seconds until the bucket accepts again, or 0 when it is under its limit. */
  retryAfter(bucket: string, rule: RateRule, now?: number): Promise<number>;
  hit(bucket: string, rule: RateRule, now?: number): Promise<void>;
  reset(bucket: string, rule: RateRule): Promise<void>;
  /** Drops windows that ended (the Redis store expires them by itself). */
  prune(now?: number, longestWindowSeconds?: number): Promise<void>;
}

/** The counters in the database's rate_limits table. */
export function rateLimiter(db: Db): RateLimiter {
  return {
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

    async reset(bucket: string, _rule: RateRule): Promise<void> {
      await db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
    },

    /** Called now and then by the housekeeping, not on every request. */
    async prune(now = Math.floor(Date.now() / 1000), longestWindowSeconds = 86_400): Promise<void> {
      await db.deleteFrom('rate_limits').where('window_start', '<', now - longestWindowSeconds).execute();
    },
  };
}

