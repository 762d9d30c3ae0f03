import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUp } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { seedDemo } from '../../seed/demo/seed-demo.ts';
import { chExt } from '../../seed/factories.ts';

interface Node {
  id: number;
  name: string;
  children: Node[];
}
interface Menu {
  id: number | string;
  name: string;
  sub_menus: Menu[];
}

const names = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.name, ...names(node.children)]);
const menuNames = (menus: Menu[]): string[] => menus.flatMap((menu) => [menu.name, ...menuNames(menu.sub_menus)]);

/**
 * Channel names, banner, pool and activity titles in the edition's content languages over HTTP
 * (issue 31): an operator sets them in the console; readers asking en-us (?lang or x-rpc-language)
 * read them on home, the channel tree, get_menus (ours and the publisher's), the calendar and the
 * gacha pools; the source language and a language without a text read the source.
 */
describe.each(dialects)('translated names on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let game: string;
  let editionId: number;
  let single: { app_sn: string; id: number };
  let admin: { cookie: string; aid: number };
  let reader: { cookie: string; aid: number };
  let root: number;
  let child: number;
  let banner: number;
  let pool: number;
  let activity: number;

  const grant = (userId: number, edition: number) =>
    server.db.insertInto('user_permissions').values({ user_id: userId, edition_id: edition, permission: 'ADMIN', granted_at: 0, granted_by: null }).execute();
  const save = (body: unknown, cookie = admin.cookie, sn = appSn) => postJson(server, `/api/${sn}/v1/operator/texts/save`, body, cookie);
  const read = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await server.get(path, init);
    const body = (await response.json()) as { retcode: number; message: string; data: T };
    expect(body.retcode, body.message).toBe(0);
    return body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition({ default_lang: 'zh-CN', content_langs: 'zh-cn,zh-tw,en-us' });
    appSn = edition.app_sn;
    game = edition.game;
    editionId = edition.id;
    single = await server.make.edition({ default_lang: 'zh-CN' });
    root = (await server.make.channel(editionId, { name: '图鉴', ch_ext: chExt({ display_type: 'default', show_in_catalog: '1' }) })).id;
    child = (await server.make.channel(editionId, { name: '角色', parent_id: root, ch_ext: chExt({ display_type: 'avatar', show_in_catalog: '1' }) })).id;
    const entry = await server.make.content(editionId, { title: '某角色' });
    await server.make.place(child, entry.id);
    banner = (await server.make.banner(editionId, { title: '新版本' })).id;
    pool = (await server.make.gachaPool(editionId, { title: '限定祈愿' })).id;
    activity = (await server.make.calendarActivity(editionId, { title: '限时活动' })).id;
    admin = await signUp(server, appSn, `texts_admin_${dialect}`);
    await grant(admin.aid, editionId);
    await grant(admin.aid, single.id);
    reader = await signUp(server, appSn, `texts_reader_${dialect}`);
  });
  afterAll(() => server.close());

  it('an operator sets a channel name per language, audited, staling the edition; the console lists it', async () => {
    const before = Number(
      (
        await server.db
          .selectFrom('content_changes')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
    const response = await save({ kind: 'channel', ref_id: child, texts: { 'en-us': 'Characters', 'zh-tw': '角色們' } });
    const body = await response.json();
    expect(response.status, body.message).toBe(200);
    expect(body.data).toEqual({ kind: 'channel', ref_id: child, texts: { 'en-us': 'Characters', 'zh-tw': '角色們' } });
    await save({ kind: 'channel', ref_id: root, texts: { 'en-us': 'Wiki' } });

    const audit = await server.db
      .selectFrom('operator_audit_log')
      .select(['action', 'target_type', 'target_id', 'after', 'actor_id'])
      .where('edition_id', '=', editionId)
      .orderBy('id')
      .execute();
    expect(audit[0]).toMatchObject({ action: 'channel.translate', target_type: 'channel', target_id: child, actor_id: admin.aid });
    expect(JSON.parse(audit[0]!.after)).toEqual({ name: { 'en-us': 'Characters', 'zh-tw': '角色們' } });
    const changes = await server.db.selectFrom('content_changes').select('tags').where('id', '>', before).execute();
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.some((row) => row.tags.split(' ').includes(`edition:${editionId}`))).toBe(true);

    const list = await read<{ langs: string[]; source: string; texts: Record<string, Record<string, string>> }>(
      `/api/${appSn}/v1/operator/texts?kind=channel`,
      {
        headers: { cookie: admin.cookie },
      },
    );
    expect(list.langs).toEqual(['zh-tw', 'en-us']);
    expect(list.source).toBe('zh-cn');
    expect(list.texts[String(child)]).toEqual({ 'en-us': 'Characters', 'zh-tw': '角色們' });
  });

  it('home, the channel tree and get_menus answer en-us with ?lang and x-rpc-language; zh-cn and an unknown language read the source', async () => {
    const position = (query = '', init?: RequestInit) => read<{ list: Node[] }>(`/api/${appSn}/v1/home/position${query}`, init);
    expect(names((await position('?lang=en-us')).list)).toEqual(['Wiki', 'Characters']);
    expect(names((await position('', { headers: { 'x-rpc-language': 'en-us' } })).list)).toEqual(['Wiki', 'Characters']);
    expect(names((await position('?lang=zh-cn')).list)).toEqual(['图鉴', '角色']);
    expect(names((await position()).list)).toEqual(['图鉴', '角色']);
    expect(names((await position('?lang=ja-jp')).list)).toEqual(['图鉴', '角色']);

    const tree = await read<{ list: Node[] }>(`/api/${appSn}/v1/getChannelTree?lang=en-us`);
    expect(names(tree.list)).toEqual(['Wiki', 'Characters']);
    const info = await read<{ positionList: Node[] }>(`/api/${appSn}/v1/home/index/info`, { headers: { 'x-rpc-language': 'en-us' } });
    expect(names(info.positionList)).toEqual(['Wiki', 'Characters']);
    const list = await read<{ list: Node[] }>(`/api/${appSn}/v1/home/content/list?channel_id=${root}&lang=en-us`);
    expect(names(list.list)).toEqual(['Wiki', 'Characters']);

    const menus = await read<{ menus: Menu[] }>(`/api/${appSn}/wapi/get_menus?lang=en-us`);
    expect(menuNames(menus.menus)).toEqual(['Wiki', 'Characters']);
    const publisher = await read<{ menus: Menu[] }>(`/hoyowiki/${game}/wapi/get_menus`, { headers: { 'x-rpc-language': 'en-us' } });
    expect(menuNames(publisher.menus)).toEqual(['Wiki', 'Characters']);
    const publisherSource = await read<{ menus: Menu[] }>(`/hoyowiki/${game}/wapi/get_menus`, { headers: { 'x-rpc-language': 'zh-cn' } });
    expect(menuNames(publisherSource.menus)).toEqual(['图鉴', '角色']);
  });

  it('zh-tw reads the human text where there is one, else the source converted to the traditional view', async () => {
    const position = await read<{ list: Node[] }>(`/api/${appSn}/v1/home/position?lang=zh-tw`);
    expect(names(position.list)).toEqual(['圖鑑', '角色們']);
  });

  it('banner, pool and activity titles follow the language; clearing a text brings the source back', async () => {
    for (const [kind, ref_id, text] of [
      ['block', banner, 'New version'],
      ['pool', pool, 'Limited wish'],
      ['activity', activity, 'Limited event'],
    ] as const) {
      const response = await save({ kind, ref_id, texts: { 'en-us': text } });
      expect(response.status, (await response.json()).message).toBe(200);
    }
    const banners = await read<{ list: Array<{ title: string }> }>(`/api/${appSn}/v1/home/banner?lang=en-us`);
    expect(banners.list.map((item) => item.title)).toEqual(['New version']);
    const pools = await read<{ list: Array<{ title: string }> }>(`/api/${appSn}/v1/gacha_pool`, { headers: { 'x-rpc-language': 'en-us' } });
    expect(pools.list.map((item) => item.title)).toEqual(['Limited wish']);
    const calendar = await read<{ list: Array<{ title: string }> }>(`/api/${appSn}/v1/get_activity_calendar?lang=en-us`);
    expect(calendar.list.map((item) => item.title)).toEqual(['Limited event']);
    const sourcePools = await read<{ list: Array<{ title: string }> }>(`/api/${appSn}/v1/gacha_pool?lang=zh-cn`);
    expect(sourcePools.list.map((item) => item.title)).toEqual(['限定祈愿']);

    expect((await save({ kind: 'pool', ref_id: pool, texts: { 'en-us': '' } })).status).toBe(200);
    const cleared = await read<{ list: Array<{ title: string }> }>(`/api/${appSn}/v1/gacha_pool?lang=en-us`);
    expect(cleared.list.map((item) => item.title)).toEqual(['限定祈愿']);
  });

  it('refuses a non-operator and an anonymous caller before reading the input', async () => {
    const refused = await save({ kind: 'channel', ref_id: child, texts: { 'en-us': 'Nope' } }, reader.cookie);
    expect(refused.status).toBe(403);
    expect((await refused.json()).retcode).toBe(-3005);
    const anonymous = await postJson(server, `/api/${appSn}/v1/operator/texts/save`, { kind: 'channel', ref_id: child, texts: {} });
    expect(anonymous.status).toBe(401);
    const listed = await server.get(`/api/${appSn}/v1/operator/texts?kind=channel`, { headers: { cookie: reader.cookie } });
    expect(listed.status).toBe(403);
    const stored = await server.db.selectFrom('content_texts').select('text').where('edition_id', '=', editionId).where('text', '=', 'Nope').execute();
    expect(stored).toEqual([]);
  });

  it('answers bad input with a message naming the field', async () => {
    const cases: Array<[unknown, number, RegExp, string?]> = [
      [{ kind: 'channel', ref_id: child, texts: { 'en-us': 'x'.repeat(101) } }, 422, /texts\.en-us.*at most 100 characters/],
      [{ kind: 'pool', ref_id: pool, texts: { 'en-us': 'x'.repeat(201) } }, 422, /texts\.en-us.*at most 200 characters/],
      [{ kind: 'page', ref_id: child, texts: { 'en-us': 'x' } }, 422, /kind/],
      [{ kind: 'channel', ref_id: child, texts: { klingon: 'x' } }, 422, /texts/],
      [{ kind: 'channel', ref_id: child, texts: {} }, 422, /texts.*at least one language/],
      [{ kind: 'channel', ref_id: child, texts: { 'ja-jp': 'x' } }, 422, /texts\.ja-jp: not a content language of this edition/],
      [{ kind: 'channel', ref_id: child, texts: { 'zh-cn': 'x' } }, 422, /texts\.zh-cn: zh-cn is the source language/],
      [{ kind: 'channel', ref_id: 999_999, texts: { 'en-us': 'x' } }, 404, /ref_id: no channel 999999/],
      // An edition of one language takes no texts at all.
      [
        { kind: 'channel', ref_id: child, texts: { 'en-us': 'x' } },
        422,
        /texts\.en-us: not a content language of this edition \(it has only its source\)/,
        single.app_sn,
      ],
    ];
    for (const [body, status, message, sn] of cases) {
      const response = await save(body, admin.cookie, sn ?? appSn);
      const answer = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(answer.message).toMatch(message);
    }
  });

  it('a channel deleted takes its texts with it', async () => {
    const lone = await server.make.channel(editionId, { name: '临时' });
    await save({ kind: 'channel', ref_id: lone.id, texts: { 'en-us': 'Temporary' } });
    const response = await postJson(server, `/api/${appSn}/v1/operator/channel/delete`, { id: lone.id }, admin.cookie);
    expect(response.status, (await response.json()).message).toBe(200);
    const left = await server.db.selectFrom('content_texts').select('text').where('ref_id', '=', lone.id).where('kind', '=', 'channel').execute();
    expect(left).toEqual([]);
  });
});

