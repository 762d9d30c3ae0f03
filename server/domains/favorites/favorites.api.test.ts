import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe.each(dialects)('favorites on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;
  let otherContentId: number;
  let nameCount = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
    const other = await server.make.edition();
    otherContentId = (await server.make.content(other.id, { title: 'elsewhere', created_at: 1, updated_at: 1 })).id;
  });
  afterAll(() => server.close());

  const newUser = async () => (await signUp(server, appSn, `fav_user_${++nameCount}_${dialect}`)).cookie;
  const newContent = async (title: string) =>
    (await server.make.content(editionId, { title, summary: `${title} summary`, created_at: 100, updated_at: 100 })).id;
  const getJson = async (path: string, cookie = '') => {
    const response = await server.get(`/api/${appSn}${path}${path.includes('?') ? '&' : '?'}app_sn=${appSn}`, { headers: cookie ? { cookie } : {} });
    return { status: response.status, body: await response.json(), cacheControl: response.headers.get('cache-control') };
  };
  const post = async (path: string, body: Record<string, unknown>, cookie = '') => {
    const response = await postJson(server, `/api/${appSn}${path}`, { app_sn: appSn, ...body }, cookie);
    return { status: response.status, body: await response.json() };
  };
  /** Some other editor changes a content. */
  const touch = (id: number, change: { updated_at?: number; version?: number }) => server.db.updateTable('contents').set(change).where('id', '=', id).execute();

  it('asks anonymous callers to log in, and answers false for their state', async () => {
    const id = await newContent('anon');
    for (const [path, body] of [
      ['/wapi/entry_page/favorite', { entry_page_id: id }],
      ['/wapi/entry_page/refresh_favorite_red_point', {}],
      ['/v1/content/favorite', { content_id: id }],
      ['/v1/content/refresh_favorite_red_point', {}],
    ] as const) {
      const answer = await post(path, body);
      expect(answer.status, path).toBe(401);
      expect(answer.body.retcode, path).toBe(-100);
    }
    for (const path of [
      '/wapi/entry_page/favorite_list',
      '/wapi/entry_page/favorite_red_point',
      '/v1/content/favorite_list',
      '/v1/content/favorite_red_point',
    ]) {
      expect((await getJson(path)).body.retcode, path).toBe(-100);
    }
    const state = await getJson(`/wapi/entry_page/favorite_status?entry_page_id=${id}`);
    expect(state.body).toEqual({ retcode: 0, message: 'OK', data: { is_favorite: false } });
    expect(state.cacheControl).toBe('private, no-store');
  });

  it('favorites and unfavorites entry pages, listing them newest first with paging', async () => {
    const cookie = await newUser();
    const ids = [await newContent('甲'), await newContent('乙'), await newContent('丙')];
    for (const id of ids) {
      const answer = await post('/wapi/entry_page/favorite', { entry_page_id: id }, cookie);
      expect(answer.body).toEqual({ retcode: 0, message: 'OK', data: { is_favorite: true } });
    }
    // Favoriting again changes nothing.
    expect((await post('/wapi/entry_page/favorite', { entry_page_id: String(ids[0]) }, cookie)).body.data.is_favorite).toBe(true);
    expect((await getJson(`/wapi/entry_page/favorite_status?entry_page_id=${ids[0]}`, cookie)).body.data.is_favorite).toBe(true);

    const first = await getJson('/wapi/entry_page/favorite_list?page_num=1&page_size=2', cookie);
    expect(first.cacheControl).toBe('private, no-store');
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.list.map((item: { name: string }) => item.name)).toEqual(['丙', '乙']);
    expect(first.body.data.list[0]).toMatchObject({ entry_page_id: ids[2], name: '丙', desc: '丙 summary', has_update: false });
    const second = await getJson('/wapi/entry_page/favorite_list?page_num=2&page_size=2', cookie);
    expect(second.body.data.list.map((item: { name: string }) => item.name)).toEqual(['甲']);

    expect((await post('/wapi/entry_page/favorite', { entry_page_id: ids[1], is_favorite: false }, cookie)).body.data.is_favorite).toBe(false);
    const after = await getJson('/wapi/entry_page/favorite_list', cookie);
    expect(after.body.data.list.map((item: { name: string }) => item.name)).toEqual(['丙', '甲']);
    // Entry favorites and strategy favorites are separate lists.
    expect((await getJson('/v1/content/favorite_list', cookie)).body.data).toEqual({ list: [], total: 0 });
  });

  it('favorites strategy contents separately', async () => {
    const cookie = await newUser();
    const id = await newContent('攻略');
    expect((await post('/v1/content/favorite', { content_id: id }, cookie)).body.data.is_favorite).toBe(true);
    expect((await getJson(`/v1/content/favorite_status?content_id=${id}`, cookie)).body.data.is_favorite).toBe(true);
    expect((await getJson(`/wapi/entry_page/favorite_status?entry_page_id=${id}`, cookie)).body.data.is_favorite).toBe(false);
    const list = await getJson('/v1/content/favorite_list', cookie);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ content_id: id, title: '攻略', summary: '攻略 summary', has_update: false });
    expect((await post('/v1/content/favorite', { content_id: id, is_favorite: 'false' }, cookie)).body.data.is_favorite).toBe(false);
    expect((await getJson('/v1/content/favorite_list', cookie)).body.data.total).toBe(0);
  });

  it('refuses unknown contents, contents of other editions and bad input, naming the field', async () => {
    const cookie = await newUser();
    const missing = await post('/wapi/entry_page/favorite', { entry_page_id: 999_999 }, cookie);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/^entry_page_id: /);
    const foreign = await post('/v1/content/favorite', { content_id: otherContentId }, cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toMatch(/^content_id: /);
    const bad = await post('/wapi/entry_page/favorite', { entry_page_id: 'abc' }, cookie);
    expect(bad.status).toBe(422);
    expect(bad.body.retcode).toBe(422);
    expect(bad.body.message).toMatch(/entry_page_id/);
    const badFlag = await post('/v1/content/favorite', { content_id: 1, is_favorite: 'maybe' }, cookie);
    expect(badFlag.status).toBe(422);
    expect(badFlag.body.message).toMatch(/is_favorite/);
    const bigPage = await getJson('/wapi/entry_page/favorite_list?page_size=51', cookie);
    expect(bigPage.status).toBe(422);
    expect(bigPage.body.message).toMatch(/page_size/);
  });

  it('shows the red dot when a favorited page changes, and clears it when the user looks', async () => {
    const cookie = await newUser();
    const id = await newContent('会变的页面');
    const quiet = await newContent('不变的页面');
    await post('/wapi/entry_page/favorite', { entry_page_id: id }, cookie);
    await post('/wapi/entry_page/favorite', { entry_page_id: quiet }, cookie);
    const dot = async () => (await getJson('/wapi/entry_page/favorite_red_point', cookie)).body.data.show_red_point;
    expect(await dot()).toBe(false);

    await touch(id, { updated_at: 200 });
    expect(await dot()).toBe(true);
    const list = await getJson('/wapi/entry_page/favorite_list', cookie);
    expect(list.body.data.list.map((item: { name: string; has_update: boolean }) => [item.name, item.has_update])).toEqual([
      ['不变的页面', false],
      ['会变的页面', true],
    ]);
    // The strategy dot is its own.
    expect((await getJson('/v1/content/favorite_red_point', cookie)).body.data.show_red_point).toBe(false);

    expect((await post('/wapi/entry_page/refresh_favorite_red_point', {}, cookie)).body.data).toEqual({ show_red_point: false });
    expect(await dot()).toBe(false);
    // A change within the same second still counts: the version moved.
    await touch(id, { version: 2 });
    expect(await dot()).toBe(true);
    await post('/wapi/entry_page/refresh_favorite_red_point', {}, cookie);
    expect(await dot()).toBe(false);
    // Another user's favorites are untouched by this user's look.
    const other = await newUser();
    await post('/wapi/entry_page/favorite', { entry_page_id: id }, other);
    await touch(id, { updated_at: 300 });
    await post('/wapi/entry_page/refresh_favorite_red_point', {}, cookie);
    expect((await getJson('/wapi/entry_page/favorite_red_point', other)).body.data.show_red_point).toBe(true);
  });

  it('runs the strategy red-point pair, which needs app_sn naming the edition', async () => {
    const cookie = await newUser();
    const id = await newContent('攻略变了');
    await post('/v1/content/favorite', { content_id: id }, cookie);
    await touch(id, { updated_at: 500 });
    expect((await getJson('/v1/content/favorite_red_point', cookie)).body.data.show_red_point).toBe(true);
    expect((await getJson('/wapi/entry_page/favorite_red_point', cookie)).body.data.show_red_point).toBe(false);

    const missing = await server.get(`/api/${appSn}/v1/content/favorite_red_point`, { headers: { cookie } });
    expect(missing.status).toBe(422);
    expect((await missing.json()).message).toMatch(/^app_sn: /);
    const wrong = await postJson(server, `/api/${appSn}/v1/content/refresh_favorite_red_point`, { app_sn: 'someone_else' }, cookie);
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).message).toMatch(/^app_sn: /);

    await post('/v1/content/refresh_favorite_red_point', {}, cookie);
    expect((await getJson('/v1/content/favorite_red_point', cookie)).body.data.show_red_point).toBe(false);
  });

  it('keeps the favorites guide key on the server (key-box)', async () => {
    const cookie = await newUser();
    const key = 'favorites_guide_seen';
    expect((await getJson(`/v1/keybox/query_unique_key?key=${key}`, cookie)).body.data).toEqual({ key, value: null, exist: false });
    expect((await post('/v1/keybox/add_unique_key', { key, value: '1' }, cookie)).body.retcode).toBe(0);
    expect((await getJson(`/v1/keybox/query_unique_key?key=${key}`, cookie)).body.data).toEqual({ key, value: '1', exist: true });
    // Per user.
    expect((await getJson(`/v1/keybox/query_unique_key?key=${key}`, await newUser())).body.data.exist).toBe(false);
  });
});
