import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CH_EXT } from '../../../shared/contract/operator-channels.ts';
import { postJson, sessionCookieOf, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

/** Every operator call with a valid-looking input: [method, path, input]. */
const CALLS: Array<['GET' | 'POST', string, Record<string, unknown>]> = [
  ['GET', 'editions', {}],
  ['POST', 'edition/update', {}],
  ['POST', 'edition/create', {}],
  ['GET', 'channels', {}],
  ['POST', 'channel/create', { parent_id: null, name: 'x', ch_ext: EMPTY_CH_EXT }],
  ['POST', 'channel/update', { id: 1 }],
  ['POST', 'channel/move', { id: 1, kind: 0 }],
  ['POST', 'channel/delete', { id: 1 }],
  ['GET', 'contents', {}],
  ['GET', 'content', { id: 1 }],
  ['POST', 'content/create', {}],
  ['POST', 'content/update', {}],
  ['POST', 'content/delete', { id: 1 }],
  ['GET', 'placements', { channel_id: 1 }],
  ['POST', 'placement/save', {}],
  ['POST', 'placement/remove', {}],
  ['POST', 'placement/move', {}],
  ['GET', 'audit', {}],
  ['GET', 'home', {}],
  ['POST', 'banner/save', {}],
  ['POST', 'banner/move', {}],
  ['POST', 'banner/delete', { id: 1 }],
  ['POST', 'announcement/save', {}],
  ['GET', 'gacha_pools', {}],
  ['POST', 'gacha_pool/save', {}],
  ['POST', 'gacha_pool/delete', { id: 1 }],
  ['GET', 'activities', {}],
  ['POST', 'activity/save', {}],
  ['POST', 'activity/delete', { id: 1 }],
  ['GET', 'red_points', {}],
  ['POST', 'red_point/mark', {}],
  ['POST', 'red_point/delete', { id: 1 }],
  ['GET', 'users', {}],
  ['POST', 'user/grant', {}],
  ['POST', 'user/suspend', {}],
];

describe.each(dialects)('operator console API on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;
  let admin: { cookie: string; aid: number };
  let editionAdmin: { cookie: string; aid: number };
  let reader: { cookie: string; aid: number };
  let names = 0;

  const grant = (userId: number, permission: string, edition = 0) =>
    server.db.insertInto('user_permissions').values({ user_id: userId, edition_id: edition, permission, granted_at: 0, granted_by: null }).execute();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
    admin = await signUp(server, appSn, `op_admin_${dialect}`);
    await grant(admin.aid, 'ADMIN');
    editionAdmin = await signUp(server, appSn, `op_ed_admin_${dialect}`);
    await grant(editionAdmin.aid, 'ADMIN', editionId);
    reader = await signUp(server, appSn, `op_reader_${dialect}`);
    await grant(reader.aid, 'CREATE_C');
    await grant(reader.aid, 'AUDIT');
  });
  afterAll(() => server.close());

  const url = (path: string) => `/api/${appSn}/v1/operator/${path}`;
  async function call(method: 'GET' | 'POST', path: string, input: Record<string, unknown>, cookie: string) {
    const response =
      method === 'GET'
        ? await server.get(`${url(path)}?${new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]))}`, { headers: cookie ? { cookie } : {} })
        : await postJson(server, url(path), input, cookie);
    const body = (await response.json()) as { retcode: number; message: string; data: any };
    return { status: response.status, body, cacheControl: response.headers.get('cache-control') };
  }
  const ok = async (method: 'GET' | 'POST', path: string, input: Record<string, unknown>, cookie = admin.cookie) => {
    const answer = await call(method, path, input, cookie);
    expect(answer.body.message, `${path} ${answer.body.message}`).toBe('OK');
    return answer.body.data;
  };
  const channelInput = (name: string, parent: number | null = null, ext: Partial<typeof EMPTY_CH_EXT> = {}) => ({
    parent_id: parent,
    name,
    slot: parent === null ? 'position' : '',
    ch_ext: { ...EMPTY_CH_EXT, ...ext },
  });
  const contentInput = (title: string, extra: Record<string, unknown> = {}) => ({
    type: 1,
    title,
    summary: '',
    icon: '',
    url: '',
    bbs_url: '',
    author_name: '',
    alias_name: '',
    corner_mark: '',
    end_time_ms: 0,
    ...extra,
  });
  const lastAudit = async (action: string) => {
    const data = await ok('GET', 'audit', { action, page_size: 1 });
    return data.list[0];
  };

  it('answers anonymous callers of every call with retcode -100', async () => {
    for (const [method, path, input] of CALLS) {
      const answer = await call(method, path, input, '');
      expect(answer.status, path).toBe(401);
      expect(answer.body.retcode, path).toBe(-100);
    }
  });

  it('answers 403 (-3005) to signed-in users without ADMIN on every call, before looking at the input', async () => {
    for (const [method, path, input] of CALLS) {
      const answer = await call(method, path, input, reader.cookie);
      expect(answer.status, path).toBe(403);
      expect(answer.body.retcode, path).toBe(-3005);
      expect(answer.cacheControl, path).toBe('private, no-store');
    }
  });

  it('keeps edition-independent calls to holders of ADMIN for every edition', async () => {
    for (const path of ['users', 'user/grant', 'user/suspend', 'edition/create']) {
      const method = path === 'users' ? 'GET' : 'POST';
      expect((await call(method, path, {}, editionAdmin.cookie)).status, path).toBe(403);
    }
    expect((await call('GET', 'channels', {}, editionAdmin.cookie)).status).toBe(200);
    // ADMIN of one edition is nobody in another.
    const other = await server.make.edition();
    const response = await server.get(`/api/${other.app_sn}/v1/operator/channels`, { headers: { cookie: editionAdmin.cookie } });
    expect(response.status).toBe(403);
  });

  it('answers 422 naming the field for bad input on every write', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['edition/update', { name: '' }, 'name'],
      ['edition/create', { name: 'x', app_sn: 'BAD SN' }, 'app_sn'],
      ['channel/create', { parent_id: null, name: '', ch_ext: EMPTY_CH_EXT }, 'name'],
      ['channel/create', { parent_id: null, name: 'x', ch_ext: { ...EMPTY_CH_EXT, display_type: 'nope' } }, 'ch_ext.display_type'],
      ['channel/create', { parent_id: null, name: 'x', ch_ext: { ...EMPTY_CH_EXT, filter: [{ label: 'a', options: [] }] } }, 'ch_ext.filter.0.options'],
      ['channel/update', { id: 'x' }, 'id'],
      ['channel/move', { id: 1, kind: 7 }, 'kind'],
      ['channel/delete', { id: -1 }, 'id'],
      ['content/create', contentInput('', {}), 'title'],
      ['content/create', contentInput('ext', { type: 2, url: '' }), 'url'],
      ['content/create', contentInput('t', { type: 3 }), 'type'],
      ['content/update', contentInput('t'), 'id'],
      ['placement/save', { channel_id: 1, content_id: 1, ext: { filter: 'x' } }, 'ext.filter'],
      ['placement/remove', { channel_id: 1 }, 'content_id'],
      ['placement/move', { channel_id: 1, content_id: 1, kind: 'top' }, 'kind'],
      ['banner/save', { title: 'b', image_url: '', jump_url: '' }, 'image_url'],
      ['banner/save', { title: 'b', image_url: 'javascript:alert(1)', jump_url: '' }, 'image_url'],
      ['banner/move', { id: 1 }, 'kind'],
      ['announcement/save', { text: '', speaker: '', pop_window: false, bump_version: true }, 'text'],
      [
        'gacha_pool/save',
        { title: 'p', activity_url: '', content_before_act: '', pool: [], voice_icon: '', voice_url: '', voice_status: 0, start_time: 10, end_time: 5 },
        'end_time',
      ],
      ['activity/save', { title: 'a', kind: 3 }, 'kind'],
      ['red_point/mark', { type: 'page', target_id: 1 }, 'type'],
      ['red_point/delete', { id: 0 }, 'id'],
      ['user/grant', { user_id: 1, permission: 'ROOT', edition_id: 0, granted: true }, 'permission'],
      ['user/suspend', { user_id: 1 }, 'suspended'],
    ];
    for (const [path, input, field] of cases) {
      const answer = await call('POST', path, input, admin.cookie);
      expect(answer.status, path).toBe(422);
      expect(answer.body.retcode, path).toBe(422);
      expect(answer.body.message, path).toContain(`${field}:`);
    }
    const query = await call('GET', 'contents', { page_size: 1000 }, admin.cookie);
    expect(query.status).toBe(422);
    expect(query.body.message).toContain('page_size:');
  });

  it('builds a channel tree, moves channels by every position kind and deletes only empty ones, with audit entries', async () => {
    const parent = (await ok('POST', 'channel/create', channelInput('Parent'))).id;
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await ok('POST', 'channel/create', channelInput(name, parent))).id);
    const order = async () => {
      const tree = (await ok('GET', 'channels', {})).list as Array<{ id: number; children: Array<{ id: number; depth: number }> }>;
      return tree.find((node) => node.id === parent)!.children.map((child) => child.id);
    };
    expect(await order()).toEqual(ids);
    await ok('POST', 'channel/move', { id: ids[2], kind: 0 });
    expect(await order()).toEqual([ids[2], ids[0], ids[1]]);
    await ok('POST', 'channel/move', { id: ids[2], kind: 1 });
    expect(await order()).toEqual(ids);
    await ok('POST', 'channel/move', { id: ids[0], kind: 2, index: 1 });
    expect(await order()).toEqual([ids[1], ids[0], ids[2]]);
    expect((await call('POST', 'channel/move', { id: ids[0], kind: 2 }, admin.cookie)).body.message).toContain('index:');

    // Reparenting: under a sibling, then never under itself.
    await ok('POST', 'channel/move', { id: ids[2], kind: 2, index: 0, parent_id: ids[1] });
    const tree = (await ok('GET', 'channels', {})).list;
    const moved = tree.find((node: any) => node.id === parent).children.find((node: any) => node.id === ids[1]).children[0];
    expect(moved).toMatchObject({ id: ids[2], depth: 3 });
    const loop = await call('POST', 'channel/move', { id: parent, kind: 2, index: 0, parent_id: ids[2] }, admin.cookie);
    expect(loop.status).toBe(422);

    await ok('POST', 'channel/update', {
      id: ids[0],
      name: 'Renamed',
      ch_ext: { ...EMPTY_CH_EXT, display_type: 'avatar', col_per_row: 4, show_in_catalog: true },
    });
    const audit = await lastAudit('channel.update');
    expect(audit).toMatchObject({ actor_id: admin.aid, target_type: 'channel', target_id: ids[0], edition_id: editionId });
    expect(audit.before.name).toBe('A');
    expect(audit.after.name).toBe('Renamed');
    expect(JSON.parse(audit.after.ch_ext)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ attribute_key: 'display_type', value: 'avatar' }),
        expect.objectContaining({ attribute_key: 'col_per_row', value: '4' }),
      ]),
    );

    const refused = await call('POST', 'channel/delete', { id: parent }, admin.cookie);
    expect(refused.status).toBe(409);
    await ok('POST', 'channel/delete', { id: ids[2] });
    expect((await lastAudit('channel.delete')).before.id).toBe(ids[2]);
    expect((await call('POST', 'channel/delete', { id: ids[2] }, admin.cookie)).status).toBe(404);
  });

  it('creates items, places them with filter values a reader sees at once, orders and removes them', async () => {
    const filter = [{ label: '费用', options: ['1', '2'] }];
    const channel = (await ok('POST', 'channel/create', channelInput('Cards', null, { display_type: 'cardFilter', filter }))).id;
    const items: number[] = [];
    for (const [index, title] of ['One', 'Two', 'Three'].entries()) {
      const content = (await ok('POST', 'content/create', contentInput(title))).content;
      items.push(content.id);
      await ok('POST', 'placement/save', {
        channel_id: channel,
        content_id: content.id,
        ext: { filter: [`费用/${(index % 2) + 1}`], table: [], picture: [], placeholder: '', icons: {} },
      });
    }
    const external = (await ok('POST', 'content/create', contentInput('Outside', { type: 2, url: 'https://example.com/a' }))).content;
    expect(external.type).toBe(2);

    const unknown = await call(
      'POST',
      'placement/save',
      { channel_id: channel, content_id: items[0], ext: { filter: ['费用/9'], table: [], picture: [], placeholder: '', icons: {} } },
      admin.cookie,
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('ext.filter:');

    // A reader's next call sees it (no cache in between).
    const reader1 = await (await server.get(`/api/${appSn}/v1/home/content/list?channel_id=${channel}`)).json();
    const list = reader1.data.list[0].list as Array<{ content_id: number; ext: string }>;
    expect(list.map((item) => item.content_id)).toEqual(items);
    expect(JSON.parse(list[1]!.ext)[`c_${channel}`].filter.value).toEqual(['费用/2']);

    await ok('POST', 'placement/move', { channel_id: channel, content_id: items[2], kind: 0 });
    const placements = (await ok('GET', 'placements', { channel_id: channel })).list.map((p: any) => p.content_id);
    expect(placements).toEqual([items[2], items[0], items[1]]);

    await ok('POST', 'content/update', { id: items[0], ...contentInput('One (edited)', { body: [{ type: 'paragraph', children: [{ text: 'Hello' }] }] }) });
    const detail = await ok('GET', 'content', { id: items[0] });
    expect(detail.content).toMatchObject({ title: 'One (edited)', version: 2, body: [{ type: 'paragraph', children: [{ text: 'Hello' }] }] });
    expect(detail.placements[0].ext.filter).toEqual(['费用/1']);
    const info = await (await server.get(`/api/${appSn}/v1/content/info?content_id=${items[0]}`)).json();
    expect(info.data.content.title).toBe('One (edited)');

    await ok('POST', 'placement/remove', { channel_id: channel, content_id: items[1] });
    expect((await call('POST', 'placement/remove', { channel_id: channel, content_id: items[1] }, admin.cookie)).status).toBe(404);
    await ok('POST', 'content/delete', { id: items[2] });
    const search = await ok('GET', 'contents', { keyword: 'One' });
    expect(search.list.map((c: any) => c.id)).toEqual([items[0]]);
    expect((await lastAudit('content.delete')).before.placements).toHaveLength(1);
    expect((await lastAudit('placement.create')).after.channel_id).toBe(channel);
  });

  it('edits home: banners in order, the announcement in place or as a new version', async () => {
    const a = (await ok('POST', 'banner/save', { title: 'A', image_url: '/img/a.png', jump_url: '' })).banner.id;
    const b = (await ok('POST', 'banner/save', { title: 'B', image_url: '/img/b.png', jump_url: 'https://example.com' })).banner.id;
    await ok('POST', 'banner/move', { id: b, kind: 0 });
    const banners = await (await server.get(`/api/${appSn}/v1/home/banner`)).json();
    expect(banners.data.list.map((banner: any) => banner.id)).toEqual([b, a]);
    await ok('POST', 'banner/delete', { id: a });

    expect((await ok('POST', 'announcement/save', { text: 'Hello', speaker: 'Paimon', pop_window: false, bump_version: false })).version).toBe(1);
    expect((await ok('POST', 'announcement/save', { text: 'Hello!', speaker: 'Paimon', pop_window: false, bump_version: false })).version).toBe(1);
    expect((await ok('POST', 'announcement/save', { text: 'News', speaker: '', pop_window: true, bump_version: true })).version).toBe(2);
    const navbar = await (await server.get(`/api/${appSn}/v1/home/index/navbar`)).json();
    expect(navbar.data.announcement).toMatchObject({ announce: 'News', version: 2, pop_window: true });
  });

  it('saves edition settings, refusing a taken app_sn', async () => {
    const other = await server.make.edition();
    const current = (await ok('GET', 'editions', {})).current;
    const settings = { ...current, name: 'Renamed wiki', logo_url: '/img/logo.png' };
    delete settings.id;
    delete settings.game;
    await ok('POST', 'edition/update', settings);
    const common = await (await server.get(`/api/${appSn}/v1/home/index/navbar`)).json();
    expect(common.data.name).toBe('Renamed wiki');
    const clash = await call('POST', 'edition/update', { ...settings, app_sn: other.app_sn }, admin.cookie);
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('app_sn:');
  });

  it('saves gacha pools, activities and red points', async () => {
    const pool = (
      await ok('POST', 'gacha_pool/save', {
        title: 'Pool',
        activity_url: '',
        content_before_act: '',
        pool: [{ icon: '/img/x.png', url: '' }],
        voice_icon: '',
        voice_url: '',
        voice_status: 0,
        start_time: 100,
        end_time: 4_000_000_000,
      })
    ).pool;
    const pools = await (await server.get(`/api/${appSn}/v1/gacha_pool`)).json();
    expect(pools.data.list.map((p: any) => String(p.id))).toContain(String(pool.id));
    await ok('POST', 'gacha_pool/delete', { id: pool.id });

    const activity = (
      await ok('POST', 'activity/save', {
        title: 'Drop',
        kind: 2,
        img_url: '',
        jump_type: 0,
        jump_url: '',
        content_id: 0,
        start_time: 0,
        end_time: 0,
        drop_day: [1, 4],
        break_type: 0,
        rank: 3,
      })
    ).activity;
    expect(activity).toMatchObject({ drop_day: [1, 4], rank: 3 });
    const missing = await call('POST', 'activity/save', { ...activity, id: undefined, content_id: 999_999 }, admin.cookie);
    expect(missing.body.message).toContain('content_id:');
    await ok('POST', 'activity/delete', { id: activity.id });

    const content = (await ok('POST', 'content/create', contentInput('Marked'))).content;
    const point = await ok('POST', 'red_point/mark', { type: 'content', target_id: content.id });
    const red = await (await server.get(`/api/${appSn}/v1/get_red_point_info`)).json();
    expect(JSON.stringify(red.data)).toContain(String(content.id));
    await ok('POST', 'red_point/delete', { id: point.id });
    expect((await call('POST', 'red_point/mark', { type: 'channel', target_id: 999_999 }, admin.cookie)).status).toBe(422);
  });

  it('grants and revokes permissions, and suspends an account: its sessions end and sign-in is refused', async () => {
    const login = `op_target_${dialect}_${++names}`;
    const target = await signUp(server, appSn, login);
    const found = await ok('GET', 'users', { keyword: login });
    expect(found.list.map((user: any) => user.id)).toEqual([target.aid]);

    await ok('POST', 'user/grant', { user_id: target.aid, permission: 'CREATE_C', edition_id: editionId, granted: true });
    let permissions = await (await server.get(`/api/${appSn}/v1/account/permissions`, { headers: { cookie: target.cookie } })).json();
    expect(JSON.stringify(permissions.data)).toContain('CREATE_C');
    await ok('POST', 'user/grant', { user_id: target.aid, permission: 'CREATE_C', edition_id: editionId, granted: false });
    permissions = await (await server.get(`/api/${appSn}/v1/account/permissions`, { headers: { cookie: target.cookie } })).json();
    expect(JSON.stringify(permissions.data)).not.toContain('CREATE_C');
    expect((await lastAudit('user.revoke')).before.grants).toEqual([{ permission: 'CREATE_C', edition_id: editionId }]);
    expect((await call('POST', 'user/grant', { user_id: target.aid, permission: 'AUDIT', edition_id: 987_654, granted: true }, admin.cookie)).status).toBe(422);
    expect((await call('POST', 'user/grant', { user_id: admin.aid, permission: 'ADMIN', edition_id: 0, granted: false }, admin.cookie)).status).toBe(422);

    await ok('POST', 'user/suspend', { user_id: target.aid, suspended: true, reason: 'spam' });
    const info = await server.get(`/api/${appSn}/v1/account/user_info`, { headers: { cookie: target.cookie } });
    expect((await info.json()).retcode).not.toBe(0);
    const again = await postJson(server, `/api/${appSn}/v1/account/login`, { login_name: login, password: 'correct horse 1' });
    expect(again.status).toBe(403);
    expect(sessionCookieOf(again)).toBe('');
    expect((await lastAudit('user.suspend')).after).toMatchObject({ status: 'suspended', suspend_reason: 'spam' });

    await ok('POST', 'user/suspend', { user_id: target.aid, suspended: false });
    const back = await postJson(server, `/api/${appSn}/v1/account/login`, { login_name: login, password: 'correct horse 1' });
    expect(back.status).toBe(200);
    expect((await call('POST', 'user/suspend', { user_id: admin.aid, suspended: true }, admin.cookie)).status).toBe(422);
  });

  it('lists the whole audit log only for holders of ADMIN for every edition', async () => {
    expect((await call('GET', 'audit', { scope: 'all' }, editionAdmin.cookie)).status).toBe(403);
    const all = await ok('GET', 'audit', { scope: 'all', page_size: 100 });
    expect(all.total).toBeGreaterThan(10);
    expect(all.list[0].created_at).toBeGreaterThan(0);
  });
});
