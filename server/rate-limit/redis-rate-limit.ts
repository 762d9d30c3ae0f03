import type { CounterWindow, RateLimiter } from './rate-limit.ts';
import { limiterOver } from './rate-limit.ts';

/** The few Redis commands the counters use (node-redis's client has them). */
export interface RedisCounterClient {
  get(key: string): Promise<string | null>;
  del(key: string): Promise<number>;
  eval(script: string, options: { keys: string[]; arguments?: string[] }): Promise<unknown>;
}

/**
 * INCR and EXPIRE in one script, so the count and its expiry are atomic. One command rather than
 * MULTI/EXEC: node-redis queues a MULTI while disconnected even with its offline queue disabled,
 * where a single command fails at once.
 */
const INCREMENT_WITH_EXPIRY = "local count = redis.call('INCR', KEYS[1]) redis.call('EXPIRE', KEYS[1], ARGV[1]) return count";

/** DECR only a counter that is there and above 0 (a missing key must not come back as -1, without expiry). */
const DECREMENT_ABOVE_ZERO = "if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end return 0";

/**
 * The rate limits' fixed-window counters in Redis: one key per bucket and window, counted with
 * INCR (whose answer is the new count) and dropped by Redis itself when the window is over
 * (EXPIRE, in the same script), so nothing needs pruning.
 */
export function redisRateLimiter(client: RedisCounterClient, prefix: string): RateLimiter {
  const keyOf = (bucket: string, window: CounterWindow) => `${prefix}${bucket}:${window.seconds}:${window.start}`;
  // The key outlives its window by a minute, so a late reader still sees the full count.
  const ttlOf = (window: CounterWindow) => window.secondsLeft + 60;

  return limiterOver({
    async increment(bucket, window) {
      return Number(await client.eval(INCREMENT_WITH_EXPIRY, { keys: [keyOf(bucket, window)], arguments: [String(ttlOf(window))] }));
    },
    async decrement(bucket, window) {
      await client.eval(DECREMENT_ABOVE_ZERO, { keys: [keyOf(bucket, window)] });
    },
    async read(bucket, window) {
      return Number((await client.get(keyOf(bucket, window))) ?? 0);
    },
    async remove(bucket, window) {
      await client.del(keyOf(bucket, window));
    },
    async prune() {
      // Redis expires the windows.
    },
  });
}
