import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, pageBuildDir, pageReader, rawGet } from '../api/page-cache-harness.ts';
import { postJson } from '../support/accounts.ts';
import { createPostgresCluster, postgresClusterUnavailableReason, type PostgresCluster } from '../support/postgres-cluster.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * PostgreSQL going away under a running server (issue #26): the server's own throwaway cluster
 * is stopped and started again, and later every connection of the app is terminated, while
 * readers and writers keep calling. The process never dies (no uncaught exception: an unhandled
 * 'error' event of a pg client is one), API calls answer 503 envelopes with Retry-After (HTTP
 * 200 on the publisher's mounts), a page cached before the outage is still served, an uncached
 * page answers 503 with a line of text, /livez 200 and /readyz 503; once the database is back
 * everything answers again without a restart, and every write the API acknowledged is there.
 */
const skipReason = postgresClusterUnavailableReason();
if (skipReason) console.warn(`postgres-outage: skipped: ${skipReason}`);

/** How long "comes back" may take before the test calls it a failure (the target, 5 s, is measured by bench/faults-postgres.ts). */
const RECOVERY_DEADLINE_MS = 20_000;

describe.skipIf(skipReason !== undefined)('a PostgreSQL outage under load', () => {
  let cluster: PostgresCluster;
  let server: TestServer;
  let appSn: string;
  let base: string;
  let cachedUrl: string;
  let writers: { cookie: string; id: number }[];
  let contentIds: number[];
  let load: Load;
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    cluster = await createPostgresCluster();
    // Its own cluster; the schema and the data folder go with it.
    server = await startTestServer('postgres', { buildDir: pageBuildDir(), env: { DATABASE_URL: cluster.url, DATABASE_SCHEMA: 'almanac_fault' } });
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    base = edition.base_path;
    const channel = await server.make.channel(edition.id, { name: '故障频道' });
    const page = await server.make.entryPage(edition.id, { name: '停库条目', desc: '停库前缓存' }, { menuId: channel.id });
    cachedUrl = `${base}content/${page.contentId}/detail`;
    contentIds = [];
    for (let index = 0; index < 150; index++) contentIds.push((await server.make.content(edition.id, { title: `收藏${index}` })).id);
    writers = [await pageReader(server, edition.id), await pageReader(server, edition.id)];
    load = startLoad(server, appSn, writers, contentIds);
  }, 300_000);

  afterAll(async () => {
    await load?.stop();
    await server?.close().catch(() => {});
    cluster?.remove();
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  });

  const api = async (path: string, mount = `/api/${appSn}`) => {
    const response = await server.get(`${mount}${path}`, { signal: AbortSignal.timeout(10_000) });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as { retcode: number; message: string; data: unknown },
    };
  };
  const page = (target: string) => rawGet(server, target);

  it('serves a page from the cache before the outage', async () => {
    const hit = await eventually(
      () => page(cachedUrl),
      (answer) => answer.headers['x-page-cache'] === 'hit',
    );
    expect([hit.status, hit.headers['x-page-cache']]).toEqual([200, 'hit']);
    expect(hit.text).toContain('停库条目');
    expect((await api('/wapi/get_menus')).body.retcode).toBe(0);
  });

  it('answers through a stopped database without dying: 503 envelopes, cached pages, liveness but not readiness', async () => {
    await cluster.stop();
    const failed = await eventually(
      () => api('/wapi/get_menus'),
      (answer) => answer.status === 503,
      RECOVERY_DEADLINE_MS,
    );
    expect(failed.status).toBe(503);
    expect(failed.retryAfter).toMatch(/^\d+$/);
    expect(failed.body).toEqual({ retcode: 503, message: expect.stringMatching(/database is unavailable; try again in \d+ seconds/), data: null });

    // The publisher's mounts answer HTTP 200 with the retcode in the body.
    const publisher = await api('/wapi/get_menus', '/hoyowiki');
    expect([publisher.status, publisher.body.retcode, publisher.body.data]).toEqual([200, 503, null]);

    // A write: refused with the same envelope, not a 500.
    const write = await postJson(server, `/api/${appSn}/wapi/entry_page/favorite`, { entry_page_id: contentIds[0] }, writers[0]!.cookie);
    expect(write.status).toBe(503);
    expect(((await write.json()) as { retcode: number }).retcode).toBe(503);

    const cached = await page(cachedUrl);
    expect([cached.status, cached.headers['x-page-cache']]).toEqual([200, 'hit']);
    expect(cached.text).toContain('停库条目');

    // A page never rendered: its loaders cannot read, so 503 with a line in the reader's language.
    const uncached = await rawGet(server, `${base}channel/999999?outage=1`, { cookie: 'almanac_lang=en-US' });
    expect(uncached.status).toBe(503);
    expect(uncached.headers['retry-after']).toMatch(/^\d+$/);
    expect(uncached.headers['cache-control']).toBe('no-store');
    expect(uncached.text).toContain('cannot reach its data');

    expect((await server.get('/livez')).status).toBe(200);
    expect((await server.get('/readyz')).status).toBe(503);
    expect(crashes).toEqual([]);
  });

  it('comes back by itself once the database is started again', async () => {
    await cluster.start();
    const back = await eventually(
      () => api('/wapi/get_menus'),
      (answer) => answer.status === 200 && answer.body.retcode === 0,
      RECOVERY_DEADLINE_MS,
    );
    expect(back.body.retcode).toBe(0);
    const ready = await eventually(
      async () => (await server.get('/readyz')).status,
      (status) => status === 200,
      RECOVERY_DEADLINE_MS,
    );
    expect(ready).toBe(200);
    const write = await eventually(
      async () => (await postJson(server, `/api/${appSn}/wapi/entry_page/favorite`, { entry_page_id: contentIds[0] }, writers[0]!.cookie)).status,
      (status) => status === 200,
      RECOVERY_DEADLINE_MS,
    );
    expect(write).toBe(200);
    const fresh = await page(cachedUrl);
    expect(fresh.status).toBe(200);
    expect(crashes).toEqual([]);
  });

  it('survives every connection of the app being terminated mid-load, and recovers', async () => {
    const before = load.acknowledged.length;
    const ended = await cluster.psql(
      `select count(pg_terminate_backend(pid)) from pg_stat_activity where application_name like 'almanac%' and pid <> pg_backend_pid()`,
    );
    expect(Number(ended.trim())).toBeGreaterThan(0);
    const back = await eventually(
      () => api('/wapi/get_menus'),
      (answer) => answer.status === 200,
      RECOVERY_DEADLINE_MS,
    );
    expect(back.body.retcode).toBe(0);
    // The writers go on being acknowledged.
    const going = await eventually(
      async () => load.acknowledged.length,
      (count) => count > before + 3,
      RECOVERY_DEADLINE_MS,
    );
    expect(going).toBeGreaterThan(before + 3);
    const cached = await eventually(
      () => page(cachedUrl),
      (answer) => answer.headers['x-page-cache'] === 'hit',
      RECOVERY_DEADLINE_MS,
    );
    expect(cached.status).toBe(200);
    expect(crashes).toEqual([]);
  });

  it('lost no acknowledged write, and no request of the load died with a 500', async () => {
    await load.stop();
    expect(load.acknowledged.length).toBeGreaterThan(0);
    const rows = await server.db.selectFrom('favorites').select(['user_id', 'content_id']).where('kind', '=', 'entry').execute();
    const stored = new Set(rows.map((row) => `${row.user_id}:${row.content_id}`));
    const missing = load.acknowledged.filter((write) => !stored.has(`${write.userId}:${write.contentId}`));
    expect(missing).toEqual([]);
    // Every answer of the load was a success or a 503: none was a 500 or a broken connection.
    expect(load.statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(load.statuses).toContain(503);
    expect(crashes).toEqual([]);
  });
});

