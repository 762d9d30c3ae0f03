import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { nowSeconds } from '../clock.ts';
import { DomainError } from '../domains/domain-error.ts';
import { countRateLimitRefusal } from '../metrics/rate-limit-metrics.ts';

export interface RateRule {
  /** Most events allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/** The first second of the fixed window `now` falls in. */
const windowOf = (rule: RateRule, now: number) => now - (now % rule.windowSeconds);

/** Seconds from `now` until the window it falls in ends. */
const secondsLeft = (rule: RateRule, now: number) => windowOf(rule, now) + rule.windowSeconds - now;

/** What consume() answers for a window that now holds `count` events: the seconds to wait, 0 within the limit. */
export const waitAfter = (rule: RateRule, count: number, now: number) => (count > rule.limit ? secondsLeft(rule, now) : 0);

/**
 * Fixed-window counters every app process shares, counted first and decided after: consume()
 * counts the event atomically and answers whether it fit, so parallel requests can never all
 * read "one left" and all go through. Kept in the database by default (rateLimiter), or in Redis
 * when REDIS_URL is set (redisRateLimiter), which takes these small writes off the database.
 */
export interface RateLimiter {
  /** Counts one event in the bucket's current window; answers the seconds to wait, 0 when this event is within the limit. */
  consume(bucket: string, rule: RateRule, now?: number): Promise<number>;
  /** Counts one event like consume, answering the window's new count (for decisions on more than "over or not"). */
  count(bucket: string, rule: RateRule, now?: number): Promise<number>;
  /** Takes back one event counted in the window of `now` (a sign-in that succeeded, or was refused by a later limit). */
  refund(bucket: string, rule: RateRule, now?: number): Promise<void>;
  /** Reads without counting: seconds until the bucket accepts again, 0 while it has room (is_allow_correct_error). */
  retryAfter(bucket: string, rule: RateRule, now?: number): Promise<number>;
  /** Clears the bucket's current window (a successful sign-in clears its failures). */
  reset(bucket: string, rule: RateRule, now?: number): Promise<void>;
  /** Drops windows that ended (the Redis store expires them by itself). */
  prune(now?: number, longestWindowSeconds?: number): Promise<void>;
}

/** Where a bucket's window is: its start, length and the seconds it has left. */
export interface CounterWindow {
  start: number;
  seconds: number;
  secondsLeft: number;
}

/** What a store keeps: one counter per bucket and window, each change atomic. */
export interface WindowCounters {
  /** Adds one (a missing counter starts at 0) and answers the new count. */
  increment(bucket: string, window: CounterWindow): Promise<number>;
  /** Takes one off a counter that is above 0. */
  decrement(bucket: string, window: CounterWindow): Promise<void>;
  read(bucket: string, window: CounterWindow): Promise<number>;
  remove(bucket: string, window: CounterWindow): Promise<void>;
  prune(before: number): Promise<void>;
}

/** Longest bucket name the stores keep (the rate_limits.bucket column). */
const MAX_BUCKET_LENGTH = 200;

/** A bucket name as stored: a longer one (an address a proxy passed on, say) keeps its start and a hash of the whole. */
const storedBucket = (bucket: string) =>
  bucket.length <= MAX_BUCKET_LENGTH ? bucket : `${bucket.slice(0, MAX_BUCKET_LENGTH - 65)}#${createHash('sha256').update(bucket).digest('hex')}`;

/** The rate limiter over a store's counters: the window arithmetic both stores share. */
export function limiterOver(counters: WindowCounters): RateLimiter {
  const windowAt = (rule: RateRule, now: number): CounterWindow => ({
    start: windowOf(rule, now),
    seconds: rule.windowSeconds,
    secondsLeft: secondsLeft(rule, now),
  });
  const count = (bucket: string, rule: RateRule, now = nowSeconds()) => counters.increment(storedBucket(bucket), windowAt(rule, now));
  return {
    count,
    consume: async (bucket, rule, now = nowSeconds()) => waitAfter(rule, await count(bucket, rule, now), now),
    refund: (bucket, rule, now = nowSeconds()) => counters.decrement(storedBucket(bucket), windowAt(rule, now)),
    async retryAfter(bucket, rule, now = nowSeconds()) {
      return (await counters.read(storedBucket(bucket), windowAt(rule, now))) >= rule.limit ? secondsLeft(rule, now) : 0;
    },
    reset: (bucket, rule, now = nowSeconds()) => counters.remove(storedBucket(bucket), windowAt(rule, now)),
    prune: (now = nowSeconds(), longestWindowSeconds = 86_400) => counters.prune(now - longestWindowSeconds),
  };
}

/** The counters in the database's rate_limits table: each change is one statement. */
export function rateLimiter(db: Db): RateLimiter {
  const row = (bucket: string, window: CounterWindow) => db.selectFrom('rate_limits').where('bucket', '=', bucket).where('window_start', '=', window.start);
  return limiterOver({
    async increment(bucket, window) {
      const counted = await db
        .insertInto('rate_limits')
        .values({ bucket, window_start: window.start, count: 1 })
        .onConflict((oc) => oc.columns(['bucket', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
        .returning('count')
        .executeTakeFirstOrThrow();
      return Number(counted.count);
    },
    async decrement(bucket, window) {
      await db
        .updateTable('rate_limits')
        .set({ count: sql`count - 1` })
        .where('bucket', '=', bucket)
        .where('window_start', '=', window.start)
        .where('count', '>', 0)
        .execute();
    },
    async read(bucket, window) {
      return Number((await row(bucket, window).select('count').executeTakeFirst())?.count ?? 0);
    },
    async remove(bucket, window) {
      await db.deleteFrom('rate_limits').where('bucket', '=', bucket).where('window_start', '=', window.start).execute();
    },
    /** Called now and then by the housekeeping, not on every request. */
    async prune(before) {
      await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
    },
  });
}

/** "N seconds" under a minute, "N minutes" (rounded up) above. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 of a full bucket, naming what was limited: "too many reports; try again in 12 minutes". */
export function rateLimited(what: string, waitSeconds: number): DomainError {
  countRateLimitRefusal(what);
  return new DomainError('rate_limited', `too many ${what}; try again in ${waitText(waitSeconds)}`, waitSeconds);
}

/** Counts one event, then refuses it with the 429 when it went over the limit. */
export async function consumeOrRefuse(limiter: RateLimiter, bucket: string, rule: RateRule, what: string): Promise<void> {
  const wait = await limiter.consume(bucket, rule);
  if (wait > 0) throw rateLimited(what, wait);
}
