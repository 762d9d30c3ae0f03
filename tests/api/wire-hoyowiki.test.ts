import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExt } from '../../server/seed/factories.ts';
import { Retcode } from '../../shared/contract/retcode.ts';
import { filterValueId } from '../../server/wire/hoyowiki/filters.ts';
import { postJson } from '../support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The HoYoWiki mounts as the publisher's clients call them (#15): the default edition at
 * /hoyowiki/wapi (no game), the language asked (x-rpc-language, lang) answered by the edition's
 * own and said in the headers, and the publisher's menu ids a channel declares (wiki_menu_id).
 */

const FILTER = JSON.stringify([{ label: '元素', children: [{ label: '火' }, { label: '冰' }] }]);

describe.each(dialects)('HoYoWiki mounts on %s', (dialect) => {
  let server: TestServer;
  let main: { id: number; app_sn: string; game: string };
  let english: { app_sn: string; game: string };
  let charactersId: number;
  let weaponsId: number;
  let catalogueId: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const { make } = server;
    // The first edition open to readers is the default one; a login-required one before it is skipped.
    await make.edition({ login_required: 1 });
    main = await make.edition({ name: '主站' });
    english = await make.edition({ name: 'English wiki', default_lang: 'en-US' });
    const editionId = main.id;
    const catalogue = await make.channel(editionId, { name: '图鉴', ch_ext: chExt({ show_in_catalog: '1' }) });
    const characters = await make.channel(editionId, {
      name: '角色',
      parent_id: catalogue.id,
      sort: 0,
      ch_ext: chExt({ show_in_catalog: '1', wiki_menu_id: '2', filter: FILTER }),
    });
    const weapons = await make.channel(editionId, {
      name: '武器',
      parent_id: catalogue.id,
      sort: 1,
      ch_ext: chExt({ show_in_catalog: '1', wiki_menu_id: '4' }),
    });
    for (const [index, element] of ['火', '冰', '火'].entries()) {
      // Entry pages: the publisher's get_entry_page_list lists only those.
      const page = await make.entryPage(editionId, { name: `角色${index}` }, { menuId: characters.id });
      await make.place(characters.id, page.contentId, { sort: index, ext: { filter: { value: [`元素/${element}`] } } });
    }
    const sword = await make.entryPage(editionId, { name: '长剑' }, { menuId: weapons.id });
    await make.place(weapons.id, sword.contentId, { ext: { filter: { value: [] } } });
    // An article placed beside the weapons is no entry page: our mount lists it, the publisher's does not.
    await make.place(weapons.id, (await make.content(editionId, { title: '武器攻略' })).id, { ext: { filter: { value: [] } } });
    charactersId = characters.id;
    weaponsId = weapons.id;
    catalogueId = catalogue.id;
  });
  afterAll(() => server.close());

  const getJson = async (path: string, headers: Record<string, string> = {}) => {
    const response = await server.get(path, { headers });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as { retcode: number; message: string; data: Record<string, unknown> },
    };
  };

  it('mounts the default edition at /hoyowiki/wapi, as /hoyowiki/{game}/wapi answers it', async () => {
    const byDefault = await getJson('/hoyowiki/wapi/get_menus');
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.retcode).toBe(0);
    expect(byDefault.body).toEqual((await getJson(`/hoyowiki/${main.game}/wapi/get_menus`)).body);
    expect(JSON.stringify(byDefault.body)).toContain('角色');
    // A game slug still reaches its own edition beside the static default mount.
    expect((await getJson(`/hoyowiki/${english.game}/wapi/get_menus`)).body).toEqual((await getJson(`/api/${english.app_sn}/wapi/get_menus`)).body);
  });

  it('says which language answered: the edition’s own, whatever x-rpc-language or lang asks', async () => {
    for (const [path, headers] of [
      ['/hoyowiki/wapi/get_menus', {}],
      ['/hoyowiki/wapi/get_menus', { 'x-rpc-language': 'en-us' }],
      ['/hoyowiki/wapi/get_menus?lang=EN-US', {}],
      ['/hoyowiki/wapi/get_menus?lang=zh-cn', { 'x-rpc-language': 'ZH-CN' }],
      ['/hoyowiki/wapi/get_menus', { 'x-rpc-language': 'not a language!' }],
    ] as const) {
      const answer = await getJson(path, headers);
      expect(answer.body.retcode, path).toBe(0);
      expect(answer.headers.get('x-rpc-language'), path).toBe('zh-cn');
      expect(answer.headers.get('content-language'), path).toBe('zh-CN');
    }
    // The English edition of another game answers in English, as its headers say.
    const other = await getJson(`/hoyowiki/${english.game}/wapi/get_menus`, { 'x-rpc-language': 'zh-cn' });
    expect(other.headers.get('x-rpc-language')).toBe('en-us');
    expect(other.headers.get('content-language')).toBe('en-US');
    // Only the HoYoWiki mounts say it.
    expect((await getJson(`/api/${main.app_sn}/wapi/get_menus`)).headers.get('x-rpc-language')).toBeNull();
  });

  it('takes the publisher’s menu ids a channel declares on /hoyowiki, channel ids elsewhere', async () => {
    const names = (data: Record<string, unknown>) => (data.list as Array<{ name: string }>).map((item) => item.name);
    for (const base of ['/hoyowiki/wapi', `/hoyowiki/${main.game}/wapi`]) {
      const characters = await postJson(server, `${base}/get_entry_page_list`, { filters: [], menu_id: '2', page_num: 1, page_size: 30, use_es: true });
      expect(characters.status).toBe(200);
      const body = (await characters.json()) as { retcode: number; data: Record<string, unknown> };
      expect(body.retcode).toBe(0);
      expect(names(body.data)).toEqual(['角色0', '角色1', '角色2']);
      expect(body.data.total).toBe('3');
      const weapons = (await (await postJson(server, `${base}/get_entry_page_list`, { menu_id: 4 })).json()) as { data: Record<string, unknown> };
      expect(names(weapons.data)).toEqual(['长剑']);
      // Where menu ids are declared, another id is no menu (a channel id included).
      const channelId = [charactersId, weaponsId].find((id) => id !== 2 && id !== 4)!;
      const undeclared = (await (await postJson(server, `${base}/get_entry_page_list`, { menu_id: channelId })).json()) as { retcode: number; message: string };
      expect(undeclared).toMatchObject({ retcode: Retcode.NOT_FOUND, message: `menu_id: no menu ${channelId} in this edition` });
      expect((await getJson(`${base}/get_menu_filters?menu_id=10`)).body.retcode).toBe(Retcode.NOT_FOUND);
      const filters = await getJson(`${base}/get_menu_filters?menu_id=2`);
      // Value ids are numbers in text; a group the definition gives no key is filter_{label}.
      const fireId = filterValueId('元素', '火');
      expect(fireId).toMatch(/^\d+$/);
      expect(filters.body.data).toEqual({
        filters: [
          {
            key: 'filter_元素',
            text: '元素',
            values: [
              { id: fireId, value: '火' },
              { id: filterValueId('元素', '冰'), value: '冰' },
            ],
          },
        ],
      });
      // The list takes those ids back as numbers or text, and our own 'group/value' texts too.
      for (const chosen of [[Number(fireId)], [fireId], ['元素/火']]) {
        const fire = (await (await postJson(server, `${base}/get_entry_page_list`, { menu_id: '2', filters: chosen })).json()) as {
          data: Record<string, unknown>;
        };
        expect(names(fire.data), JSON.stringify(chosen)).toEqual(['角色0', '角色2']);
      }
      const unknown = (await (await postJson(server, `${base}/get_entry_page_list`, { menu_id: '2', filters: ['737'] })).json()) as {
        retcode: number;
        message: string;
      };
      expect(unknown).toMatchObject({ retcode: Retcode.INVALID_PARAMS, message: 'filters: menu 2 has no filter value 737' });
      // The catalogue's top channel as a menu without a page, holding the declared menus by their declared ids.
      const menus = (await getJson(`${base}/get_menus`)).body.data.menus;
      expect(menus).toEqual([
        {
          id: String(catalogueId),
          name: '图鉴',
          style: '',
          has_page: false,
          sub_menus: [
            { id: '2', name: '角色', style: '', has_page: true, sub_menus: [] },
            { id: '4', name: '武器', style: '', has_page: true, sub_menus: [] },
          ],
        },
      ]);
    }
    // The canonical mount speaks channel ids only.
    const canonical = await getJson(`/api/${main.app_sn}/wapi/get_menus`);
    const subMenus = (canonical.body.data.menus as Array<{ sub_menus: Array<{ id: number }> }>)[0]!.sub_menus;
    expect(subMenus.map((menu) => menu.id)).toEqual([charactersId, weaponsId]);
    const byChannel = (await (await postJson(server, `/api/${main.app_sn}/wapi/get_entry_page_list`, { menu_id: weaponsId })).json()) as {
      data: { total: string };
    };
    expect(byChannel.data.total).toBe('2');
  });

  it('speaks channel ids on /hoyowiki for an edition that declares no menu ids', async () => {
    const row = await server.db.selectFrom('editions').select('id').where('app_sn', '=', english.app_sn).executeTakeFirstOrThrow();
    const root = await server.make.channel(row.id, { name: 'Catalogue', ch_ext: chExt({ show_in_catalog: '1' }) });
    const books = await server.make.channel(row.id, { name: 'Books', parent_id: root.id, ch_ext: chExt({ show_in_catalog: '1' }) });
    await server.make.place(books.id, (await server.make.entryPage(row.id, { name: 'A book' }, { menuId: books.id })).contentId);
    const menus = await getJson(`/hoyowiki/${english.game}/wapi/get_menus`);
    expect(menus.body.data.menus).toEqual([
      {
        id: String(root.id),
        name: 'Catalogue',
        style: '',
        has_page: false,
        sub_menus: [{ id: String(books.id), name: 'Books', style: '', has_page: true, sub_menus: [] }],
      },
    ]);
    const list = (await (await postJson(server, `/hoyowiki/${english.game}/wapi/get_entry_page_list`, { menu_id: books.id })).json()) as {
      data: { total: string };
    };
    expect(list.data.total).toBe('1');
  });

  it('answers a page size of 0 with the total alone, as the publisher’s clients count entries', async () => {
    const response = await postJson(server, '/hoyowiki/wapi/get_entry_page_list', { menu_id: '2', page_num: 1, page_size: 0 });
    expect(await response.json()).toEqual({ retcode: 0, message: 'OK', data: { list: [], total: '3' } });
  });

  it('takes a POST’s parameters from its query when it has no body, and a GET that says its (absent) body is JSON', async () => {
    const response = await server.get('/hoyowiki/wapi/get_entry_page_list?menu_id=2&page_num=1&page_size=2', { method: 'POST' });
    const body = (await response.json()) as { retcode: number; data: { list: unknown[]; total: string } };
    expect(body.retcode).toBe(0);
    expect(body.data.list).toHaveLength(2);
    expect(body.data.total).toBe('3');
    const get = await getJson('/hoyowiki/wapi/get_menu_filters?menu_id=2', { 'content-type': 'application/json' });
    expect(get.body.retcode).toBe(0);
  });

  it('answers the menus of search hits by their declared ids on /hoyowiki', async () => {
    const hoyowiki = await getJson(`/hoyowiki/wapi/search?keyword=${encodeURIComponent('角色1')}`);
    const hits = hoyowiki.body.data.list as Array<{ name: string; menu: unknown }>;
    expect(hits.length).toBeGreaterThan(0);
    // The name as it is; its menu inside the catalogue's top menu, by the declared id.
    expect(hits[0]).toMatchObject({ name: '角色1', menu: { id: String(catalogueId), name: '图鉴', sub_menus: [{ id: '2', name: '角色' }] } });
    const canonical = await getJson(`/api/${main.app_sn}/wapi/search?keyword=${encodeURIComponent('角色1')}`);
    const ours = canonical.body.data.list as Array<{ name: string; menus: Array<{ id: number; name: string }> }>;
    expect(ours[0]!.menus).toContainEqual({ id: charactersId, name: '角色' });
    expect(ours[0]!.name).toBe('<em>角色1</em>');
    const filtered = await getJson(`/hoyowiki/wapi/search?keyword=${encodeURIComponent('长剑')}&menu_id=4`);
    expect((filtered.body.data.list as typeof hits).map((hit) => hit.name)).toEqual(['长剑']);
  });
});

describe.each(dialects)('the default HoYoWiki mount without an open edition on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    await server.make.edition({ login_required: 1 });
  });
  afterAll(() => server.close());

  it('answers retcode 404 with HTTP 200 when no edition is open to readers', async () => {
    const response = await server.get('/hoyowiki/wapi/get_menus');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ retcode: Retcode.NOT_FOUND, message: 'no edition is open to readers yet', data: null });
  });
});