interface Load {
  acknowledged: { userId: number; contentId: number }[];
  /** The HTTP status of every answer (0: the request itself failed). */
  statuses: number[];
  stop(): Promise<void>;
}

/** One reader and one writer per account, calling every 25 ms until stopped. */
function startLoad(server: TestServer, appSn: string, writers: { cookie: string; id: number }[], contentIds: number[]): Load {
  let running = true;
  const acknowledged: Load['acknowledged'] = [];
  const statuses: number[] = [];
  const pause = () => new Promise((resolve) => setTimeout(resolve, 25));
  const call = async (make: () => Promise<Response>): Promise<Response | undefined> => {
    try {
      const response = await make();
      statuses.push(response.status);
      return response;
    } catch {
      statuses.push(0);
      return undefined;
    }
  };
  const reader = async () => {
    while (running) {
      const response = await call(() => server.get(`/api/${appSn}/wapi/get_menus`, { signal: AbortSignal.timeout(10_000) }));
      await response?.arrayBuffer();
      await pause();
    }
  };
  const writer = async (account: { cookie: string; id: number }, offset: number) => {
    // Round and round: a content already kept is kept again (acknowledged all the same).
    for (let index = offset; running; index = (index + writers.length) % contentIds.length) {
      const contentId = contentIds[index]!;
      const response = await call(() => postJson(server, `/api/${appSn}/wapi/entry_page/favorite`, { entry_page_id: contentId }, account.cookie));
      const body = response ? ((await response.json().catch(() => undefined)) as { retcode?: number } | undefined) : undefined;
      if (response?.status === 200 && body?.retcode === 0) acknowledged.push({ userId: account.id, contentId });
      await pause();
    }
  };
  const loops = [reader(), ...writers.map((account, index) => writer(account, index))];
  return {
    acknowledged,
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
