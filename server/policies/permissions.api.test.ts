import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionStore } from '../domains/accounts/permissions.ts';
import { chExt } from '../seed/factories.ts';
import { signUp } from '../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../tests/support/test-server.ts';

describe.each(dialects)('permission decisions on %s', (dialect) => {
  let server: TestServer;
  let open: number;
  let closed: number;
  let foreign: number;
  let entry: number;
  let foreignEntry: number;
  const base = '/api/ys_obc';
  const allowCreate = async (query: string, cookie = '') =>
    (await server.get(`${base}/wapi/entry_page/is_allow_create?${query}`, { headers: cookie ? { cookie } : {} })).json();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition({ app_sn: 'ys_obc', game: 'genshin', base_path: '/ys/obc/' });
    const other = await server.make.edition({ app_sn: 'other', game: 'other', base_path: '/o/w/' });
    open = (await server.make.channel(edition.id, { ch_ext: chExt({ open_for_create: '1' }) })).id;
    closed = (await server.make.channel(edition.id, { ch_ext: chExt({ open_for_create: '0' }) })).id;
    foreign = (await server.make.channel(other.id, { ch_ext: chExt({ open_for_create: '1' }) })).id;
    entry = (await server.make.content(edition.id)).id;
    foreignEntry = (await server.make.content(other.id)).id;
  });
  afterAll(() => server.close());

  it('never lets anonymous visitors create or correct', async () => {
    expect((await allowCreate(`menu_ids=${open}`)).data.allow).toBe(false);
    const correct = await (await server.get(`${base}/wapi/entry_page/is_allow_correct?entry_page_id=${entry}`)).json();
    expect(correct.data.allow).toBe(false);
  });

  it('lets a user without a grant create only in channels open for creation, all of them', async () => {
    const { cookie } = await signUp(server, 'ys_obc', 'plain_user');
    expect((await allowCreate(`menu_ids=${open}`, cookie)).data.allow).toBe(true);
    expect((await allowCreate(`menu_ids=${open},${closed}`, cookie)).data.allow).toBe(false);
    expect((await allowCreate(`menu_ids=${closed}&scene=ShowCreate`, cookie)).data.allow).toBe(false);
    expect((await allowCreate(`menu_ids=${foreign}`, cookie)).data.allow).toBe(false);
    expect((await allowCreate('menu_ids=', cookie)).data.allow).toBe(false);
  });

  it('lets CREATE_C and ADMIN holders create anywhere in the edition', async () => {
    const creator = await signUp(server, 'ys_obc', 'creator');
    await permissionStore(server.db).grant(creator.aid, 'CREATE_C');
    expect((await allowCreate(`menu_ids=${closed}`, creator.cookie)).data.allow).toBe(true);
    const admin = await signUp(server, 'ys_obc', 'admin_user');
    await permissionStore(server.db).grant(admin.aid, 'ADMIN', 0);
    expect((await allowCreate(`menu_ids=${closed}`, admin.cookie)).data.allow).toBe(true);
  });

  it('lets signed-in users correct entries of this edition only', async () => {
    const { cookie } = await signUp(server, 'ys_obc', 'corrector');
    const ask = async (id: number) =>
      (await (await server.get(`${base}/wapi/entry_page/is_allow_correct?entry_page_id=${id}`, { headers: { cookie } })).json()).data.allow;
    expect(await ask(entry)).toBe(true);
    expect(await ask(foreignEntry)).toBe(false);
  });

  it('answers 422 naming the field for bad ids and scenes', async () => {
    for (const query of ['menu_ids=abc', 'menu_ids=1&scene=Other', `menu_ids=${'1,'.repeat(60)}1`]) {
      const response = await server.get(`${base}/wapi/entry_page/is_allow_create?${query}`);
      expect(response.status, query).toBe(422);
      expect((await response.json()).message).toMatch(/menu_ids|scene/);
    }
    const correct = await server.get(`${base}/wapi/entry_page/is_allow_correct?entry_page_id=x`);
    expect(correct.status).toBe(422);
  });
});

describe.each(dialects)('the login-required edition on %s', (dialect) => {
  let server: TestServer;
  let editionId: number;
  const base = '/api/sr_wiki';

  beforeAll(async () => {
    server = await startTestServer(dialect);
    editionId = (await server.make.edition({ app_sn: 'sr_wiki', game: 'starrail', base_path: '/sr/wiki/', login_required: 1 })).id;
    await server.make.banner(editionId, { title: 'secret banner' });
  });
  afterAll(() => server.close());

  it('asks anonymous callers to sign in (-2004) for content calls', async () => {
    const response = await server.get(`${base}/v1/home/banner`);
    expect(response.status).toBe(401);
    expect((await response.json()).retcode).toBe(-2004);
  });

  it('refuses signed-in users without VIEW (-3005) and serves those with it, privately', async () => {
    const { cookie, aid } = await signUp(server, 'sr_wiki', 'sr_reader');
    const refused = await server.get(`${base}/v1/home/banner`, { headers: { cookie } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).retcode).toBe(-3005);
    await permissionStore(server.db).grant(aid, 'VIEW', editionId);
    const served = await server.get(`${base}/v1/home/banner`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect((await served.json()).data.list[0].title).toBe('secret banner');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps signing in and the settings open', async () => {
    expect((await server.get(`${base}/v1/common_setting`)).status).toBe(200);
    const { cookie } = await signUp(server, 'sr_wiki', 'sr_new');
    expect((await server.get(`${base}/v1/account/user_info`, { headers: { cookie } })).status).toBe(200);
  });
});
