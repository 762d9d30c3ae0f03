import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewSchema } from '../../shared/contract/ranking.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'curl/8.5.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
];

describe.each(dialects)('page views on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const view = async (appSn: string, query: string, userAgent: string = BROWSER) => {
    const response = await server.get(`/api/${appSn}/v1/content/pv?${query}`, { headers: { 'user-agent': userAgent } });
    return { status: response.status, headers: response.headers, body: await response.json() };
  };

  it('counts each view and answers the entry views, never cached', async () => {
    const edition = await server.make.edition();
    const content = await server.make.content(edition.id);
    const other = await server.make.content(edition.id);

    const first = await view(edition.app_sn, `content_id=${content.id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body).toMatchObject({ retcode: 0, message: 'OK' });
    expect(pageViewSchema.safeParse(first.body.data).success).toBe(true);
    expect(first.body.data).toEqual({ pv: 1 });

    expect((await view(edition.app_sn, `content_id=${content.id}`, PHONE)).body.data).toEqual({ pv: 2 });
    expect((await view(edition.app_sn, `content_id=${content.id}`)).body.data).toEqual({ pv: 3 });
    expect((await view(edition.app_sn, `content_id=${other.id}`)).body.data).toEqual({ pv: 1 });

    const row = await server.db.selectFrom('content_pv').selectAll().where('content_id', '=', content.id).executeTakeFirstOrThrow();
    expect({ edition_id: row.edition_id, pv: Number(row.pv) }).toEqual({ edition_id: edition.id, pv: 3 });
  });

  it('does not count crawlers or requests without a User-Agent, but answers them the views', async () => {
    const edition = await server.make.edition();
    const content = await server.make.content(edition.id);
    for (const bot of BOTS) {
      const { status, body } = await view(edition.app_sn, `content_id=${content.id}`, bot);
      expect(status, bot).toBe(200);
      expect(body.data, bot).toEqual({ pv: 0 });
    }
    expect((await view(edition.app_sn, `content_id=${content.id}`, '')).body.data).toEqual({ pv: 0 });
    expect((await view(edition.app_sn, `content_id=${content.id}`)).body.data).toEqual({ pv: 1 });
    expect((await view(edition.app_sn, `content_id=${content.id}`, BOTS[0])).body.data).toEqual({ pv: 1 });
    const rows = await server.db.selectFrom('content_pv').select('pv').where('content_id', '=', content.id).execute();
    expect(rows.map((r) => Number(r.pv))).toEqual([1]);
  });

  it('loses no view under concurrent requests', async () => {
    const edition = await server.make.edition();
    const content = await server.make.content(edition.id);
    const answers = await Promise.all(Array.from({ length: 25 }, () => view(edition.app_sn, `content_id=${content.id}`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Every answer saw its own increment.
    expect(answers.map((answer) => answer.body.data.pv).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await view(edition.app_sn, `content_id=${content.id}`)).body.data).toEqual({ pv: 26 });
  });

  it('answers 404 for an unknown entry or one of another edition, and writes nothing', async () => {
    const edition = await server.make.edition();
    const other = await server.make.edition();
    const foreign = await server.make.content(other.id);
    for (const id of [987_654_321, foreign.id]) {
      for (const userAgent of [BROWSER, BOTS[0]!]) {
        const { status, body } = await view(edition.app_sn, `content_id=${id}`, userAgent);
        expect(status).toBe(404);
        expect(body).toMatchObject({ retcode: 404, data: null });
        expect(body.message).toMatch(/^content_id: /);
      }
    }
    const rows = await server.db.selectFrom('content_pv').select('pv').where('content_id', '=', foreign.id).execute();
    expect(rows).toEqual([]);
  });

  it('answers 422 naming content_id for a bad one', async () => {
    const edition = await server.make.edition();
    for (const query of ['', 'content_id=', 'content_id=abc', 'content_id=0', 'content_id=-4', 'content_id=1.5', 'content_id=1&content_id=2']) {
      const { status, body } = await view(edition.app_sn, query);
      expect(status, query).toBe(422);
      expect(body.retcode).toBe(422);
      expect(body.message, query).toMatch(/^content_id: /);
    }
  });
});
