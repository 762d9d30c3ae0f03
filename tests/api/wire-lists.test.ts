import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExt } from '../../server/seed/factories.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The content lists as the publisher's programs read them (#15): every item's ext is JSON text
 * whose c_{channelId}.filter.text is JSON text of the filter values, and a parent channel's
 * home/content/list fills each child's list with the entries placed on it or below it.
 */

interface Item {
  content_id: number;
  title: string;
  ext: string;
}
interface Node {
  id: number;
  name: string;
  children: Node[];
  list: Item[];
}

describe.each(dialects)('content lists on the wire on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let catalogueId: number;
  let charactersId: number;
  let fiveStarId: number;
  let weaponsId: number;
  let ids: Record<string, number>;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const { make } = server;
    const edition = await make.edition();
    appSn = edition.app_sn;
    const catalogue = await make.channel(edition.id, { name: '图鉴', sort: 0, ch_ext: chExt({ display_type: 'default' }) });
    const characters = await make.channel(edition.id, { name: '角色', parent_id: catalogue.id, sort: 0, ch_ext: chExt({ display_type: 'avatar' }) });
    const fiveStar = await make.channel(edition.id, { name: '五星角色', parent_id: characters.id, depth: 3, sort: 0 });
    const fourStar = await make.channel(edition.id, { name: '四星角色', parent_id: characters.id, depth: 3, sort: 1 });
    const weapons = await make.channel(edition.id, { name: '武器', parent_id: catalogue.id, sort: 1 });
    const entry = async (title: string) => (await make.content(edition.id, { title })).id;
    ids = { 甘雨: await entry('甘雨'), 香菱: await entry('香菱'), 刻晴: await entry('刻晴'), 班尼特: await entry('班尼特'), 置顶: await entry('置顶') };
    // 甘雨 and 香菱 on 角色 and on a sub-channel; 刻晴 only on 五星角色; 班尼特 only on 四星角色.
    await make.place(characters.id, ids.甘雨!, { sort: 0, ext: { filter: { value: ['元素/冰', '星级/五星'] } } });
    await make.place(characters.id, ids.香菱!, { sort: 1, ext: { filter: { value: ['元素/火', '星级/四星'] } } });
    await make.place(fiveStar.id, ids.甘雨!, { sort: 0, ext: { filter: { value: ['星级/五星'] } } });
    await make.place(fiveStar.id, ids.刻晴!, { sort: 1, ext: { filter: { value: ['元素/雷', '星级/五星'] } } });
    await make.place(fourStar.id, ids.香菱!, { sort: 0, ext: { filter: { value: ['星级/四星'] } } });
    await make.place(fourStar.id, ids.班尼特!, { sort: 1, ext: { filter: { value: ['元素/火'] }, placeholder: { text: '整理中' } } });
    // An entry on the parent itself, and one whose stored filter is damaged.
    await make.place(catalogue.id, ids.置顶!, { sort: 0, ext: { filter: { value: 'not a list' } } });
    catalogueId = catalogue.id;
    charactersId = characters.id;
    fiveStarId = fiveStar.id;
    weaponsId = weapons.id;
  });
  afterAll(() => server.close());

  const data = async <T>(path: string): Promise<T> => {
    const response = await server.get(path);
    expect(response.status, path).toBe(200);
    const body = (await response.json()) as { retcode: number; data: T };
    expect(body.retcode, path).toBe(0);
    return body.data;
  };
  const titles = (list: Item[]) => list.map((item) => item.title);

  it("fills each child of a parent's home/content/list with the entries placed on it or below it", async () => {
    for (const path of [
      `/api/${appSn}/v1/home/content/list?channel_id=${catalogueId}`,
      `/common/blackboard/${appSn}/v1/home/content/list?channel_id=${catalogueId}`,
    ]) {
      const answer = await data<{ list: Node[] }>(path);
      expect(answer.list).toHaveLength(1);
      const parent = answer.list[0]!;
      expect(parent.id).toBe(catalogueId);
      expect(titles(parent.list)).toEqual(['置顶']);
      // As the publisher's programs read it.
      const characters = answer.list[0]!.children.find((c) => c.name === '角色')!.list;
      // Its own entries in its order, then its sub-channels' in tree order, each entry once.
      expect(titles(characters)).toEqual(['甘雨', '香菱', '刻晴', '班尼特']);
      expect(characters.map((item) => item.content_id)).toEqual([ids.甘雨, ids.香菱, ids.刻晴, ids.班尼特]);
      expect(parent.children.find((c) => c.id === weaponsId)!.list).toEqual([]);
      // Grandchildren are not filled: their entries are in their parent's list.
      expect(parent.children.find((c) => c.id === charactersId)!.children.map((c) => c.list)).toEqual([[], []]);
    }
  });

  it('gives every item of a child list the child channel key, filter.text parsed twice, plus each placement below', async () => {
    const answer = await data<{ list: Node[] }>(`/api/${appSn}/v1/home/content/list?channel_id=${catalogueId}`);
    const characters = answer.list[0]!.children.find((c) => c.name === '角色')!.list;
    const filters = characters.map((item) => JSON.parse(JSON.parse(item.ext)[`c_${charactersId}`].filter.text));
    // 刻晴 and 班尼特 are placed only below 角色: its key holds their nearest placement's data.
    expect(filters).toEqual([['元素/冰', '星级/五星'], ['元素/火', '星级/四星'], ['元素/雷', '星级/五星'], ['元素/火']]);
    const ganyu = JSON.parse(characters[0]!.ext);
    expect(Object.keys(ganyu).sort()).toEqual([`c_${charactersId}`, `c_${fiveStarId}`].sort());
    expect(ganyu[`c_${fiveStarId}`]).toEqual({ filter: { text: '["星级/五星"]', value: ['星级/五星'] } });
    expect(JSON.parse(characters[3]!.ext)[`c_${charactersId}`]).toEqual({
      filter: { text: '["元素/火"]', value: ['元素/火'] },
      placeholder: { text: '整理中' },
    });
  });

  it('sends filter.text beside filter.value in every list that carries ext', async () => {
    const chain = (item: Item, channelId: number): unknown => JSON.parse(JSON.parse(item.ext)[`c_${channelId}`].filter.text);
    // A channel's own list (its children's lists too, as above).
    const own = await data<{ list: Node[] }>(`/api/${appSn}/v1/home/content/list?channel_id=${charactersId}`);
    expect(own.list[0]!.list.map((item) => chain(item, charactersId))).toEqual([
      ['元素/冰', '星级/五星'],
      ['元素/火', '星级/四星'],
    ]);
    expect(JSON.parse(own.list[0]!.list[0]!.ext)[`c_${charactersId}`].filter.value).toEqual(['元素/冰', '星级/五星']);
    // The paged channel list.
    const paged = await data<{ list: Item[] }>(`/api/${appSn}/v1/content/channel?channel_id=${fiveStarId}`);
    expect(paged.list.map((item) => chain(item, fiveStarId))).toEqual([['星级/五星'], ['元素/雷', '星级/五星']]);
    // Home's sections.
    const position = await data<{ list: Node[] }>(`/api/${appSn}/v1/home/position`);
    const section = position.list.find((node) => node.id === catalogueId)!;
    expect(section.children[0]!.list.map((item) => chain(item, charactersId))).toEqual([
      ['元素/冰', '星级/五星'],
      ['元素/火', '星级/四星'],
    ]);
    // A damaged stored filter reads as no values, never as broken text.
    expect(chain((await data<{ list: Node[] }>(`/api/${appSn}/v1/home/content/list?channel_id=${catalogueId}`)).list[0]!.list[0]!, catalogueId)).toEqual([]);
  });

  it("sends content/info's ext with a filter text for every channel the entry is in", async () => {
    const info = await data<{ content: { ext: string } }>(`/common/blackboard/${appSn}/v1/content/info?content_id=${ids.香菱}`);
    const ext = JSON.parse(info.content.ext);
    expect(JSON.parse(ext[`c_${charactersId}`].filter.text)).toEqual(['元素/火', '星级/四星']);
    expect(Object.keys(ext)).toHaveLength(2);
  });
});
