import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionStore } from './permissions.ts';
import { sessionStore } from './sessions.ts';
import { SESSION_COOKIE } from '../../api/session-cookie.ts';
import { SESSION_REVOKE_LIMIT, type MyReportListAnswer, type SessionListAnswer, type SessionRevokeAnswer } from '../../../shared/contract/account-center.ts';
import { postJson, sessionCookieOf, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

interface Envelope<T> {
  retcode: number;
  message: string;
  data: T;
}

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The personal center's sessions (list, sign one out, sign out everywhere else) and my reports. */
describe.each(dialects)('personal center API on %s', (dialect) => {
  let server: TestServer;
  let accounts = 0;
  const base = '/api/ys_obc/v1';
  const password = 'center password 1';

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
  });
  afterAll(() => server.close());

  // Accounts come from the factory (sign-ups are limited per address); one signs up over HTTP below.
  const fresh = async () => {
    const name = `center_${dialect}_${++accounts}`;
    const user = await server.make.user({ name });
    return { name, aid: Number(user.id) };
  };
  /** Signs the account in from a device: a session cookie of its own, as the sign-in call makes it. */
  const signIn = async (name: string, userAgent: string) => {
    const user = await server.db.selectFrom('users').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    const { token } = await sessionStore(server.db).create(Number(user.id), { userAgent, ip: '203.0.113.9' });
    return `${SESSION_COOKIE}=${token}`;
  };
  const get = async <T>(path: string, cookie = '') => {
    const response = await server.get(`${base}/${path}`, cookie ? { headers: { cookie } } : {});
    return { status: response.status, headers: response.headers, body: (await response.json()) as Envelope<T> };
  };
  const post = async <T>(path: string, body: unknown, cookie = '') => {
    const response = await postJson(server, `${base}/${path}`, body, cookie);
    return { status: response.status, response, body: (await response.json()) as Envelope<T> };
  };
  const sessions = async (cookie: string) => (await get<SessionListAnswer>('account/sessions', cookie)).body.data.list;

  it("lists the account's live sessions with their device, the current one first, privately", async () => {
    const name = `center_${dialect}_signup`;
    // A real sign-up and sign-in over HTTP: what they store is what the list shows.
    const { cookie: signedUp } = await signUp(server, 'ys_obc', name, password);
    const login = await server.get(`${base}/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': PHONE },
      body: JSON.stringify({ login_name: name, password }),
    });
    const phone = sessionCookieOf(login);
    expect(phone).not.toBe('');
    const desktop = await signIn(name, DESKTOP);
    const other = await fresh();
    await signIn(other.name, DESKTOP);

    const answer = await get<SessionListAnswer>('account/sessions', desktop);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const list = answer.body.data.list;
    // The sign-up's own session, the phone and the desktop: the other account's are not here.
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, browser: 'Chrome 126', os: 'Linux', device: 'desktop' });
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list.some((session) => session.device === 'mobile' && session.os === 'Android')).toBe(true);
    for (const session of list) {
      expect(session.session_id).toMatch(/^[0-9a-f]{24}$/);
      expect(session.ip).toMatch(/\*$/);
      expect(session.expires_at).toBeGreaterThan(session.created_at);
    }
    // Neither the token nor its stored hash is ever sent.
    const stored = await server.db.selectFrom('sessions').select('token_hash').execute();
    const text = JSON.stringify(answer.body);
    for (const row of stored) expect(text).not.toContain(row.token_hash.slice(0, 24));
    expect(text).not.toContain(phone.split('=')[1]!);
    expect(text).not.toContain(signedUp.split('=')[1]!);
    expect(list.find((session) => session.device === 'mobile')!.ip).toBe('127.0.0.*');
  });

  it("signs one session out by its id, and only the caller's own", async () => {
    const { name } = await fresh();
    const phone = await signIn(name, PHONE);
    const desktop = await signIn(name, DESKTOP);
    const phoneId = (await sessions(phone)).find((session) => session.current)!.session_id;

    const ended = await post<SessionRevokeAnswer>('account/sessions/revoke', { session_id: phoneId }, desktop);
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ ended: 1 });
    expect((await get('account/user_info', phone)).status).toBe(401);
    expect((await get('account/user_info', desktop)).status).toBe(200);
    expect((await sessions(desktop)).map((session) => session.session_id)).not.toContain(phoneId);

    // Ended already, or another account's: not found, and nothing else ends.
    expect((await post('account/sessions/revoke', { session_id: phoneId }, desktop)).status).toBe(404);
    const stranger = await fresh();
    const strangerCookie = await signIn(stranger.name, DESKTOP);
    const desktopId = (await sessions(desktop)).find((session) => session.current)!.session_id;
    const refused = await post('account/sessions/revoke', { session_id: desktopId }, strangerCookie);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toMatch(/^session_id: /);
    expect((await get('account/user_info', desktop)).status).toBe(200);
  });

  it('signing out the current session by its id clears the cookie', async () => {
    const { name } = await fresh();
    const desktop = await signIn(name, DESKTOP);
    const own = (await sessions(desktop)).find((session) => session.current)!.session_id;
    const ended = await post<SessionRevokeAnswer>('account/sessions/revoke', { session_id: own }, desktop);
    expect(ended.status).toBe(200);
    expect(ended.response.headers.getSetCookie().some((cookie) => /^almanac_session=;/.test(cookie))).toBe(true);
    expect((await get('account/user_info', desktop)).status).toBe(401);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const { name } = await fresh();
    const phone = await signIn(name, PHONE);
    const tablet = await signIn(name, PHONE);
    const desktop = await signIn(name, DESKTOP);
    const others = await post<SessionRevokeAnswer>('account/sessions/revoke_others', {}, desktop);
    expect(others.status).toBe(200);
    // The phone and the tablet.
    expect(others.body.data).toEqual({ ended: 2 });
    for (const cookie of [phone, tablet]) expect((await get('account/user_info', cookie)).status).toBe(401);
    expect((await get('account/user_info', desktop)).status).toBe(200);
    expect((await sessions(desktop)).map((session) => session.current)).toEqual([true]);
    expect((await post<SessionRevokeAnswer>('account/sessions/revoke_others', {}, desktop)).body.data).toEqual({ ended: 0 });
  });

  it('needs a session, and names the field of a bad session id', async () => {
    expect((await get('account/sessions')).status).toBe(401);
    expect((await get('account/sessions')).body.retcode).toBe(-100);
    expect((await post('account/sessions/revoke', { session_id: 'a'.repeat(24) })).status).toBe(401);
    expect((await post('account/sessions/revoke_others', {})).status).toBe(401);
    const { name } = await fresh();
    const cookie = await signIn(name, DESKTOP);
    for (const body of [{}, { session_id: 12 }, { session_id: 'x' }, { session_id: 'A'.repeat(24) }, { session_id: `${'a'.repeat(24)}' or 1=1` }]) {
      const bad = await post('account/sessions/revoke', body, cookie);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect(bad.body.message).toMatch(/^session_id: /);
    }
  });

  it(`refuses more than ${SESSION_REVOKE_LIMIT.limit} sign-outs an hour with 429 and Retry-After`, async () => {
    const { name } = await fresh();
    const cookie = await signIn(name, DESKTOP);
    const unknown = 'b'.repeat(24);
    for (let i = 0; i < SESSION_REVOKE_LIMIT.limit; i++) expect((await post('account/sessions/revoke', { session_id: unknown }, cookie)).status).toBe(404);
    const refused = await post('account/sessions/revoke_others', {}, cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.retcode).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not slowed down.
    const other = await fresh();
    expect((await post('account/sessions/revoke_others', {}, await signIn(other.name, DESKTOP))).status).toBe(200);
  });

  it("lists the reader's own reports with their status and what they are about", async () => {
    const editionId = (await server.db.selectFrom('editions').select('id').where('app_sn', '=', 'ys_obc').executeTakeFirstOrThrow()).id;
    const { contentId } = await server.make.entryPage(editionId, { name: '纠错词条' });
    const reporter = await fresh();
    const cookie = await signIn(reporter.name, DESKTOP);
    const first = await post<{ id: number }>('content/report_error', { entry_page_id: contentId, content: '数值写错了' }, cookie);
    expect(first.status, first.body.message).toBe(200);
    const second = await post<{ id: number }>('content/report_error', { feedback_type: 3, reason: '页面太慢', source_url: '/ys/obc/' }, cookie);
    expect(second.status, second.body.message).toBe(200);
    const someoneElse = await fresh();
    await post('content/report_error', { entry_page_id: contentId, content: '别人的' }, await signIn(someoneElse.name, DESKTOP));

    const reviewer = await fresh();
    await permissionStore(server.db).grant(reviewer.aid, 'AUDIT', editionId);
    const reviewerCookie = await signIn(reviewer.name, DESKTOP);
    expect((await post('content/report_review', { id: first.body.data.id, action: 'accept', note: '已修正' }, reviewerCookie)).status).toBe(200);

    const mine = await get<MyReportListAnswer>('account/my_reports', cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.body.data.total).toBe(2);
    expect(mine.body.data.list.map((report) => [report.id, report.kind, report.status, report.content_name, report.review_note])).toEqual([
      [second.body.data.id, 'feedback', 'pending', '', ''],
      [first.body.data.id, 'entry', 'accepted', '纠错词条', '已修正'],
    ]);
    expect(mine.body.data.list[1]!.content_id).toBe(contentId);
    expect(mine.body.data.list[1]!.reviewed_at).toBeGreaterThan(0);
    expect(mine.body.data.list[0]!.reviewed_at).toBe(0);

    const paged = await get<MyReportListAnswer>('account/my_reports?page_num=2&page_size=1', cookie);
    expect(paged.body.data.list.map((report) => report.id)).toEqual([first.body.data.id]);
    expect((await get('account/my_reports')).status).toBe(401);
    const bad = await get('account/my_reports?page_size=500', cookie);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/^page_size: /);
  });
});
