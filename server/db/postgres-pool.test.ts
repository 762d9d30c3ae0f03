import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseUnavailableAnswer } from '../faults/database-unavailable.ts';
import { resilientPostgresPool } from './postgres-pool.ts';

const url = process.env.DATABASE_URL;

/**
 * A pool that is only busy is not a database gone: on a loaded machine requests waited for a
 * connection of a full pool, pg-pool's wait timed out, and counting those as outages opened the
 * circuit breaker and refused everyone (a sign-in test failed that way).
 */
describe.skipIf(!url)('the PostgreSQL pool when it is full', () => {
  it('answers a wait that timed out as busy (503) and keeps the breaker closed', async () => {
    const logged: string[] = [];
    const { dialectPool, pool } = resilientPostgresPool(pg, { connectionString: url, max: 1, connectionTimeoutMillis: 1_000 }, (message) =>
      logged.push(message),
    );
    try {
      const held = await dialectPool.connect();
      const waits = await Promise.allSettled([1, 2, 3, 4, 5].map(() => dialectPool.connect()));
      for (const wait of waits) {
        expect(wait.status).toBe('rejected');
        const answer = databaseUnavailableAnswer((wait as PromiseRejectedResult).reason);
        expect(answer).toMatchObject({ status: 503, message: expect.stringContaining('busy') as string, retryAfter: 3 });
      }
      held.release();
      // Five failures in a row, yet the next request is served: the breaker never opened.
      const next = await dialectPool.connect();
      expect((await next.query('select 1 as one', [])).rows[0]).toEqual({ one: 1 });
      next.release();
      expect(logged.filter((message) => message.includes('cannot be reached'))).toEqual([]);
    } finally {
      await pool.end();
    }
  });
});
