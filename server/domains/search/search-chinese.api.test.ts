import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { rebuildOutdatedSearchIndex, reindexContent, SEARCH_INDEX_VERSION } from './reindex.ts';

type Hit = { entry_page_id: string; name: string; body: string };

/** Search as Chinese players type (issue 29): full names with particles, pinyin and initials, traditional characters. */
describe.each(dialects)('search as Chinese players type, on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let game: string;
  let editionId: number;
  let weapons: number;
  const ids: Record<string, number> = {};

  async function entry(key: string, fields: { title: string; body?: string; alias?: string; pv?: number; channel?: number }) {
    const content = await server.make.content(editionId, {
      title: fields.title,
      body: JSON.stringify([{ type: 'paragraph', children: [{ text: fields.body ?? '' }] }]),
      alias_name: fields.alias ?? '',
    });
    if (fields.channel) await server.make.place(fields.channel, content.id);
    if (fields.pv) await server.db.insertInto('content_pv').values({ edition_id: editionId, content_id: content.id, pv: fields.pv }).execute();
    await reindexContent(server.db, content.id);
    ids[key] = content.id;
  }

  async function search(keyword: string, extra: Record<string, string | number> = {}) {
    const params = new URLSearchParams({ keyword, page_size: '50', ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) });
    const response = await server.get(`/api/${appSn}/wapi/search?${params}`);
    expect(response.status, keyword).toBe(200);
    return ((await response.json()) as { data: { list: Hit[] } }).data.list;
  }
  const found = async (keyword: string, extra?: Record<string, string | number>) => (await search(keyword, extra)).map((hit) => hit.entry_page_id);
  const idsOf = (...keys: string[]) => keys.map((key) => String(ids[key]));
  async function suggest(keyword: string): Promise<string[]> {
    const response = await server.get(`/api/${appSn}/wapi/search_suggestion?keyword=${encodeURIComponent(keyword)}`);
    return ((await response.json()) as { data: { word_list: string[] } }).data.word_list;
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    ({ app_sn: appSn, id: editionId } = edition);
    game = (await server.db.selectFrom('editions').select('game').where('id', '=', editionId).executeTakeFirstOrThrow()).game;
    const roles = (await server.make.channel(editionId, { name: '角色' })).id;
    weapons = (await server.make.channel(editionId, { name: '武器' })).id;
    await entry('cup', { title: '潮汐之杯', pv: 30, channel: weapons });
    await entry('cup2', { title: '潮汐之杯 2', pv: 20, channel: weapons });
    await entry('cup3', { title: '潮汐之杯3', pv: 10, channel: weapons });
    await entry('cup20', { title: '潮汐之杯 20', pv: 2, channel: weapons });
    await entry('cupGuide', { title: '圣遗物指南', body: '潮汐之杯是水伤杯的首选。', pv: 5 });
    await entry('tide', { title: '潮汐', body: '海潮涨落。', pv: 1 });
    await entry('wanderer', { title: '风之旅人', pv: 3 });
    await entry('hutao', { title: '胡桃', alias: '堂主', pv: 900, channel: roles });
    await entry('walnut', { title: '胡桃木', body: '一种木材。', pv: 50 });
    await entry('latin', { title: 'hutao', body: 'A Latin name.', pv: 1 });
    await entry('zhongli', { title: '钟离', alias: '岩王帝君', pv: 800, channel: roles });
    await entry('raiden', { title: '雷电将军', alias: '雷神', pv: 700, channel: roles });
    await entry('chongyun', { title: '重云', pv: 100, channel: roles });
    await entry('homa', { title: '护摩之杖', body: '长柄武器，生命值提升。', pv: 600, channel: weapons });
    await entry('windrise', { title: '風起地', body: '蒙德的一處地點。', pv: 40 });
  });
  afterAll(() => server.close());

  it('finds every page that holds a full name with particles, the exact name first, with or without a space before a number', async () => {
    expect(await found('潮汐之杯')).toEqual(idsOf('cup', 'cup2', 'cup3', 'cup20', 'cupGuide'));
    // The number being typed starts numbers in names (20 holds 2), not in every body.
    expect(await found('潮汐之杯2')).toEqual(idsOf('cup2', 'cup20'));
    expect(await found('潮汐之杯 3')).toEqual(idsOf('cup3'));
    expect(await found('风之旅人')).toEqual(idsOf('wanderer'));
    // The particle is part of the phrase asked for: the page that only says 潮汐 is not found.
    expect(await found('潮汐之杯')).not.toContain(String(ids.tide));
    expect((await search('潮汐之杯'))[1]!.name).toBe('<em>潮汐之杯</em> 2');
  });

  it('finds names by full pinyin, spaced or not, by initials and by mixed forms, most viewed first', async () => {
    for (const keyword of ['hutao', 'hu tao', 'HuTao', 'ht', 'hut', '胡t', 'huta'])
      expect((await found(keyword)).filter((id) => id !== String(ids.latin))[0], keyword).toBe(String(ids.hutao));
    expect((await found('zhongli'))[0]).toBe(String(ids.zhongli));
    expect((await found('zl'))[0]).toBe(String(ids.zhongli));
    expect((await found('ldjj'))[0]).toBe(String(ids.raiden));
    expect((await found('leidianjiangjun'))[0]).toBe(String(ids.raiden));
    // The characters the pinyin stands for are marked.
    expect((await search('ldjj'))[0]!.name).toBe('<em>雷电将军</em>');
    expect((await search('胡t')).map((hit) => hit.name)).toEqual(['<em>胡桃</em>', '<em>胡桃</em>木']);
    // An alias's pinyin finds its entry too.
    expect((await found('leishen'))[0]).toBe(String(ids.raiden));
    expect((await found('tangzhu'))[0]).toBe(String(ids.hutao));
    // A number is typed whole after the pinyin.
    expect(await found('chaoxizhibei2')).toEqual(idsOf('cup2', 'cup20'));
    expect(await found('cxzb3')).toEqual(idsOf('cup3'));
    // A character with several readings is keyed by each: 重云 is chong yun in the game.
    expect((await found('chongyun'))[0]).toBe(String(ids.chongyun));
    // 胡t requires 胡 in the name: hut keys of other names do not answer it.
    expect(await found('胡t')).toEqual(idsOf('hutao', 'walnut'));
  });

  it('ranks a character match above a pinyin match, and keeps a channel filter', async () => {
    // The entry literally named hutao comes first: an exact name beats the pinyin of 胡桃.
    expect((await found('hutao')).slice(0, 2)).toEqual(idsOf('latin', 'hutao'));
    expect(await found('zl', { menu_id: weapons })).toEqual([]);
    expect(await found('hmzz', { menu_id: weapons })).toEqual(idsOf('homa'));
  });

  it('folds traditional and simplified characters both ways, marking the text as written', async () => {
    expect(await found('護摩之杖')).toEqual(idsOf('homa'));
    expect(await found('雷電將軍')).toEqual(idsOf('raiden'));
    expect((await search('護摩之杖'))[0]!.name).toBe('<em>护摩之杖</em>');
    expect(await found('风起地')).toEqual(idsOf('windrise'));
    const [hit] = await search('一处地点');
    expect([hit?.name, hit?.body]).toEqual(['風起地', '蒙德的<em>一處地點</em>。']);
    expect((await search('风起地'))[0]!.name).toBe('<em>風起地</em>');
  });

  it('suggests names for pinyin and initials being typed, and for traditional characters', async () => {
    // The Latin name starts with what was typed; then the names whose pinyin is it, then starts with it.
    expect(await suggest('hut')).toEqual(['hutao', '胡桃', '胡桃木']);
    expect(await suggest('zl')).toContain('钟离');
    expect(await suggest('ldj')).toContain('雷电将军');
    expect(await suggest('護摩')).toEqual(['护摩之杖']);
    // An alias found by its pinyin is suggested as itself.
    expect(await suggest('leish')).toEqual(['雷神']);
  });

  it('answers pinyin on the publisher-compatible search too', async () => {
    const answer = (await (await server.get(`/hoyowiki/${game}/wapi/search?keyword=zhongli`)).json()) as { data: { list: Hit[] } };
    expect(answer.data.list[0]?.entry_page_id).toBe(String(ids.zhongli));
  });

  it('forgets an entry’s old pinyin when it is renamed or deleted', async () => {
    await entry('temp', { title: '临时条目', pv: 1 });
    expect(await found('linshitiaomu')).toEqual(idsOf('temp'));
    await server.db.updateTable('contents').set({ title: '改名条目' }).where('id', '=', ids.temp!).execute();
    await reindexContent(server.db, ids.temp!);
    expect(await found('linshitiaomu')).toEqual([]);
    expect(await found('gaimingtiaomu')).toEqual(idsOf('temp'));
    await server.db.deleteFrom('contents').where('id', '=', ids.temp!).execute();
    await reindexContent(server.db, ids.temp!);
    expect(await found('gaimingtiaomu')).toEqual([]);
    const left = await server.db.selectFrom('search_pinyin').select('key').where('content_id', '=', ids.temp!).execute();
    expect(left).toEqual([]);
  });

  it('rebuilds an index built by an older version when the server starts, and only then', async () => {
    await server.db.updateTable('search_meta').set({ value: '1' }).where('name', '=', 'index_version').execute();
    await server.db.deleteFrom('search_pinyin').execute();
    expect(await found('zhongli')).toEqual([]);
    expect(await rebuildOutdatedSearchIndex(server.db)).toBeGreaterThan(10);
    expect((await found('zhongli'))[0]).toBe(String(ids.zhongli));
    const version = await server.db.selectFrom('search_meta').select('value').where('name', '=', 'index_version').executeTakeFirstOrThrow();
    expect(version.value).toBe(String(SEARCH_INDEX_VERSION));
    expect(await rebuildOutdatedSearchIndex(server.db)).toBeUndefined();
  });
});
