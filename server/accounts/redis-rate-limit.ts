import type { RateLimiter, RateRule } from './rate-limit.ts';
import { windowOf } from './rate-limit.ts';

/** The few Redis commands the counters use (node-redis's client has them). */
export interface RedisCounterClient {
  get(key: string): Promise<string | null>;
  del(key: string): Promise<number>;
  multi(): RedisCounterTransaction;
}

interface RedisCounterTransaction {
  incr(key: string): RedisCounterTransaction;
  expire(key: string, seconds: number): RedisCounterTransaction;
  exec(): Promise<unknown>;
}

/**
 * The rate limits' fixed-window counters in Redis: one key per bucket and window, counted with
 * INCR and dropped by Redis itself when the window is over (EXPIRE), so nothing needs pruning.
 */
export function redisRateLimiter(client: RedisCounterClient, prefix: string): RateLimiter {
  const keyOf = (bucket: string, rule: RateRule, now: number) => `${prefix}${bucket}:${rule.windowSeconds}:${windowOf(rule, now)}`;
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  return {
    async retryAfter(bucket, rule, now = nowSeconds()) {
      const count = Number((await client.get(keyOf(bucket, rule, now))) ?? 0);
      return count >= rule.limit ? windowOf(rule, now) + rule.windowSeconds - now : 0;
    },

    async hit(bucket, rule, now = nowSeconds()) {
      const key = keyOf(bucket, rule, now);
      // The key outlives its window by a minute, so a late reader still sees the full count.
      await client.multi().incr(key).expire(key, windowOf(rule, now) + rule.windowSeconds - now + 60).exec();
    },

    async reset(bucket, rule) {
      await client.del(keyOf(bucket, rule, nowSeconds()));
    },

    async prune() {
      // Redis expires the windows.
    },
  };
}
