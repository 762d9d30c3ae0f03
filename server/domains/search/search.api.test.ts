import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reindexContent, rebuildSearchIndex } from './reindex.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

type Hit = { entry_page_id: string; name: string; body: string; icon_url: string; menus: Array<{ id: number; name: string }> };

describe.each(dialects)('search on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let editionId: number;
  /** Channels: roles (first level) with fire and ice below; weapons with swords below. */
  const channel: Record<'roles' | 'fire' | 'ice' | 'weapons' | 'swords', number> = { roles: 0, fire: 0, ice: 0, weapons: 0, swords: 0 };
  const ids: Record<string, number> = {};

  const richBody = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }]);

  /** An entry with its placements and page views, indexed as the write paths do. */
  async function entry(
    key: string,
    fields: { title: string; body?: string; alias?: string; summary?: string; pv?: number; channels?: number[]; filters?: string[] },
    edition = editionId,
  ) {
    const content = await server.make.content(edition, {
      title: fields.title,
      body: richBody(fields.body ?? ''),
      alias_name: fields.alias ?? '',
      summary: fields.summary ?? '',
      icon: `/img/${key}.png`,
    });
    for (const channelId of fields.channels ?? []) await server.make.place(channelId, content.id, { ext: { filter: { value: fields.filters ?? [] } } });
    if (fields.pv) {
      await server.db.insertInto('content_pv').values({ edition_id: edition, content_id: content.id, pv: fields.pv }).execute();
      await reindexContent(server.db, content.id);
    }
    ids[key] = content.id;
    return content.id;
  }

  async function search(query: Record<string, string | number>, sn = appSn) {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const response = await server.get(`/api/${sn}/wapi/search?${params}`);
    const body = await response.json();
    return { status: response.status, body, list: (body.data?.list ?? []) as Hit[] };
  }
  const namesOf = (list: Hit[]) => list.map((hit) => hit.entry_page_id);
  const idsOf = (...keys: string[]) => keys.map((key) => String(ids[key]));

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    editionId = edition.id;
    channel.roles = (await server.make.channel(editionId, { name: '角色' })).id;
    channel.fire = (await server.make.channel(editionId, { name: '火元素', parent_id: channel.roles })).id;
    channel.ice = (await server.make.channel(editionId, { name: '冰元素', parent_id: channel.roles })).id;
    channel.weapons = (await server.make.channel(editionId, { name: '武器', sort: 1 })).id;
    channel.swords = (await server.make.channel(editionId, { name: '单手剑', parent_id: channel.weapons })).id;

    // Ranking for 甘雨: the exact name, then names, then aliases, then text; popularity only breaks ties.
    await entry('ganyu', { title: '甘雨', body: '璃月七星的秘书，冰元素弓箭手。', pv: 10, channels: [channel.ice], filters: ['元素/冰'] });
    await entry('ganyuGuide', { title: '甘雨的突破材料', body: '甘雨的突破材料在哪里获取：清心、霜华矿。', pv: 100, channels: [channel.ice] });
    await entry('ganyuBuild', { title: '甘雨培养攻略', body: '圣遗物推荐。', pv: 500, channels: [channel.ice] });
    await entry('queen', { title: '冰之使者', alias: '甘雨粉丝，椰羊', pv: 5, channels: [channel.ice] });
    await entry('windGuide', { title: '风起地漫游', body: '在风起地可以遇见甘雨和她的朋友。', pv: 1000, channels: [channel.fire] });
    // Word boundaries: the two characters apart, or split by punctuation, are not the word.
    await entry('apart', { title: '甘草与雨水', body: '甘，雨。', pv: 2000 });
    // Two-character words inside unsegmented text, Latin and mixed text.
    await entry('breakthrough', { title: '角色突破', body: '角色突破需要摩拉和特产。', pv: 3, channels: [channel.fire] });
    await entry('hp', { title: 'HP上限提升', body: 'Genshin Impact 的生命值 HP 上限。', pv: 7, channels: [channel.swords] });
    await entry('markup', { title: '<b>甘雨</b>&"co"', body: '<script>alert(1)</script> 甘雨', pv: 1 });
    await entry('sword', { title: '天空之刃', body: '单手剑，暴击率提升。', pv: 8, channels: [channel.swords], filters: ['稀有度/五星'] });
  });
  afterAll(() => server.close());

  it('answers an empty list for an empty or blank keyword, or one without letters', async () => {
    for (const keyword of ['', '   ', '，。！']) {
      const { status, body } = await search({ keyword });
      expect(status, keyword).toBe(200);
      expect(body, keyword).toEqual({ retcode: 0, message: 'OK', data: { list: [] } });
    }
    const missing = await search({});
    expect(missing.body.data).toEqual({ list: [] });
  });

  it('finds two-character Chinese words inside unsegmented text', async () => {
    // Both are name matches: the more viewed first.
    expect(namesOf((await search({ keyword: '突破' })).list)).toEqual(idsOf('ganyuGuide', 'breakthrough'));
    expect(namesOf((await search({ keyword: '摩拉' })).list)).toEqual(idsOf('breakthrough'));
    expect(namesOf((await search({ keyword: '霜华' })).list)).toEqual(idsOf('ganyuGuide'));
  });

  it('ranks the exact name, then names, then aliases, then text, ties by page views', async () => {
    const { list } = await search({ keyword: '甘雨' });
    expect(namesOf(list)).toEqual(idsOf('ganyu', 'ganyuBuild', 'ganyuGuide', 'markup', 'queen', 'windGuide'));
  });

  it('respects Chinese word boundaries: characters apart or across punctuation do not match', async () => {
    const { list } = await search({ keyword: '甘雨' });
    expect(namesOf(list)).not.toContain(String(ids.apart));
    expect(namesOf((await search({ keyword: '雨水' })).list)).toEqual(idsOf('apart'));
  });

  it('finds longer text as a phrase and several words in any order', async () => {
    expect(namesOf((await search({ keyword: '甘雨的突破材料' })).list)).toEqual(idsOf('ganyuGuide'));
    expect(namesOf((await search({ keyword: '突破材料 甘雨' })).list)).toEqual(idsOf('ganyuGuide'));
    expect(namesOf((await search({ keyword: '风起地' })).list)).toEqual(idsOf('windGuide'));
    expect(namesOf((await search({ keyword: '椰羊' })).list)).toEqual(idsOf('queen'));
    // A lone particle between words is left out; another lone character stays with its neighbour.
    expect(namesOf((await search({ keyword: '甘雨的霜华' })).list)).toEqual(idsOf('ganyuGuide'));
    expect((await search({ keyword: '冰突破' })).list).toEqual([]);
  });

  it('matches Latin words case-insensitively and by prefix, and mixed scripts', async () => {
    expect(namesOf((await search({ keyword: 'hp' })).list)).toEqual(idsOf('hp'));
    expect(namesOf((await search({ keyword: 'GENSHIN' })).list)).toEqual(idsOf('hp'));
    expect(namesOf((await search({ keyword: 'gensh' })).list)).toEqual(idsOf('hp'));
    expect(namesOf((await search({ keyword: 'Ｈｐ上限' })).list)).toEqual(idsOf('hp'));
    expect(namesOf((await search({ keyword: 'genshin 生命值' })).list)).toEqual(idsOf('hp'));
    expect((await search({ keyword: 'impacts' })).list).toEqual([]);
  });

  it('indexes filter values and channel names', async () => {
    expect(namesOf((await search({ keyword: '五星' })).list)).toEqual(idsOf('sword'));
    expect(namesOf((await search({ keyword: '单手剑' })).list)).toEqual(idsOf('sword', 'hp'));
  });

  it('highlights matches with <em> and escapes everything else, markup in names included', async () => {
    const { list } = await search({ keyword: '甘雨' });
    const markup = list.find((hit) => hit.entry_page_id === String(ids.markup))!;
    expect(markup.name).toBe('&lt;b&gt;<em>甘雨</em>&lt;/b&gt;&amp;&quot;co&quot;');
    expect(markup.body).toBe('&lt;script&gt;alert(1)&lt;/script&gt; <em>甘雨</em>');
    const guide = list.find((hit) => hit.entry_page_id === String(ids.ganyuGuide))!;
    expect(guide.name).toBe('<em>甘雨</em>的突破材料');
    expect(guide.body).toBe('<em>甘雨</em>的突破材料在哪里获取：清心、霜华矿。');
    expect(guide.icon_url).toBe(`/img/ganyuGuide.png`);
    expect(guide.menus).toEqual([{ id: channel.ice, name: '冰元素' }]);
    const hp = (await search({ keyword: 'hp' })).list[0]!;
    expect(hp.name).toBe('<em>HP</em>上限提升');
    expect(hp.body).toContain('生命值 <em>HP</em> 上限');
  });

  it('filters by a second-level channel, or by a first-level one with its children', async () => {
    expect(namesOf((await search({ keyword: '甘雨', menu_id: channel.fire })).list)).toEqual(idsOf('windGuide'));
    expect(namesOf((await search({ keyword: '甘雨', menu_id: channel.ice })).list)).toEqual(idsOf('ganyu', 'ganyuBuild', 'ganyuGuide', 'queen'));
    expect(namesOf((await search({ keyword: '甘雨', menu_id: channel.roles })).list)).toEqual(idsOf('ganyu', 'ganyuBuild', 'ganyuGuide', 'queen', 'windGuide'));
    expect((await search({ keyword: '甘雨', menu_id: channel.weapons })).list).toEqual([]);
    for (const none of ['', '-1']) expect((await search({ keyword: '甘雨', menu_id: none })).list).toHaveLength(6);
  });

  it('refuses invalid input with 422 naming the field', async () => {
    for (const [query, field] of [
      [{ keyword: '甘雨', menu_id: 'abc' }, 'menu_id'],
      [{ keyword: '甘雨', page_num: 0 }, 'page_num'],
      [{ keyword: '甘雨', page_size: 500 }, 'page_size'],
      [{ keyword: '甘'.repeat(101) }, 'keyword'],
    ] as const) {
      const { status, body } = await search(query);
      expect(status, field).toBe(422);
      expect(body.retcode, field).toBe(422);
      expect(body.message, field).toContain(field);
    }
  });

  it('pages by 10 without repeats, most viewed first', async () => {
    const edition = await server.make.edition();
    for (let n = 1; n <= 25; n++) await entry(`page${n}`, { title: `测试条目${n}`, pv: n * 10 }, edition.id);
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push((await search({ keyword: '测试条目', page_num: page }, edition.app_sn)).list);
    expect(pages.map((list) => list.length)).toEqual([10, 10, 5, 0]);
    const all = pages.flat().map((hit) => hit.entry_page_id);
    expect(new Set(all).size).toBe(25);
    expect(all).toEqual(Array.from({ length: 25 }, (_, i) => String(ids[`page${25 - i}`])));
    // Exact name first even on a later page boundary: 测试条目3 is named exactly.
    expect((await search({ keyword: '测试条目3' }, edition.app_sn)).list[0]!.entry_page_id).toBe(String(ids.page3));
    // Other editions' entries never show.
    expect((await search({ keyword: '甘雨' }, edition.app_sn)).list).toEqual([]);
  });

  it('keeps the index current on edit and delete, in the writing transaction', async () => {
    const id = await entry('temp', { title: '临时条目', body: '旧内容' });
    expect(namesOf((await search({ keyword: '旧内容' })).list)).toEqual([String(id)]);
    await server.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('contents')
        .set({ title: '改名条目', body: richBody('新内容') })
        .where('id', '=', id)
        .execute();
      await reindexContent(trx, id);
    });
    expect((await search({ keyword: '旧内容' })).list).toEqual([]);
    expect((await search({ keyword: '改名' })).list[0]!.name).toBe('<em>改名</em>条目');
    // A write that fails rolls the index back with it.
    await expect(
      server.db.transaction().execute(async (trx) => {
        await trx.updateTable('contents').set({ title: '回滚条目' }).where('id', '=', id).execute();
        await reindexContent(trx, id);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await search({ keyword: '回滚' })).list).toEqual([]);
    expect(namesOf((await search({ keyword: '改名' })).list)).toEqual([String(id)]);
    await server.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('contents').where('id', '=', id).execute();
      await reindexContent(trx, id);
    });
    expect((await search({ keyword: '改名' })).list).toEqual([]);
  });

  it('rebuilds the whole index with the same answers', async () => {
    const before = await search({ keyword: '甘雨' });
    expect(await rebuildSearchIndex(server.db)).toBeGreaterThan(10);
    expect(await search({ keyword: '甘雨' })).toEqual(before);
  });

  it('suggests names and aliases, prefix matches first', async () => {
    const response = await server.get(`/api/${appSn}/wapi/search_suggestion?keyword=${encodeURIComponent('甘雨')}`);
    const body = await response.json();
    expect(response.status).toBe(200);
    // Names and aliases starting with the keyword, shortest first, then the most viewed.
    expect(body.data.word_list.slice(0, 4)).toEqual(['甘雨', '甘雨粉丝', '甘雨培养攻略', '甘雨的突破材料']);
    // Then names containing it.
    expect(body.data.word_list).toContain('<b>甘雨</b>&"co"');
    const latin = await (await server.get(`/api/${appSn}/wapi/search_suggestion?keyword=h`)).json();
    expect(latin.data.word_list).toEqual(['HP上限提升']);
    const empty = await (await server.get(`/api/${appSn}/wapi/search_suggestion?keyword=`)).json();
    expect(empty.data).toEqual({ word_list: [] });
  });

  it('answers the filter channel tree with the synthetic all and unlimited entries', async () => {
    const response = await server.get(`/api/${appSn}/wapi/search_channel_tree?scene=CommonUser`);
    const { data } = await response.json();
    const shape = (nodes: Array<{ id: number; children: unknown[] }>): unknown => nodes.map((node) => [node.id, shape(node.children as never)]);
    expect(shape(data.children)).toEqual([
      [-1, [[-1, []]]],
      [
        channel.roles,
        [
          [-1, []],
          [channel.fire, []],
          [channel.ice, []],
        ],
      ],
      [
        channel.weapons,
        [
          [-1, []],
          [channel.swords, []],
        ],
      ],
    ]);
    expect(data.children[1].children[1]).toMatchObject({ id: channel.fire, name: '火元素', channel_id: channel.fire, parent_id: channel.roles });
    const bad = await server.get(`/api/${appSn}/wapi/search_channel_tree?scene=Other`);
    expect(bad.status).toBe(422);
  });
  it('answers under the publisher-compatible alias and keeps login-required editions closed', async () => {
    const edition = await server.db.selectFrom('editions').select('game').where('id', '=', editionId).executeTakeFirstOrThrow();
    const alias = await (await server.get(`/hoyowiki/${edition.game}/wapi/search?keyword=${encodeURIComponent('椰羊')}`)).json();
    expect(alias.data.list.map((hit: Hit) => hit.entry_page_id)).toEqual(idsOf('queen'));
    const closed = await server.make.edition({ login_required: 1 });
    await entry('secret', { title: '秘密条目' }, closed.id);
    const response = await search({ keyword: '秘密' }, closed.app_sn);
    expect(response.status).toBe(401);
    expect(response.body.retcode).toBe(-2004);
  });
});
