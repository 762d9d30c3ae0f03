import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBuildDir, rawGet } from '../../tests/api/page-cache-harness.ts';
import { postJson } from '../../tests/support/accounts.ts';
import { freePort } from '../../tests/support/free-port.ts';
import { dialects, startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import { localMetrics } from './cluster-metrics.ts';
import { listenForScrapes } from './metrics-listener.ts';

const TOKEN = 'metrics-test-token-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of one series in Prometheus text (labels as written, in the registry's order); undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(dialects)('Prometheus metrics on %s', (dialect) => {
  let server: TestServer;
  let entryUrl: string;

  beforeAll(async () => {
    server = await startTestServer(dialect, { buildDir: pageBuildDir(), env: { METRICS_TOKEN: TOKEN } });
    const edition = await server.make.edition({ app_sn: 'metrics_wiki' });
    const channel = await server.make.channel(edition.id, { name: '指标频道' });
    entryUrl = `${edition.base_path}content/${(await server.make.entryPage(edition.id, { name: '指标条目' }, { menuId: channel.id })).contentId}/detail`;
  }, 300_000);
  afterAll(() => server?.close());

  const scrape = async () => {
    const answer = await server.get('/metrics', { headers: bearer });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    return answer.text();
  };

  it('counts requests by route pattern and status, not by raw URL', async () => {
    const before = await scrape();
    const series = (status: number) => `almanac_http_requests_total{method="GET",route="/api/:app_sn/v1/operator/channels",status="${status}"}`;
    const counted = sample(before, series(401)) ?? 0;
    for (let i = 0; i < 3; i += 1) expect((await server.get(`/api/metrics_wiki/v1/operator/channels?n=${i}`)).status).toBe(401);
    const after = await scrape();
    expect(sample(after, series(401))).toBe(counted + 3);
    expect(after).not.toContain('?n=');
    expect(after).toMatch(
      /almanac_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/:app_sn\/v1\/operator\/channels",status="401"\} \d+/,
    );
    // Node's own series: the event-loop lag among them (collectDefaultMetrics).
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it('times renders and counts the page cache: a miss, then a hit answered before Fastify', async () => {
    const before = await scrape();
    expect((await rawGet(server, entryUrl)).headers['x-page-cache']).toBe('miss');
    expect((await rawGet(server, entryUrl)).headers['x-page-cache']).toBe('hit');
    const after = await scrape();
    const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(delta('almanac_page_cache_requests_total{result="miss",where="route"}')).toBe(1);
    expect(delta('almanac_page_cache_requests_total{result="hit",where="early"}')).toBe(1);
    expect(delta('almanac_page_render_seconds_count{kind="for_cache"}')).toBe(1);
    expect(delta('almanac_http_requests_total{method="GET",route="(page cache, early)",status="200"}')).toBe(1);
    expect(sample(after, 'almanac_page_cache_size{what="pages"}')).toBeGreaterThanOrEqual(1);
  });

  it('times database statements by kind and reports the PostgreSQL pool', async () => {
    const text = await scrape();
    expect(sample(text, 'almanac_db_query_seconds_count{operation="select"}')).toBeGreaterThan(0);
    expect(sample(text, 'almanac_db_query_seconds_count{operation="insert"}')).toBeGreaterThan(0);
    if (dialect === 'postgres') {
      expect(sample(text, 'almanac_db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'almanac_database_up{dialect="postgres"}')).toBe(1);
    }
  });

  it('counts rate-limit refusals by what was limited', async () => {
    const series = 'almanac_rate_limit_refusals_total{what="sign-ups from this address"}';
    const counted = sample(await scrape(), series) ?? 0;
    let refused = 0;
    for (let i = 0; i < 12 && refused === 0; i += 1) {
      const answer = await postJson(server, '/api/metrics_wiki/v1/account/register', { login_name: `metrics_user_${i}`, password: 'long enough pass' });
      if (answer.status === 429) refused += 1;
    }
    expect(refused).toBe(1);
    expect(sample(await scrape(), series)).toBe(counted + 1);
  });

  it('refuses a scrape without the token, or with another, with 401 and the envelope', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-token-at-all-000' }, { authorization: TOKEN }] as Record<string, string>[]) {
      const answer = await server.get('/metrics', { headers });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toContain('Bearer');
      expect(await answer.json()).toEqual({ retcode: 401, message: expect.stringContaining('METRICS_TOKEN'), data: null });
    }
  });
});

describe('metrics off by default', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  it('answers /metrics 404, as any unknown path, token or not', async () => {
    expect((await server.get('/metrics')).status).toBe(404);
    expect((await server.get('/metrics', { headers: bearer })).status).toBe(404);
  });
});

describe('the metrics listener (METRICS_HOST, METRICS_PORT)', () => {
  it('serves /metrics only, and asks for the token when one is set', async () => {
    const port = await freePort();
    const errors: unknown[] = [];
    const listener = await listenForScrapes({ host: '127.0.0.1', port, token: TOKEN, source: localMetrics, log: { error: (fields) => errors.push(fields) } });
    try {
      const origin = `http://127.0.0.1:${port}`;
      const refused = await fetch(`${origin}/metrics`);
      expect(refused.status).toBe(401);
      expect((await refused.json()) as unknown).toMatchObject({ retcode: 401, data: null });
      const served = await fetch(`${origin}/metrics`, { headers: bearer });
      expect(served.status).toBe(200);
      expect(await served.text()).toContain('# TYPE almanac_http_requests_total counter');
      const other = await fetch(`${origin}/`, { headers: bearer });
      expect(other.status).toBe(404);
      expect((await other.json()) as unknown).toMatchObject({ retcode: 404, data: null });
      expect(errors).toEqual([]);
    } finally {
      listener.close();
    }
  });
});
