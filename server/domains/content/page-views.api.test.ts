import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewSchema } from '../../../shared/contract/ranking.ts';
import { pageViewService, ADDRESS_VIEW_LIMIT, VIEW_INTERVAL_SECONDS } from './page-view-service.ts';
import { signUp } from '../../../tests/support/accounts.ts';
import { counterStores, startTwoProcesses } from '../../../tests/support/shared-counters.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const BOTS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'curl/8.5.0',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
];

/** A reader cookie of a reader of its own, as the server hands them out. */
const readerCookie = () => `almanac_reader=${crypto.randomBytes(16).toString('base64url')}`;

interface ViewOptions {
  userAgent?: string;
  cookie?: string;
  /** Sent as X-Forwarded-For (believed by servers with TRUST_PROXY). */
  address?: string;
}

async function viewOn(server: TestServer, appSn: string, query: string, { userAgent = BROWSER, cookie, address }: ViewOptions = {}) {
  const headers: Record<string, string> = { 'user-agent': userAgent, ...(cookie ? { cookie } : {}), ...(address ? { 'x-forwarded-for': address } : {}) };
  const response = await server.get(`/api/${appSn}/v1/content/pv?${query}`, { headers });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe.each(dialects)('page views on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const view = (appSn: string, query: string, options?: ViewOptions | string) =>
    viewOn(server, appSn, query, typeof options === 'string' ? { userAgent: options } : options);
  const storedViews = async (contentId: number) =>
    Number((await server.db.selectFrom('content_pv').select('pv').where('content_id', '=', contentId).executeTakeFirst())?.pv ?? 0);

  it('counts a view once per reader and entry, answers the entry views, never cached', async () => {
    const edition = await server.make.edition();
    const content = await server.make.content(edition.id);
    const other = await server.make.content(edition.id);

    const reader = readerCookie();
    const first = await view(edition.app_sn, `content_id=${content.id}`, { cookie: reader });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body).toMatchObject({ retcode: 0, message: 'OK' });
    expect(pageViewSchema.safeParse(first.body.data).success).toBe(true);
    expect(first.body.data).toEqual({ pv: 1 });

    // The same reader again: not counted.
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie: reader })).body.data).toEqual({ pv: 1 });
    // Another reader counts; the first reader's view of another entry counts.
    const phone = readerCookie();
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie: phone, userAgent: PHONE })).body.data).toEqual({ pv: 2 });
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie: phone, userAgent: PHONE })).body.data).toEqual({ pv: 2 });
    expect((await view(edition.app_sn, `content_id=${other.id}`, { cookie: reader })).body.data).toEqual({ pv: 1 });

    const row = await server.db.selectFrom('content_pv').selectAll().where('content_id', '=', content.id).executeTakeFirstOrThrow();
    expect({ edition_id: row.edition_id, pv: Number(row.pv) }).toEqual({ edition_id: edition.id, pv: 2 });
  });

  it('knows an anonymous reader by a long-lived HttpOnly cookie, and a signed-in one by the account', async () => {
    const edition = await server.make.edition();
    const content = await server.make.content(edition.id);
    const first = await view(edition.app_sn, `content_id=${content.id}`);
    expect(first.body.data).toEqual({ pv: 1 });
    const setCookie = first.headers.getSetCookie().find((cookie) => cookie.startsWith('almanac_reader='));
    expect(setCookie).toMatch(/^almanac_reader=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie!.split(';')[0]!;

    // A first visit is counted under the cookie it is given, so coming back with it counts nothing
    // more, whatever the User-Agent says; no new cookie is set.
    const again = await view(edition.app_sn, `content_id=${content.id}`, { cookie, userAgent: PHONE });
    expect(again.body.data).toEqual({ pv: 1 });
    expect(again.headers.getSetCookie().some((value) => value.startsWith('almanac_reader='))).toBe(false);
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie: readerCookie() })).body.data).toEqual({ pv: 2 });
    // A forged cookie that is not one of ours is replaced: a new reader, bounded like any other by the address's ceiling.
    const forged = await view(edition.app_sn, `content_id=${content.id}`, { cookie: 'almanac_reader=x' });
    expect(forged.body.data).toEqual({ pv: 3 });
    expect(forged.headers.getSetCookie().some((value) => value.startsWith('almanac_reader='))).toBe(true);

    // A signed-in reader counts once however many cookies they clear.
    const { cookie: session } = await signUp(server, edition.app_sn, `reader_${crypto.randomBytes(4).toString('hex')}`);
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie: `${session}; ${readerCookie()}` })).body.data).toEqual({ pv: 4 });
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie: `${session}; ${readerCookie()}` })).body.data).toEqual({ pv: 4 });
    // No address or cookie is stored: only hashes.
    const marks = await server.db.selectFrom('content_view_marks').select('reader').where('content_id', '=', content.id).execute();
    expect(marks).toHaveLength(4);
    for (const mark of marks) expect(mark.reader).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('counts the same reader again after an hour, and the housekeeping drops marks older than that', async () => {
    const edition = await server.make.edition();
    const content = await server.make.content(edition.id);
    const cookie = readerCookie();
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie })).body.data).toEqual({ pv: 1 });
    const ageMarks = (seconds: number) =>
      server.db
        .updateTable('content_view_marks')
        .set((eb) => ({ counted_at: eb('counted_at', '-', seconds) }))
        .where('content_id', '=', content.id)
        .execute();

    await ageMarks(VIEW_INTERVAL_SECONDS - 60); // 59 minutes ago
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie })).body.data).toEqual({ pv: 1 });
    await ageMarks(60); // an hour ago
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie })).body.data).toEqual({ pv: 2 });
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie })).body.data).toEqual({ pv: 2 });

    await ageMarks(VIEW_INTERVAL_SECONDS);
    expect(await pageViewService(server.db).pruneMarks()).toBeGreaterThanOrEqual(1);
    expect(await server.db.selectFrom('content_view_marks').select('reader').where('content_id', '=', content.id).execute()).toEqual([]);
    expect((await view(edition.app_sn, `content_id=${content.id}`, { cookie })).body.data).toEqual({ pv: 3 });
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
    expect(await storedViews(content.id)).toBe(1);
  });

  it('loses no view of different readers under concurrent requests, and counts one reader once', async () => {
    const edition = await server.make.edition();
    const content = await server.make.content(edition.id);
    const answers = await Promise.all(Array.from({ length: 25 }, () => view(edition.app_sn, `content_id=${content.id}`, { cookie: readerCookie() })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // Every answer saw its own increment.
    expect(answers.map((answer) => answer.body.data.pv).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));

    const cookie = readerCookie();
    const same = await Promise.all(Array.from({ length: 10 }, () => view(edition.app_sn, `content_id=${content.id}`, { cookie })));
    expect(same.every((answer) => answer.status === 200)).toBe(true);
    expect(await storedViews(content.id)).toBe(26);
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
    expect(await server.db.selectFrom('content_view_marks').select('reader').where('content_id', '=', foreign.id).execute()).toEqual([]);
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

/**
 * The ceiling of counted views per address, over two app processes sharing their counters.
 * Addresses are documentation ones sent as X-Forwarded-For; no traffic goes to them.
 */
describe.each(counterStores)('page views per address, counters in the $store on $dialect', ({ dialect, store }) => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    [first, second] = await startTwoProcesses(dialect, store);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it(`counts at most ${ADDRESS_VIEW_LIMIT.limit} views an hour from one address, whatever cookies it sends`, { timeout: 90_000 }, async () => {
    // The counters' windows are clock hours: start clear of an hour's end, so the flood fits in one.
    const secondsLeft = ADDRESS_VIEW_LIMIT.windowSeconds - (Math.floor(Date.now() / 1000) % ADDRESS_VIEW_LIMIT.windowSeconds);
    if (secondsLeft < 30) await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000));
    const edition = await first.make.edition();
    const content = await first.make.content(edition.id);
    const flood = (n: number) =>
      viewOn(n % 2 === 0 ? first : second, edition.app_sn, `content_id=${content.id}`, { cookie: readerCookie(), address: '203.0.113.9' });
    const answers: Array<Awaited<ReturnType<typeof flood>>> = [];
    for (let start = 0; start < ADDRESS_VIEW_LIMIT.limit + 20; start += 20) {
      answers.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => flood(start + i)))));
    }
    // Every request is answered; only the first 300 counted.
    expect(answers.every((answer) => answer.status === 200 && answer.body.retcode === 0)).toBe(true);
    expect(Math.max(...answers.map((answer) => answer.body.data.pv))).toBe(ADDRESS_VIEW_LIMIT.limit);
    expect((await flood(0)).body.data).toEqual({ pv: ADDRESS_VIEW_LIMIT.limit });
    // Another address still counts.
    const elsewhere = await viewOn(second, edition.app_sn, `content_id=${content.id}`, { cookie: readerCookie(), address: '198.51.100.9' });
    expect(elsewhere.body.data).toEqual({ pv: ADDRESS_VIEW_LIMIT.limit + 1 });
  });
});
