import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionStore } from './permissions.ts';
import { postJson, sessionCookieOf, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe.each(dialects)('accounts API on %s', (dialect) => {
  let server: TestServer;
  const base = '/api/ys_obc';

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
  });
  afterAll(() => server.close());

  it('signs up with an HttpOnly, SameSite=Lax session cookie and answers the user info', async () => {
    const response = await postJson(server, `${base}/v1/account/register`, { login_name: 'Traveler_1', password: 'long enough pass' });
    expect(response.status).toBe(200);
    const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('almanac_session='))!;
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).not.toMatch(/Secure/i);
    const info = await server.get(`${base}/v1/account/user_info`, { headers: { cookie: sessionCookieOf(response) } });
    const body = await info.json();
    expect(body.data.user_info).toMatchObject({ name: 'Traveler_1', permissions: [], avatar: 0 });
    expect(info.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a taken name (409) and bad input (422 naming the field)', async () => {
    await signUp(server, 'ys_obc', 'taken_name');
    const again = await postJson(server, `${base}/v1/account/register`, { login_name: 'TAKEN_NAME', password: 'long enough pass' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/login_name/);
    const short = await postJson(server, `${base}/v1/account/register`, { login_name: 'ab', password: 'x' });
    expect(short.status).toBe(422);
    const message = (await short.json()).message;
    expect(message).toMatch(/login_name/);
    expect(message).toMatch(/password/);
  });

  it('signs in with the right password only, and signs out', async () => {
    await signUp(server, 'ys_obc', 'signer', 'the right password');
    const wrong = await postJson(server, `${base}/v1/account/login`, { login_name: 'signer', password: 'the wrong password' });
    expect(wrong.status).toBe(401);
    expect(sessionCookieOf(wrong)).toBe('');
    const right = await postJson(server, `${base}/v1/account/login`, { login_name: 'Signer', password: 'the right password' });
    expect(right.status).toBe(200);
    const cookie = sessionCookieOf(right);
    expect((await server.get(`${base}/v1/account/user_info`, { headers: { cookie } })).status).toBe(200);

    const out = await postJson(server, `${base}/v1/account/logout`, {}, cookie);
    expect(out.status).toBe(200);
    const after = await server.get(`${base}/v1/account/user_info`, { headers: { cookie } });
    expect(after.status).toBe(401);
    expect((await after.json()).retcode).toBe(-100);
  });

  it('logs out everywhere', async () => {
    const { cookie: first } = await signUp(server, 'ys_obc', 'everywhere', 'the right password');
    const second = sessionCookieOf(await postJson(server, `${base}/v1/account/login`, { login_name: 'everywhere', password: 'the right password' }));
    const out = await postJson(server, `${base}/v1/account/logout_all`, {}, second);
    expect((await out.json()).data.ended).toBe(2);
    expect((await server.get(`${base}/v1/account/user_info`, { headers: { cookie: first } })).status).toBe(401);
  });

  it('rate-limits failed sign-ins per account and address, even with the right password afterwards', async () => {
    await signUp(server, 'ys_obc', 'limited', 'the right password');
    for (let i = 0; i < 5; i++) {
      expect((await postJson(server, `${base}/v1/account/login`, { login_name: 'limited', password: `wrong ${i}` })).status).toBe(401);
    }
    const blocked = await postJson(server, `${base}/v1/account/login`, { login_name: 'limited', password: 'the right password' });
    expect(blocked.status).toBe(429);
    const body = await blocked.json();
    expect(body.retcode).toBe(429);
    expect(body.message).toMatch(/^too many failed sign-ins to this account from this address; try again in \d+ (minutes?|seconds?)$/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps sessions in the database: a second app process accepts the first one’s cookie', async () => {
    const other = await startTestServer(dialect, { sameDatabaseAs: server });
    try {
      const { cookie } = await signUp(server, 'ys_obc', 'two_processes');
      const info = await other.get(`${base}/v1/account/user_info`, { headers: { cookie } });
      expect(info.status).toBe(200);
      expect((await info.json()).data.user_info.name).toBe('two_processes');
      await postJson(other, `${base}/v1/account/logout`, {}, cookie);
      expect((await server.get(`${base}/v1/account/user_info`, { headers: { cookie } })).status).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('answers permissions and community info, and ends the sessions of a suspended account', async () => {
    const { cookie, aid } = await signUp(server, 'ys_obc', 'granted');
    await permissionStore(server.db).grant(aid, 'CREATE_C');
    const permissions = await (await server.get(`${base}/v1/account/permissions`, { headers: { cookie } })).json();
    expect(permissions.data.Permissions).toEqual(['CREATE_C']);
    const community = await (await server.get(`${base}/v1/account/community_info`, { headers: { cookie } })).json();
    expect(community.data.user_info).toMatchObject({ aid, community_info: { is_realname: false } });
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', aid).execute();
    expect((await server.get(`${base}/v1/account/user_info`, { headers: { cookie } })).status).toBe(401);
  });

  it('keeps the key-box per user and refuses anonymous callers', async () => {
    const { cookie } = await signUp(server, 'ys_obc', 'keyboxer');
    const anonymous = await server.get(`${base}/v1/keybox/query_unique_key?key=guide`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).retcode).toBe(-100);
    const before = await (await server.get(`${base}/v1/keybox/query_unique_key?key=guide`, { headers: { cookie } })).json();
    expect(before.data).toEqual({ key: 'guide', value: null, exist: false });
    await postJson(server, `${base}/v1/keybox/add_unique_key`, { key: 'guide', value: '1' }, cookie);
    const after = await (await server.get(`${base}/v1/keybox/query_unique_key?key=guide`, { headers: { cookie } })).json();
    expect(after.data).toEqual({ key: 'guide', value: '1', exist: true });
    const bad = await postJson(server, `${base}/v1/keybox/add_unique_key`, { key: 'no spaces allowed', value: '1' }, cookie);
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toMatch(/key/);
  });
});
