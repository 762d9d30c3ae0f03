import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, sessionCookieOf, signUp } from '../../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../../tests/support/test-server.ts';

/**
 * A calendar feed is never more than its owner: every fetch re-checks that the account exists,
 * is not suspended and may still view the edition, and "log out everywhere" ends the secret.
 * A dead feed answers 404 like an unknown secret, saying nothing of why.
 */
describe.each(dialects)('calendar feed access on %s', (dialect) => {
  let server: TestServer;
  let admin: { cookie: string; aid: number };
  let privateSn: string;
  let privateId: number;
  let publicSn: string;
  let publicId: number;
  let names = 0;

  const grant = (userId: number, permission: string, edition: number) =>
    server.db.insertInto('user_permissions').values({ user_id: userId, edition_id: edition, permission, granted_at: 0, granted_by: null }).execute();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const hidden = await server.make.edition({ login_required: 1 });
    privateSn = hidden.app_sn;
    privateId = hidden.id;
    const open = await server.make.edition();
    publicSn = open.app_sn;
    publicId = open.id;
    admin = await signUp(server, publicSn, `feed_admin_${dialect}`);
    await grant(admin.aid, 'ADMIN', 0);
  });
  afterAll(() => server.close());

  /** A new account following one activity of the edition with reminders on: its cookie, id and feed path. */
  async function follower(appSn: string, editionId: number, title: string) {
    const user = await signUp(server, appSn, `feed_user_${++names}_${dialect}`, 'the right password');
    if (editionId === privateId) await grant(user.aid, 'VIEW', privateId);
    const activity = await server.make.calendarActivity(editionId, { kind: 1, title, start_time: 1_900_000_000, end_time: 1_900_003_600 });
    const base = `/api/${appSn}/v1/calendar`;
    expect((await postJson(server, `${base}/subscribe`, { action: 'subscribe', activity_ids: [activity.id] }, user.cookie)).status).toBe(200);
    const turned = await postJson(server, `${base}/subscribe_turn`, { state: true }, user.cookie);
    const feedUrl = (await turned.json()).data.feed_url as string;
    return { ...user, feed: new URL(feedUrl).pathname };
  }

  async function fetchFeed(path: string) {
    const response = await server.get(path);
    return { status: response.status, text: await response.text(), cacheControl: response.headers.get('cache-control') };
  }

  async function operator(path: string, body: unknown) {
    const response = await postJson(server, `/api/${publicSn}/v1/operator/${path}`, body, admin.cookie);
    expect(response.status, path).toBe(200);
  }

  /** A dead feed is indistinguishable from a secret that never existed. */
  async function expectDead(path: string) {
    const dead = await fetchFeed(path);
    const unknown = await fetchFeed(`/calendar/feed/${'A'.repeat(43)}.ics`);
    expect(dead.status).toBe(404);
    expect(dead.text).toBe(unknown.text);
    expect(dead.cacheControl).toBe('no-store');
    expect(dead.text).not.toContain('BEGIN:VCALENDAR');
  }

  it("stops serving a login-required edition's activities once VIEW is revoked, and serves them again when it is granted back", async () => {
    const user = await follower(privateSn, privateId, 'Hidden festival');
    const before = await fetchFeed(user.feed);
    expect(before.status).toBe(200);
    expect(before.text).toContain('Hidden festival');

    await operator('user/grant', { user_id: user.aid, permission: 'VIEW', edition_id: privateId, granted: false });
    await expectDead(user.feed);

    // The decision is the permission's, read on each use: granted again, the same secret works.
    await operator('user/grant', { user_id: user.aid, permission: 'VIEW', edition_id: privateId, granted: true });
    expect((await fetchFeed(user.feed)).text).toContain('Hidden festival');
  });

  it('stops serving a login-required edition to a VIEW held through ADMIN once ADMIN is revoked', async () => {
    const user = await follower(privateSn, privateId, 'Admin festival');
    await grant(user.aid, 'ADMIN', privateId);
    await server.db.deleteFrom('user_permissions').where('user_id', '=', user.aid).where('permission', '=', 'VIEW').execute();
    expect((await fetchFeed(user.feed)).status).toBe(200);
    await operator('user/grant', { user_id: user.aid, permission: 'ADMIN', edition_id: privateId, granted: false });
    await expectDead(user.feed);
  });

  it('dies with the suspension of the account, in public editions too, and stays dead once it is lifted', async () => {
    const hidden = await follower(privateSn, privateId, 'Suspended hidden');
    const open = await follower(publicSn, publicId, 'Suspended open');
    expect((await fetchFeed(open.feed)).status).toBe(200);

    // Suspended by hand first: the check on use alone refuses it, whatever cleared the secret or not.
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', open.aid).execute();
    await expectDead(open.feed);
    await server.db.updateTable('users').set({ status: 'active' }).where('id', '=', open.aid).execute();
    expect((await fetchFeed(open.feed)).status).toBe(200);

    // Through the console: the suspension ends the secrets as it ends the sessions.
    for (const user of [hidden, open]) await operator('user/suspend', { user_id: user.aid, suspended: true, reason: 'spam' });
    await expectDead(hidden.feed);
    await expectDead(open.feed);
    for (const user of [hidden, open]) await operator('user/suspend', { user_id: user.aid, suspended: false });
    await expectDead(hidden.feed);
    await expectDead(open.feed);
  });

  it('dies when the account is deleted', async () => {
    const user = await follower(publicSn, publicId, 'Gone');
    await server.db.deleteFrom('sessions').where('user_id', '=', user.aid).execute();
    await server.db.deleteFrom('user_permissions').where('user_id', '=', user.aid).execute();
    await server.db.deleteFrom('users').where('id', '=', user.aid).execute();
    await expectDead(user.feed);
  });

  it('dies with "log out everywhere"; a new secret issued after signing in again works', async () => {
    const user = await follower(privateSn, privateId, 'Everywhere');
    expect((await fetchFeed(user.feed)).status).toBe(200);
    expect((await postJson(server, `/api/${privateSn}/v1/account/logout_all`, {}, user.cookie)).status).toBe(200);
    await expectDead(user.feed);

    const login = await postJson(server, `/api/${privateSn}/v1/account/login`, { login_name: `feed_user_${names}_${dialect}`, password: 'the right password' });
    const cookie = sessionCookieOf(login);
    const rotated = await postJson(server, `/api/${privateSn}/v1/calendar/feed_token`, {}, cookie);
    const fresh = new URL((await rotated.json()).data.feed_url as string).pathname;
    expect((await fetchFeed(fresh)).text).toContain('Everywhere');
    await expectDead(user.feed);
  });

  it('dies with "sign out everywhere else", which keeps the current session', async () => {
    const user = await follower(publicSn, publicId, 'Elsewhere');
    const ended = await postJson(server, `/api/${publicSn}/v1/account/sessions/revoke_others`, {}, user.cookie);
    expect(ended.status).toBe(200);
    await expectDead(user.feed);
    expect((await server.get(`/api/${publicSn}/v1/account/user_info`, { headers: { cookie: user.cookie } })).status).toBe(200);
  });
});
