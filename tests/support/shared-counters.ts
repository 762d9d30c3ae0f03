import crypto from 'node:crypto';
import type { Dialect } from '../../server/db/database.ts';
import { dialects, startTestServer, type TestServer } from './test-server.ts';

/** Where the rate-limit counters live: the database on every dialect, and Redis too when REDIS_URL is set. */
export const counterStores: Array<{ dialect: Dialect; store: 'database' | 'redis' }> = dialects.flatMap((dialect) => [
  { dialect, store: 'database' as const },
  ...(process.env.REDIS_URL ? [{ dialect, store: 'redis' as const }] : []),
]);

/**
 * Two app processes over one database, sharing their counters (in the database or in one Redis
 * prefix), behind a trusted proxy so a test can send each request from the address it names.
 */
export async function startTwoProcesses(dialect: Dialect, store: 'database' | 'redis'): Promise<[TestServer, TestServer]> {
  const redis = store === 'redis' ? { redisUrl: process.env.REDIS_URL!, redisPrefix: `test_${crypto.randomBytes(6).toString('hex')}:` } : {};
  const env = { TRUST_PROXY: 'true' };
  const first = await startTestServer(dialect, { ...redis, env });
  const second = await startTestServer(dialect, { ...redis, env, sameDatabaseAs: first });
  return [first, second];
}

/** A JSON POST as if from `address` (X-Forwarded-For, which these servers trust). */
export function postFrom(server: TestServer, address: string, path: string, body: unknown, cookie = ''): Promise<Response> {
  return server.get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** How many answers had each status, e.g. { 401: 5, 429: 45 }. */
export function statusCounts(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

/**
 * Waits, when fewer than `marginSeconds` are left, for the next fixed window of `windowSeconds`
 * (the 15-minute windows also start every hour's), so what a test counts falls in one window.
 */
export async function clearOfWindowEnd(windowSeconds = 900, marginSeconds = 45): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
}
