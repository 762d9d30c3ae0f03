import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { dropPostgresSchema } from '../db/schema-lock.ts';
import { connectRedis } from '../redis/redis-client.ts';
import { rateLimited, rateLimiter, type RateLimiter } from './rate-limit.ts';
import { redisRateLimiter } from './redis-rate-limit.ts';

/** A migrated database of its own: a temp SQLite file, or a fresh PostgreSQL schema (DATABASE_URL). */
async function openTestDatabase(url: string | undefined) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-rate-'));
  const schema = url ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const database: DatabaseHandle = await openDatabase({ url, schema, dataDir: dir });
  await migrateToLatest(database.db as never, database.dialect);
  return {
    limiter: rateLimiter(database.db),
    async close() {
      await database.db.destroy();
      if (url && schema) await dropPostgresSchema(url, schema);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** The same behaviour from every store: the database's table (SQLite, PostgreSQL when DATABASE_URL is set), and Redis when REDIS_URL is set. */
const stores: Array<{ name: string; open(): Promise<{ limiter: RateLimiter; close(): Promise<void> }> }> = [
  { name: 'database on SQLite', open: () => openTestDatabase(undefined) },
  ...(process.env.DATABASE_URL ? [{ name: 'database on PostgreSQL', open: () => openTestDatabase(process.env.DATABASE_URL) }] : []),
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

  it('counts first: accepts up to the limit, then says how long until the window ends', async () => {
    for (let i = 0; i < RULE.limit; i++) expect(await limiter.consume('a', RULE, T + i)).toBe(0);
    expect(await limiter.consume('a', RULE, T + 10)).toBe(50);
    expect(await limiter.retryAfter('a', RULE, T + 10)).toBe(50);
    expect(await limiter.retryAfter('b', RULE, T + 10)).toBe(0);
    expect(await limiter.consume('b', RULE, T + 10)).toBe(0);
  });

  it('lets exactly the limit through when many count at once', async () => {
    const rule = { limit: 5, windowSeconds: 60 };
    const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('parallel', rule, T)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait === 60)).toHaveLength(15);
    const counts = await Promise.all(Array.from({ length: 10 }, () => limiter.count('parallel-count', rule, T)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('starts the next window at zero', async () => {
    for (let i = 0; i < RULE.limit; i++) await limiter.consume('c', RULE, T);
    expect(await limiter.retryAfter('c', RULE, T + 59)).toBe(1);
    expect(await limiter.retryAfter('c', RULE, T + 60)).toBe(0);
    expect(await limiter.consume('c', RULE, T + 60)).toBe(0);
  });

  it('refunds one event of the window, never below zero', async () => {
    for (let i = 0; i < RULE.limit; i++) await limiter.consume('e', RULE, T);
    await limiter.refund('e', RULE, T + 1);
    expect(await limiter.retryAfter('e', RULE, T + 1)).toBe(0);
    expect(await limiter.consume('e', RULE, T + 2)).toBe(0);
    expect(await limiter.consume('e', RULE, T + 2)).toBe(58);
    await limiter.refund('never-counted', RULE, T);
    await limiter.refund('never-counted', RULE, T);
    expect(await limiter.count('never-counted', RULE, T)).toBe(1);
  });

  it('keeps buckets of any length apart', async () => {
    const long = (end: string) => `login:ip:${'x'.repeat(400)}${end}`;
    expect(await limiter.count(long('1'), RULE, T)).toBe(1);
    expect(await limiter.count(long('1'), RULE, T)).toBe(2);
    expect(await limiter.count(long('2'), RULE, T)).toBe(1);
  });

  it('reset clears the current window of a bucket', async () => {
    for (let i = 0; i < RULE.limit; i++) await limiter.consume('d', RULE, T);
    expect(await limiter.retryAfter('d', RULE, T)).toBeGreaterThan(0);
    await limiter.reset('d', RULE, T + 5);
    expect(await limiter.retryAfter('d', RULE, T + 5)).toBe(0);
    expect(await limiter.count('d', RULE, T + 5)).toBe(1);
  });
});

describe('waiting times in messages', () => {
  it('says seconds under a minute and whole minutes above', () => {
    expect(rateLimited('sign-ins', 1).message).toBe('too many sign-ins; try again in 1 second');
    expect(rateLimited('sign-ins', 42).message).toBe('too many sign-ins; try again in 42 seconds');
    expect(rateLimited('reports', 61).message).toBe('too many reports; try again in 2 minutes');
    expect(rateLimited('reports', 60).message).toBe('too many reports; try again in 1 minute');
    expect(rateLimited('reports', 60).retryAfter).toBe(60);
  });
});