/** The demo's English names (seed/demo/content-texts.ts), as a new user meets them. */
describe('the demo in English', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    await seedDemo(server.db, server.storage);
  }, 180_000);
  afterAll(() => server.close());

  it('home, get_menus and the calendar name the demo in English for en-us, in the source for zh-cn', async () => {
    const get = async <T>(path: string, init?: RequestInit) => ((await (await server.get(path, init)).json()) as { data: T }).data;
    const english = await get<{ list: Node[] }>('/api/ys_obc/v1/home/position?lang=en-us');
    expect(names(english.list)).toEqual(expect.arrayContaining(['Encyclopedia', 'Characters', 'Weapons', 'Artifacts', 'Shortcuts']));
    const source = await get<{ list: Node[] }>('/api/ys_obc/v1/home/position?lang=zh-cn');
    expect(names(source.list)).toEqual(expect.arrayContaining(['图鉴', '角色', '武器', '圣遗物']));
    const menus = await get<{ menus: Menu[] }>('/hoyowiki/genshin/wapi/get_menus', { headers: { 'x-rpc-language': 'en-us' } });
    expect(menuNames(menus.menus)).toEqual(expect.arrayContaining(['Characters', 'Weapons']));
    const banners = await get<{ list: Array<{ title: string }> }>('/api/ys_obc/v1/home/banner?lang=en-us');
    expect(banners.list.map((banner) => banner.title)).toContain('We are looking for community editors');
  });
});
