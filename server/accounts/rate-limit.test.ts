import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { connectRedis } from '../redis/redis-client.ts';
import { rateLimiter, type RateLimiter } from './rate-limit.ts';
import { redisRateLimiter } from './redis-rate-limit.ts';

/** The same behaviour from both stores: the database's table, and Redis when REDIS_URL is set. */
const stores: Array<{ name: string; open(): Promise<{ limiter: RateLimiter; close(): Promise<void> }> }> = [
  {
    name: 'database',
    async open() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-rate-'));
      const database: DatabaseHandle = await openDatabase({ url: undefined, schema: undefined, dataDir: dir });
      await migrateToLatest(database.db as never, database.dialect);
      return {
        limiter: rateLimiter(database.db),
        async close() {
          await database.db.destroy();
          await fs.rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'redis',
          async open() {
            const client = await connectRedis(process.env.REDIS_URL!);
            return { limiter: redisRateLimiter(client, `test_${crypto.randomBytes(6).toString('hex')}:rate:`), close: () => client.close() };
          },
        },
      ]
    : []),
];

const RULE = { limit: 3, windowSeconds: 60 };
/** A time at the start of a window, so now + a few seconds stays in it. */
const T = 1_800_000_000 - (1_800_000_000 % 60);

describe.each(stores)('rate limits in the $name', (store) => {
  let limiter: RateLimiter;
  let close: () => Promise<void>;
  beforeAll(async () => ({ limiter, close } = await store.open()));
  afterAll(() => close());

  it('accepts up to the limit, then says how long until the window ends', async () => {
    expect(await limiter.retryAfter('a', RULE, T)).toBe(0);
    for (let i = 0; i < RULE.limit; i++) await limiter.hit('a', RULE, T + i);
    expect(await limiter.retryAfter('a', RULE, T + 10)).toBe(50);
    expect(await limiter.retryAfter('b', RULE, T + 10)).toBe(0);
  });

  it('starts the next window at zero', async () => {
    for (let i = 0; i < RULE.limit; i++) await limiter.hit('c', RULE, T);
    expect(await limiter.retryAfter('c', RULE, T + 59)).toBe(1);
    expect(await limiter.retryAfter('c', RULE, T + 60)).toBe(0);
  });

  it('reset clears the current window of a bucket', async () => {
    // reset() works on the current window: a day-long one, so the test cannot straddle two.
    const daily = { limit: 3, windowSeconds: 86_400 };
    const now = Math.floor(Date.now() / 1000);
    for (let i = 0; i < daily.limit; i++) await limiter.hit('d', daily, now);
    expect(await limiter.retryAfter('d', daily, now)).toBeGreaterThan(0);
    await limiter.reset('d', daily);
    expect(await limiter.retryAfter('d', daily, now)).toBe(0);
  });
});
