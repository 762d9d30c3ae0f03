import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, sessionCookieOf } from '../support/accounts.ts';
import { redisServerMissing, startRedisServer, type TestRedisServer } from '../support/redis-server.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { clearOfWindowEnd } from '../support/shared-counters.ts';
import { pageBuildDir } from '../api/page-cache-harness.ts';

const missing = redisServerMissing();

/**
 * A hang guard, not a speed target: every request during the outage must be answered, and one
 * that waited on Redis (node-redis's offline queue) would wait until Redis came back.
 */
const ANSWER_WITHIN_MS = 5_000;
/** A reader's browser (a crawler's views are not counted). */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

interface Readiness {
  status: string;
  checks: Record<string, { status: string; error?: string }>;
}

/**
 * Redis going away with the server running (REDIS_URL pointing at a redis-server of the test's
 * own, stopped and started again on the same port): the rate limits count in the database
 * meanwhile, nothing answers 500 or hangs, readiness says "degraded", and the counting goes back
 * to Redis when it returns, without a restart.
 */
describe.skipIf(missing !== undefined).each(dialects)(`Redis outage on %s${missing ? ` (skipped: ${missing})` : ''}`, (dialect) => {
  const redisPrefix = `test_${crypto.randomBytes(6).toString('hex')}:`;
  let redis: TestRedisServer;
  let server: TestServer;
  let appSn: string;
  let base: string;
  let pageId: number;

  /** A request from `address` (the server trusts X-Forwarded-For) that must be answered within the hang guard. */
  const send = (path: string, address: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const { json, cookie, ...rest } = init;
    return server.get(path, {
      ...rest,
      ...(json === undefined ? {} : { method: 'POST', body: JSON.stringify(json) }),
      headers: {
        'x-forwarded-for': address,
        'user-agent': BROWSER,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    });
  };
  const signIn = (address: string, loginName: string, password: string) =>
    send(`/api/${appSn}/v1/account/login`, address, { json: { login_name: loginName, password } });
  const readiness = async () => {
    const answer = await send('/readyz', '127.0.0.1');
    return { status: answer.status, body: (await answer.json()) as Readiness };
  };
  const redisCounters = () => redis.keys(`${redisPrefix}rate:*`);
  const databaseCounters = async (bucketStart: string) =>
    (await server.db.selectFrom('rate_limits').select('bucket').where('bucket', 'like', `${bucketStart}%`).execute()).length;

  beforeAll(async () => {
    redis = await startRedisServer();
    server = await startTestServer(dialect, { buildDir: pageBuildDir(), redisUrl: redis.url, redisPrefix, env: { TRUST_PROXY: 'true' } });
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    base = edition.base_path;
    pageId = (await server.make.entryPage(edition.id, { name: '断线条目' })).contentId;
    await signUp(server, appSn, 'outage_owner', 'the right password');
    // The 15-minute sign-in windows: what this file counts falls in one.
    await clearOfWindowEnd();
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await redis?.close();
  });

  it('counts in Redis while Redis is up', async () => {
    expect((await signIn('198.51.100.1', 'outage_owner', 'a wrong password')).status).toBe(401);
    expect(await redisCounters()).not.toEqual([]);
    expect(await databaseCounters('login:')).toBe(0);
    expect((await readiness()).body.status).toBe('ready');
  });

  describe('while Redis is stopped', () => {
    beforeAll(() => redis.stop());

    it('is ready but degraded, naming Redis, the database fine', async () => {
      const { status, body } = await readiness();
      expect(status).toBe(200);
      expect(body.status).toBe('degraded');
      expect(body.checks.redis?.status).toBe('failed');
      expect(body.checks.database?.status).toBe('ok');
    });

    it('signs in with the right password from a clean address', async () => {
      const answer = await signIn('198.51.100.2', 'outage_owner', 'the right password');
      expect(answer.status).toBe(200);
      expect(sessionCookieOf(answer)).not.toBe('');
    });

    it('still limits wrong passwords, counting them in the database, and lets the owner in from a clean address', async () => {
      for (let i = 0; i < 5; i++) expect((await signIn('203.0.113.3', 'outage_owner', `wrong ${i}`)).status).toBe(401);
      const refused = await signIn('203.0.113.3', 'outage_owner', 'the right password');
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toMatch(/^too many failed sign-ins to this account from this address; try again in /);
      expect(await databaseCounters('login:pair:outage_owner:203.0.113.3')).toBe(1);
      expect((await signIn('198.51.100.4', 'outage_owner', 'the right password')).status).toBe(200);
    });

    it('signs up and takes a correction report without a 500', async () => {
      const signedUp = await send(`/api/${appSn}/v1/account/register`, '198.51.100.5', {
        json: { login_name: 'outage_newcomer', password: 'the right password' },
      });
      expect(signedUp.status).toBe(200);
      const report = await send(`/api/${appSn}/v1/content/report_error`, '198.51.100.5', {
        json: { feedback_type: 3, reason: 'reported while Redis is down' },
        cookie: sessionCookieOf(signedUp),
      });
      expect(report.status).toBe(200);
      expect(await databaseCounters('register:ip:198.51.100.5')).toBe(1);
    });

    it('serves pages and API reads, view counts included', async () => {
      const page = await send(`${base}content/${pageId}/detail`, '198.51.100.6');
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('断线条目');
      expect((await send(`/api/${appSn}/v1/content/info?content_id=${pageId}`, '198.51.100.6')).status).toBe(200);
      const views = await send(`/api/${appSn}/v1/content/pv?content_id=${pageId}`, '198.51.100.6');
      expect(views.status).toBe(200);
      expect((await views.json()).data.pv).toBe(1);
      expect(await databaseCounters('pageview:address:198.51.100.6')).toBe(1);
    });
  });

  describe('after Redis is back', () => {
    beforeAll(() => redis.start());

    it('counts in Redis again without a restart, and is ready', async () => {
      // The client reconnects with a backoff, and the limiter tries Redis again after a short
      // pause: failures from fresh addresses until one is counted there (the restarted Redis is empty).
      const backInRedis = async () => (await redisCounters()).some((key) => key.startsWith(`${redisPrefix}rate:login:`));
      for (let attempt = 1; attempt <= 120 && !(await backInRedis()); attempt++) {
        expect((await signIn(`192.0.2.${attempt}`, 'outage_owner', 'a wrong password')).status).toBe(401);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await backInRedis()).toBe(true);
      expect((await readiness()).body.status).toBe('ready');
    });
  });
});

/** Redis down when the server starts: the server starts anyway (with a warning), counting in the database until Redis answers. */
describe.skipIf(missing !== undefined)(`a start while Redis is down${missing ? ` (skipped: ${missing})` : ''}`, () => {
  const redisPrefix = `test_${crypto.randomBytes(6).toString('hex')}:`;
  let redis: TestRedisServer;
  let server: TestServer;

  beforeAll(async () => {
    redis = await startRedisServer();
    await redis.stop();
    server = await startTestServer('sqlite', { redisUrl: redis.url, redisPrefix });
    await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
    await clearOfWindowEnd();
  });
  afterAll(async () => {
    await server?.close();
    await redis?.close();
  });

  it('starts, signs up and signs in, counting in the database, then in Redis once it is up', async () => {
    const { cookie } = await signUp(server, 'ys_obc', 'early_riser', 'the right password');
    expect(cookie).not.toBe('');
    const signIn = () =>
      server.get('/api/ys_obc/v1/account/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login_name: 'early_riser', password: 'the right password' }),
      });
    expect((await signIn()).status).toBe(200);
    expect((await server.db.selectFrom('rate_limits').select('bucket').where('bucket', 'like', 'register:%').execute()).length).toBe(1);
    expect(((await (await server.get('/readyz')).json()) as Readiness).status).toBe('degraded');

    await redis.start();
    const inRedis = async () => (await redis.keys(`${redisPrefix}rate:login:*`)).length > 0;
    for (let attempt = 0; attempt < 120 && !(await inRedis()); attempt++) {
      expect((await signIn()).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await inRedis()).toBe(true);
  });
});
