import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExt } from '../../seed/factories.ts';
import { postJson } from '../../../tests/support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

const FILTER = JSON.stringify([
  { label: '元素', children: [{ label: '火' }, { label: '水' }] },
  { label: '星级', children: [{ label: '五星' }, { label: '四星' }] },
]);

describe.each(dialects)('encyclopedia lists on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let sectionId: number;
  let charactersId: number;
  let weaponsId: number;
  let emptyId: number;
  let foreignId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    appSn = edition.app_sn;
    const { make } = server;
    const section = await make.channel(edition.id, { name: '图鉴', depth: 1, slot: 'position', ch_ext: chExt({ show_in_catalog: '1' }) });
    sectionId = section.id;
    const characters = await make.channel(edition.id, {
      name: '角色',
      depth: 2,
      parent_id: section.id,
      sort: 0,
      ch_ext: chExt({ show_in_catalog: '1', filter: FILTER }),
    });
    charactersId = characters.id;
    const weapons = await make.channel(edition.id, { name: '武器', depth: 2, parent_id: section.id, sort: 1, ch_ext: chExt({ show_in_catalog: '1' }) });
    weaponsId = weapons.id;
    emptyId = (await make.channel(edition.id, { name: '空', depth: 2, parent_id: section.id, sort: 2 })).id;
    // Hidden from the catalogue, and a top-level channel without children: neither is a menu.
    await make.channel(edition.id, { name: '隐藏', depth: 1, slot: 'position', ch_ext: chExt({ show_in_catalog: '0' }) });
    await make.channel(edition.id, { name: '单独', depth: 1, slot: 'position', ch_ext: chExt({ show_in_catalog: '1' }) });
    const values = [
      ['元素/火', '星级/五星'],
      ['元素/水', '星级/五星'],
      ['元素/火', '星级/四星'],
      ['元素/水', '星级/四星'],
      ['元素/火', '星级/五星'],
    ];
    for (const [index, filterValues] of values.entries()) {
      const content = await make.content(edition.id, {
        title: `角色${index + 1}`,
        icon: `/img/c${index}.png`,
        summary: `第${index + 1}位`,
        created_at: 1,
        updated_at: 1,
      });
      await make.place(characters.id, content.id, { sort: index, ext: { filter: { value: filterValues } } });
    }
    const sword = await make.content(edition.id, { title: '长剑', created_at: 1, updated_at: 1 });
    await make.place(weapons.id, sword.id, { sort: 0, ext: { filter: { value: [] } } });
    const other = await make.edition();
    foreignId = (await make.channel(other.id, { name: '别处', depth: 1, slot: 'position' })).id;
  });
  afterAll(() => server.close());

  const list = async (body: Record<string, unknown>) => {
    const response = await postJson(server, `/api/${appSn}/wapi/get_entry_page_list`, body);
    return { status: response.status, body: await response.json() };
  };
  const names = (answer: { body: { data: { list: Array<{ name: string }> } } }) => answer.body.data.list.map((item) => item.name);

  it('lists the menus: catalogue sections with their filled sub-menus', async () => {
    const response = await server.get(`/api/${appSn}/wapi/get_menus`);
    expect(response.headers.get('cache-control')).toContain('public');
    const body = await response.json();
    expect(body.data.menus).toEqual([
      {
        menu_id: sectionId,
        id: sectionId,
        name: '图鉴',
        icon_url: '',
        sub_menus: [
          { menu_id: charactersId, id: charactersId, name: '角色', icon_url: '', sub_menus: [] },
          { menu_id: weaponsId, id: weaponsId, name: '武器', icon_url: '', sub_menus: [] },
        ],
      },
    ]);
  });

  it('answers a menu’s filter groups, and none where it has none', async () => {
    const filters = await (await server.get(`/api/${appSn}/wapi/get_menu_filters?menu_id=${charactersId}`)).json();
    expect(filters.data.filters).toEqual([
      {
        key: '元素',
        text: '元素',
        values: [
          { id: '元素/火', value: '火' },
          { id: '元素/水', value: '水' },
        ],
      },
      {
        key: '星级',
        text: '星级',
        values: [
          { id: '星级/五星', value: '五星' },
          { id: '星级/四星', value: '四星' },
        ],
      },
    ]);
    expect((await (await server.get(`/api/${appSn}/wapi/get_menu_filters?menu_id=${weaponsId}`)).json()).data.filters).toEqual([]);
    const unknown = await server.get(`/api/${appSn}/wapi/get_menu_filters?menu_id=${foreignId}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(/^menu_id: /);
  });

  it('lists a menu’s entries with total as text, in order, paged', async () => {
    const all = await list({ menu_id: String(charactersId), page_num: 1, page_size: 2 });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe('5');
    expect(names(all)).toEqual(['角色1', '角色2']);
    expect(all.body.data.list[0]).toEqual({
      entry_page_id: expect.any(String),
      name: '角色1',
      icon_url: '/img/c0.png',
      desc: '第1位',
      filter_values: { 元素: { values: ['火'] }, 星级: { values: ['五星'] } },
    });
    expect(names(await list({ menu_id: charactersId, page_num: 3, page_size: 2 }))).toEqual(['角色5']);
    expect(names(await list({ menu_id: charactersId, page_num: 4, page_size: 2 }))).toEqual([]);
    // A section without entries of its own lists its sub-menus' entries.
    const section = await list({ menu_id: sectionId });
    expect(section.body.data.total).toBe('6');
    expect(names(section).at(-1)).toBe('长剑');
    expect((await list({ menu_id: emptyId })).body.data).toEqual({ list: [], total: '0' });
  });

  it('keeps entries holding every chosen filter value', async () => {
    const fire = await list({ menu_id: charactersId, filters: ['元素/火'] });
    expect(fire.body.data.total).toBe('3');
    expect(names(fire)).toEqual(['角色1', '角色3', '角色5']);
    const fireFive = await list({ menu_id: charactersId, filters: ['元素/火', '星级/五星'] });
    expect(names(fireFive)).toEqual(['角色1', '角色5']);
    expect((await list({ menu_id: charactersId, filters: ['元素/雷'] })).body.data).toEqual({ list: [], total: '0' });
  });

  it('refuses bad input with 422 naming the field, and unknown menus with 404', async () => {
    const tooBig = await list({ menu_id: charactersId, page_size: 101 });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.retcode).toBe(422);
    expect(tooBig.body.message).toBe('page_size: must be at most 100');
    for (const [body, field] of [
      [{}, 'menu_id'],
      [{ menu_id: 'abc' }, 'menu_id'],
      [{ menu_id: charactersId, page_num: 0 }, 'page_num'],
      [{ menu_id: charactersId, filters: '元素/火' }, 'filters'],
      [{ menu_id: charactersId, filters: ['火'] }, 'filters.0'],
      [{ menu_id: charactersId, filters: Array.from({ length: 21 }, () => '元素/火') }, 'filters'],
    ] as const) {
      const answer = await list(body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message.startsWith(`${field}: `), answer.body.message).toBe(true);
    }
    const foreign = await list({ menu_id: foreignId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toMatch(/^menu_id: /);
  });
});
