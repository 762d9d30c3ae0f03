import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp } from '../support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/** With REDIS_URL the rate-limit counters live in Redis; two app processes share them there. */
describe.runIf(process.env.REDIS_URL).each(dialects)('rate limits in Redis on %s', (dialect) => {
  const base = '/api/ys_obc';
  const redisUrl = process.env.REDIS_URL!;
  const redisPrefix = `test_${crypto.randomBytes(6).toString('hex')}:`;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    first = await startTestServer(dialect, { redisUrl, redisPrefix });
    second = await startTestServer(dialect, { sameDatabaseAs: first, redisUrl, redisPrefix });
    await first.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts failed sign-ins made on either process, and writes no counter to the database', async () => {
    await signUp(first, 'ys_obc', 'shared_limit', 'the right password');
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? first : second;
      expect((await postJson(server, `${base}/v1/account/login`, { login_name: 'shared_limit', password: `wrong ${i}` })).status).toBe(401);
    }
    const blocked = await postJson(second, `${base}/v1/account/login`, { login_name: 'shared_limit', password: 'the right password' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const rows = await first.db
      .selectFrom('rate_limits')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(0);
  });

  it('counts Redis in /healthz: healthy while it answers', async () => {
    expect((await first.get('/healthz')).status).toBe(200);
  });
});
