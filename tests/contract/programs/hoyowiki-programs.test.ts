import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExt } from '../../../server/seed/factories.ts';
import { seedIfEmpty } from '../../../server/seed/seed.ts';
import type { ComponentData, ComponentType } from '../../../shared/contract/entry-page-components.ts';
import type { EntryDocInput } from '../../../shared/contract/entry-page.ts';
import { Retcode } from '../../../shared/contract/retcode.ts';
import { dialects, startTestServer, type TestServer } from '../../support/test-server.ts';
import { call, expectDigitsText, expectExactKeys, expectJsonType, numeralValue, type Answer } from './publisher-host.ts';

/**
 * The public programs that read the publisher's HoYoWiki API (docs/wire-clients/), each making
 * its own requests against the seeded demo (only the host changed) and reading what it reads, as
 * its language reads it. Every assertion names the program's file and line (the notes cite the
 * stored versions read). @gonetone/hoyowiki-api, the one that can run here, runs itself in
 * tests/contract/hoyowiki-client-*.test.ts.
 */

const SEED_TIMEOUT = 240_000;
/** The publisher's menu ids the demo's catalogue declares (server/seed/demo/catalog.ts WIKI_MENUS). */
const MENUS = { character: 2, weapon: 4, artifact: 5, enemy: 7, material: 9, npc: 10, book: 12, tutorial: 14, animal: 15 };

type Item = Record<string, any>;
type EntryComponentInput = NonNullable<EntryDocInput['modules']>[number]['components'][number];

describe.each(dialects)('programs written for the publisher’s HoYoWiki API, against the demo on %s', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedIfEmpty(server.db, server.storage);
  }, SEED_TIMEOUT);
  afterAll(() => server.close());

  const ok = (answer: Answer, label: string) => {
    expect(answer.status, label).toBe(200);
    expect(answer.body.retcode, `${label}: ${answer.body.message}`).toBe(0);
    return answer.body.data;
  };

  describe('genshin.py (thesadru/genshin.py)', () => {
    // Transport: game-less path (routes.py:198), x-rpc-language en-us (wiki.py:28, base.py:76), POST with a JSON body (base.py:368, 376).
    const headers = { 'x-rpc-language': 'en-us', 'user-agent': 'genshin.py' };
    const previews = async (menuId: number) => {
      // wiki.py:79: one request, page_size 1000, menu_id a number, no paging.
      const answer = await call(server, '/hoyowiki/wapi/get_entry_page_list', {
        headers,
        json: { filters: [], menu_id: menuId, page_num: 1, page_size: 1000, use_es: true },
      });
      expectJsonType(answer, `menu ${menuId}`); // managers.py:157
      return ok(answer, `menu ${menuId}`) as { list: Item[]; total: string };
    };

    /** BaseWikiPreview's model_validator (models:39-52): filter_values flattened by the key's part after `_`, display_field copied in. */
    const flatten = (item: Item): Item => {
      const out: Item = { ...item };
      for (const [key, value] of Object.entries(item.filter_values as Record<string, { values: string[] }>)) {
        const field = key.split('_', 2)[1];
        expect(field, `filter key ${key} (models:42 key.split("_", 1)[1])`).toBeTruthy();
        out[key.slice(key.indexOf('_') + 1)] = value.values[0];
      }
      return { ...out, ...(item.display_field as Item) }; // models:51
    };

    it('lists every entry of each menu in one page of 1,000, every item with the fields its preview model requires', async () => {
      for (const [menuId, required] of [
        [MENUS.character, ['rarity', 'weapon']], // CharacterPreview models:55-72
        [MENUS.weapon, ['property', 'rarity', 'type']], // WeaponPreview models:75-90
        [
          MENUS.artifact,
          [
            'circlet_of_logos_icon_url',
            'flower_of_life_icon_url',
            'goblet_of_eonothem_icon_url',
            'plume_of_death_icon_url',
            'sands_of_eon_icon_url',
            'single_set_effect',
            'two_set_effect',
            'four_set_effect',
          ],
        ], // ArtifactPreview models:93-114
        [MENUS.enemy, ['drop_materials']], // EnemyPreview models:117-124
      ] as const) {
        const page = await previews(menuId);
        // The client never asks page 2 (wiki.py:79): the one page is the whole menu.
        expect(page.list.length, `menu ${menuId}`).toBe(Number(page.total));
        expect(page.list.length, `menu ${menuId}`).toBeGreaterThan(0);
        for (const item of page.list) {
          // wiki.py:85: i["icon_url"] must exist; falsy ones are dropped.
          expect(item.icon_url, `menu ${menuId} ${item.name}`).toMatch(/^https?:\/\//);
          expect(Number(item.entry_page_id), 'models:32-52 id: int').toBeGreaterThan(0);
          const preview = flatten(item);
          for (const field of required) expect(preview[field], `menu ${menuId} ${item.name}: ${field}`).toBeDefined();
          if (menuId === MENUS.character) expect(numeralValue(preview.rarity as string), 'models:66-72 rarity').toBeGreaterThanOrEqual(4);
          if (menuId === MENUS.enemy) expect(Array.isArray(JSON.parse(preview.drop_materials as string)), 'models:124').toBe(true);
        }
      }
    });

    /** WikiPage (models:135-169): what the client reads of a page, by its rules. */
    const readWikiPage = (page: Item, label: string) => {
      expect(Number(page.id), `${label}: id`).toBeGreaterThan(0);
      // models:22-29, 139: page_type is an IntEnum of 0, 2, 4, 5, 7 only.
      expect([0, 2, 4, 5, 7], `${label}: menu_id ${page.menu_id}`).toContain(Number(page.menu_id));
      for (const key of ['desc', 'header_img_url', 'icon_url']) expect(page[key], `${label}: ${key}`).toBeTypeOf('string');
      const ids = new Set<string>();
      for (const module of page.modules as Item[]) {
        expect(module.name, label).toBeTypeOf('string');
        // models:166: the module's value is its last component's data (popitem): a module without one is a KeyError.
        expect(module.components.length, `${label}: module ${module.name}`).toBeGreaterThan(0);
        for (const component of module.components as Item[]) {
          ids.add(component.component_id as string);
          // models:156-158: data is JSON text (null and '' read as {}).
          expect(() => JSON.parse((component.data as string) || '{}'), `${label}: ${component.component_id}`).not.toThrow();
        }
      }
      // models:162-164: a reliquary_set_effect is moved into the page's baseInfo, which must exist.
      if (ids.has('reliquary_set_effect')) expect(ids.has('baseInfo'), `${label}: baseInfo beside reliquary_set_effect`).toBe(true);
    };

    it('reads the pages of characters, weapons, artifacts and enemies, one by one and in a batch', async () => {
      for (const menuId of [MENUS.character, MENUS.weapon, MENUS.artifact, MENUS.enemy]) {
        const items = (await previews(menuId)).list.slice(0, 3);
        const ids = items.map((item) => Number(item.entry_page_id));
        for (const id of ids) {
          // wiki.py:94: GET entry_page?entry_page_id=int(id); wiki.py:98-99 reads data.page.
          const data = ok(await call(server, '/hoyowiki/wapi/entry_page', { headers, query: { entry_page_id: id } }), `page ${id}`);
          readWikiPage(data.page as Item, `page ${id}`);
          expect(Number(data.page.menu_id)).toBe(menuId);
        }
        // wiki.py:108, 111: POST entry_pages {entry_page_ids: [numbers]} → data.entry_pages, each a WikiPage.
        const batch = ok(await call(server, '/hoyowiki/wapi/entry_pages', { headers, json: { entry_page_ids: ids } }), 'entry_pages');
        expect((batch.entry_pages as Item[]).map((page) => Number(page.id))).toEqual(ids);
        for (const page of batch.entry_pages as Item[]) readWikiPage(page, `batch page ${page.id}`);
      }
    });

    it('gets an error retcode (never retcode 0 without data) for an unknown page', async () => {
      // managers.py:172-178: retcode 0 returns data; any other raises.
      const answer = await call(server, '/hoyowiki/wapi/entry_page', { headers, query: { entry_page_id: 987654321 } });
      expectJsonType(answer, 'unknown page');
      expect(answer.body.retcode).toBe(Retcode.NOT_FOUND);
      expect(answer.body.data).toBeNull();
    });
  });

  describe('HoyoWiki.Net (KaKusaOAO/HoyoWiki.Net, C#)', () => {
    // HoyoWikiClientImpl.cs:29-42: game-less base, Referer, x-rpc-language, a Chrome User-Agent; PostAsJsonAsync bodies.
    const headers = { referer: 'https://wiki.hoyolab.com', 'x-rpc-language': 'en-us' };
    const list = (body: Item) =>
      call(server, '/hoyowiki/wapi/get_entry_page_list', { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' }, json: body });

    it('is created: the filters of characters, weapons and artifacts parse with int.Parse, groups where it reads them', async () => {
      // CreateAsync → SetLanguageAsync → UpdateFilterIdsAsync for menus 2, 4, 5 (HoyoWikiClientImpl.cs:59-61; IPageFilter.cs:13-15).
      const groupsOf = async (menuId: number) => {
        const data = ok(await call(server, '/hoyowiki/wapi/get_menu_filters', { headers, query: { menu_id: menuId } }), `filters ${menuId}`);
        for (const group of data.filters as Item[])
          for (const value of group.values as Item[]) {
            // CharacterFilters.cs:110-113: int.Parse(value.id), FormatException otherwise.
            expectDigitsText(value.id, `menu ${menuId} ${group.key} ${value.value}`);
            expect(value.value).toBeTypeOf('string'); // MenuFiltersData.cs:7-31
          }
        return (data.filters as Item[]).map((group) => group.key as string);
      };
      // Groups by position: characters 0 element, 1 region, 2 quality, 4 weapon type (CharacterFilters.cs:57-63).
      const characters = await groupsOf(MENUS.character);
      expect([characters[0], characters[1], characters[2], characters[4]]).toEqual([
        'character_vision',
        'character_region',
        'character_rarity',
        'character_weapon',
      ]);
      // Weapons 0 secondary stat, 1 type, 2 quality (WeaponFilters.cs:49-54).
      expect(await groupsOf(MENUS.weapon)).toEqual(['weapon_property', 'weapon_type', 'weapon_rarity']);
      // Artifacts: fewer groups than it expects are tolerated (GetOrDefault).
      expect(Array.isArray(await groupsOf(MENUS.artifact))).toBe(true);
    });

    it('pages a filtered list until an empty page, with the total as text, and counts with a page of 0', async () => {
      const filters = ok(await call(server, '/hoyowiki/wapi/get_menu_filters', { headers, query: { menu_id: MENUS.character } }), 'filters');
      const pyro = (filters.filters as Item[])[0]!.values[0].id as string;
      // EntryRequest.cs:7-20: filters text ids, menu_id text, page_num, page_size 30, use_es.
      const body = (page: number, size = 30) => ({ filters: [pyro], menu_id: String(MENUS.character), page_num: page, page_size: size, use_es: true });
      // BaseEntryPageClient.cs:54-63: page_num 1, page_size 0, then int.Parse(data.total).
      const total = ok(await list(body(1, 0)), 'total');
      expectDigitsText(total.total, 'BaseListDataModel.cs:7-14 total');
      const seen: string[] = [];
      // BaseEntryPageClient.cs:30-52: page 1, 2, ... until the first empty list.
      for (let page = 1; page < 20; page += 1) {
        const data = ok(await list(body(page)), `page ${page}`);
        expectDigitsText(data.total, `page ${page} total`);
        expect(data.total).toBe(total.total);
        if ((data.list as Item[]).length === 0) break;
        for (const item of data.list as Item[]) {
          expectDigitsText(item.entry_page_id, 'BaseListModel.cs:9-16 entry_page_id: string');
          for (const key of ['name', 'icon_url']) expect(item[key]).toBeTypeOf('string');
          // CharacterFilterValues.cs:8-21: character_vision {values: string[]}.
          expect(item.filter_values.character_vision.values).toEqual([(filters.filters as Item[])[0]!.values[0].value]);
          seen.push(item.entry_page_id as string);
        }
      }
      expect(seen.length).toBe(Number(total.total));
      expect(seen.length).toBeGreaterThan(0);
    });

    it('reads a page with every id as text and refuses an unknown one with retcode 404', async () => {
      const [item] = ok(await list({ menu_id: String(MENUS.character), page_num: 1, page_size: 1 }), 'list').list as Item[];
      // EntryClient.cs:18-24; AbstractPage.cs:8-42: id, name, desc, icon_url, header_img_url, menu_id, menu_name, version strings; langs string[].
      const page = ok(await call(server, '/hoyowiki/wapi/entry_page', { headers, query: { entry_page_id: item!.entry_page_id } }), 'page').page as Item;
      for (const key of ['id', 'name', 'desc', 'icon_url', 'header_img_url', 'menu_id', 'menu_name', 'version']) expect(page[key], key).toBeTypeOf('string');
      expect(page.langs.every((lang: unknown) => typeof lang === 'string')).toBe(true);
      const unknown = await call(server, '/hoyowiki/wapi/entry_page', { headers, query: { entry_page_id: 987654321 } });
      expect(unknown.body.retcode).toBe(404); // EntryClient.cs:21
    });

    it('searches by keyword alone and reads entry_page_id as text', async () => {
      const [item] = ok(await list({ menu_id: String(MENUS.weapon), page_num: 1, page_size: 1 }), 'list').list as Item[];
      // SearchClient.cs:20-24: only keyword; SearchListData.cs:8-9 list[] of BaseListModel.
      const data = ok(await call(server, '/hoyowiki/wapi/search', { headers, query: { keyword: item!.name as string } }), 'search');
      expect((data.list as Item[]).length).toBeGreaterThan(0);
      for (const hit of data.list as Item[]) expectDigitsText(hit.entry_page_id, 'BaseListModel.cs:9');
      expect((data.list as Item[]).map((hit) => hit.name)).toContain(item!.name);
    });
  });

  describe('HoYoWiki.py (Lapis256/HoYoWiki.py)', () => {
    // http.py:20-39: the static host's game-less path, only x-rpc-language; query as params, body as JSON.
    const headers = { 'x-rpc-language': 'zh-cn' };

    it('parses get_menus recursively into Menu(id, name, style, has_page) and gets the filters of every menu with a page', async () => {
      const data = ok(await call(server, '/hoyowiki/wapi/get_menus', { headers }), 'get_menus');
      const withPage: Item[] = [];
      // menu.py:14-21: pop("sub_menus"), then Menu(**menu) taking exactly id, name, style, has_page (menu.py:26-27).
      const parse = (menus: Item[]) => {
        for (const menu of menus) {
          expectExactKeys(menu, ['id', 'name', 'style', 'has_page', 'sub_menus'], `menu ${menu.name}`);
          expect(menu.id).toBeTypeOf('string'); // types/menu.py:6-11
          expect(menu.has_page).toBeTypeOf('boolean');
          if (menu.has_page) withPage.push(menu);
          parse(menu.sub_menus as Item[]);
        }
      };
      parse(data.menus as Item[]);
      expect(withPage.map((menu) => Number(menu.id)).sort((a, b) => a - b)).toEqual(Object.values(MENUS).sort((a, b) => a - b));
      for (const menu of withPage) {
        // menu.py:39-43: get_menu_filters?menu_id=<id as received>; Filter(**filter) exactly key, text, values; FilterValue(**value) exactly id, value.
        const filters = ok(await call(server, '/hoyowiki/wapi/get_menu_filters', { headers, query: { menu_id: menu.id as string } }), `filters ${menu.id}`);
        for (const filter of filters.filters as Item[]) {
          expectExactKeys(filter, ['key', 'text', 'values'], 'filter.py:18');
          for (const value of filter.values as Item[]) expectExactKeys(value, ['id', 'value'], 'filter.py:32');
        }
      }
    });

    it('builds EntryPage(**item) from list items with exactly the publisher’s keys, and counts with page_num 0', async () => {
      const filters = ok(await call(server, '/hoyowiki/wapi/get_menu_filters', { headers, query: { menu_id: '4' } }), 'filters');
      const sword = (filters.filters as Item[]).find((filter) => filter.key === 'weapon_type')!.values[0].id as string;
      // http.py:76-87: menu_id as received (text), filters the FilterValue ids, page_num default 1, page_size default 1, use_es.
      const page = ok(
        await call(server, '/hoyowiki/wapi/get_entry_page_list', {
          headers,
          json: { menu_id: '4', filters: [sword], page_num: 1, page_size: 1, use_es: true },
        }),
        'list',
      );
      expect((page.list as Item[]).length).toBe(1);
      // entry_page.py:16, 22-30: exactly display_field, entry_page_id, filter_values, icon_url, name.
      for (const item of page.list as Item[]) {
        expectExactKeys(item, ['display_field', 'entry_page_id', 'filter_values', 'icon_url', 'name'], 'entry_page.py:22-30');
        expect(item.display_field).toBeTypeOf('object');
      }
      // menu.py:76-83: page_num 0, page_size 0, language forced to en-us, then int(data["total"]).
      const total = ok(
        await call(server, '/hoyowiki/wapi/get_entry_page_list', {
          headers: { 'x-rpc-language': 'en-us' },
          json: { menu_id: '4', filters: [sword], page_num: 0, page_size: 0, use_es: true },
        }),
        'total',
      );
      expect(total.list).toEqual([]);
      expect(Number.parseInt(total.total as string, 10)).toBeGreaterThan(0);
      expect(total.total).toBe(page.total);
    });

    it('gets a page by text id, PageNotExist as retcode 404, and a batch by text ids', async () => {
      const [item] = ok(await call(server, '/hoyowiki/wapi/get_entry_page_list', { headers, json: { menu_id: '2', page_size: 2 } }), 'list').list as Item[];
      // http.py:90-93: data returned as is: {page: {...}}.
      const data = ok(await call(server, '/hoyowiki/wapi/entry_page', { headers, query: { entry_page_id: item!.entry_page_id } }), 'page');
      expect(data.page.id).toBe(item!.entry_page_id);
      // http.py:47-48: retcode 404 or -1 → PageNotExist.
      expect((await call(server, '/hoyowiki/wapi/entry_page', { headers, query: { entry_page_id: '987654321' } })).body.retcode).toBe(404);
      const batch = ok(await call(server, '/hoyowiki/wapi/entry_pages', { headers, json: { entry_page_ids: [item!.entry_page_id] } }), 'batch');
      expect((batch.entry_pages as Item[]).map((page) => page.id)).toEqual([item!.entry_page_id]);
    });
  });

  describe('giwh (fhluo/giwh, Go)', () => {
    // request.go:24-25, 61, 72: referer, x-rpc-language; POST with application/json; Go's User-Agent.
    const headers = { referer: 'https://wiki.hoyolab.com/', 'x-rpc-language': 'en-us', 'user-agent': 'Go-http-client/1.1' };

    it('finds the leaf menus with a page through sub_menus, every id digits in a string', async () => {
      const data = ok(await call(server, '/hoyowiki/wapi/get_menus', { headers }), 'get_menus');
      const leaves: Item[] = [];
      // menu.go:8-14 (`id int ,string`), 20-30 (LeafMenus walks sub_menus only); wiki.go:41-56.
      for (const top of data.menus as Item[]) {
        expectDigitsText(top.id, `menu ${top.name}`);
        const walk = (menus: Item[]) => {
          for (const menu of menus) {
            expectDigitsText(menu.id, `menu ${menu.name}`);
            if ((menu.sub_menus as Item[]).length === 0) leaves.push(menu);
            walk(menu.sub_menus as Item[]);
          }
        };
        walk(top.sub_menus as Item[]);
      }
      // gen menus:21-30 keeps leaves with has_page.
      expect(
        leaves
          .filter((menu) => menu.has_page)
          .map((menu) => Number(menu.id))
          .sort((a, b) => a - b),
      ).toEqual(Object.values(MENUS).sort((a, b) => a - b));
    });

    it('pages entries 30 at a time by digit-string menu and filters, stopping at an empty list or the total', async () => {
      // types.go:82-95: every values[].id `int ,string`.
      const filters = ok(await call(server, '/hoyowiki/wapi/get_menu_filters', { headers, query: { menu_id: '2' } }), 'filters');
      for (const filter of filters.filters as Item[]) for (const value of filter.values as Item[]) expectDigitsText(value.id, 'types.go:90');
      const bow = (filters.filters as Item[]).find((filter) => filter.key === 'character_weapon')!.values.at(-1).id as string;
      const gathered: string[] = [];
      let total = 0;
      // wiki.go:73-98: page 1, 2, ...; stop at an empty list (:84) or when gathered reaches total (:90).
      for (let pageNum = 1; pageNum < 20; pageNum += 1) {
        const data = ok(
          await call(server, '/hoyowiki/wapi/get_entry_page_list', {
            headers,
            json: { filters: [bow], menu_id: '2', page_num: pageNum, page_size: 30, use_es: true },
          }),
          `page ${pageNum}`,
        );
        expectDigitsText(data.total, 'types.go:40-51 total');
        total = Number(data.total);
        if ((data.list as Item[]).length === 0) break;
        for (const entry of data.list as Item[]) {
          expectDigitsText(entry.entry_page_id, 'types.go:45 entry_page_id');
          gathered.push(entry.entry_page_id as string);
        }
        if (total > 0 && gathered.length >= total) break;
      }
      expect(gathered.length).toBe(total);
      expect(new Set(gathered).size).toBe(total);
      expect(total).toBeGreaterThan(0);
      // The earlier client (pkg/api/entry.go:123) pages by total alone: the pages total covers hold exactly total entries.
      const lastPage = Math.ceil(total / 30);
      const beyond = ok(
        await call(server, '/hoyowiki/wapi/get_entry_page_list', { headers, json: { filters: [bow], menu_id: '2', page_num: lastPage + 1, page_size: 30 } }),
        'past the end',
      );
      expect(beyond).toEqual({ list: [], total: String(total) });
    });
  });

  describe('HoYoWiki-Scraper-TS (Bronya-Rand/HoYoWiki-Scraper-TS)', () => {
    it('reads a Star Rail character on /hoyowiki/hsr/: Ascend, Eidolons, Story and Voice-Over from their first components', async () => {
      // index.ts:12, 398: /hoyowiki/hsr/wapi/entry_page: the game segment is the publisher's slug.
      const edition = await server.db.selectFrom('editions').select(['id', 'login_required']).where('game', '=', 'hsr').executeTakeFirstOrThrow();
      // The demo's Star Rail edition asks readers to sign in; this program signs in nowhere, so it reads one open to readers.
      await server.db.updateTable('editions').set({ login_required: 0 }).where('id', '=', edition.id).execute();
      try {
        const filter = JSON.stringify(
          [
            ['命途', 'character_paths', '巡猎'],
            ['派系', 'character_factions', '星穹列车'],
            ['星级', 'character_rarity', '五星'],
            ['战斗属性', 'character_combat_type', '量子'],
          ].map(([label, key, option]) => ({ label, key, children: [{ label: option }] })),
        );
        const channel = await server.make.channel(edition.id, { name: 'Characters', ch_ext: chExt({ show_in_catalog: '1', filter }) });
        const list = <T extends ComponentType>(component_id: T, data: Partial<ComponentData<T>>) => ({ component_id, layout: '', data }) as EntryComponentInput;
        const page = await server.make.entryPage(
          edition.id,
          {
            name: 'Dan Heng',
            desc: 'A cold and reserved young man.',
            filter_values: { 命途: ['巡猎'], 派系: ['星穹列车'], 星级: ['五星'], 战斗属性: ['量子'] },
            modules: [
              {
                id: 'ascend',
                name: 'Ascend',
                components: [
                  list('ascension', {
                    list: [
                      {
                        key: 'Lv. 1',
                        combatList: [
                          { key: 'Base HP', values: ['120', '168'] },
                          { key: 'Base ATK', values: ['74', '103'] },
                        ],
                      },
                    ],
                  }),
                ],
              },
              {
                id: 'eidolons',
                name: 'Eidolons',
                components: [list('summaryList', { list: [{ name: 'The Higher You Fly', icon_url: '', desc: 'Increases CRIT Rate.' }] })],
              },
              { id: 'story', name: 'Story', components: [list('story', { list: [{ title: 'Character Details', desc: 'A guard of the Express.' }] })] },
              { id: 'voice', name: 'Voice-Over', components: [list('summaryList', { list: [{ name: 'Greeting', icon_url: '', desc: 'Hello.' }] })] },
            ],
          },
          { menuId: channel.id },
        );
        // index.ts:333-343: fetch with these headers; X-Rpc-Language in upper-case region.
        const answer = await call(server, '/hoyowiki/hsr/wapi/entry_page', {
          query: { entry_page_id: page.contentId },
          headers: { 'accept-language': 'en-US,en;q=0.6', 'x-rpc-language': 'en-US', 'x-rpc-wiki_app': 'hsr' },
        });
        // index.ts:345-358: a non-2xx throws; retcode is never read: data.page.name must be there.
        expect(answer.status).toBe(200);
        const data = answer.body.data.page as Item;
        expect(data.name).toBe('Dan Heng');
        expect(data.menu_name).toBe('Characters'); // index.ts:311, 325-327
        for (const key of ['character_paths', 'character_factions', 'character_rarity', 'character_combat_type'])
          expect(data.filter_values[key].values[0], `index.ts:195-199 ${key}`).toBeTypeOf('string');
        const first = (name: string) => JSON.parse((data.modules as Item[]).find((module) => module.name === name)!.components[0].data as string) as Item;
        // index.ts:217-236: Ascend list[].combatList[] {key, values: [before, after]}.
        expect(first('Ascend').list[0].combatList.map((row: Item) => [row.key, row.values])).toEqual([
          ['Base HP', ['120', '168']],
          ['Base ATK', ['74', '103']],
        ]);
        // index.ts:251-255, 268-272, 285-289: name/title and desc (HTML).
        expect(first('Eidolons').list[0]).toMatchObject({ name: 'The Higher You Fly' });
        expect(first('Eidolons').list[0].desc).toContain('Increases CRIT Rate.');
        expect(first('Story').list[0]).toMatchObject({ title: 'Character Details' });
        expect(first('Voice-Over').list[0]).toMatchObject({ name: 'Greeting' });
      } finally {
        await server.db.updateTable('editions').set({ login_required: edition.login_required }).where('id', '=', edition.id).execute();
      }
    });
  });

  describe('ZenlessAssetScrape (seriaati/ZenlessAssetScrape)', () => {
    it('pages drive discs and W-Engines from another origin, without a cookie, until an empty list', async () => {
      // An Almanac host with a zzz edition declaring the publisher's menus 11 (W-Engines) and 12 (drive discs).
      const edition = await server.make.edition({ name: '绝区零百科', game: 'zzz' });
      const root = await server.make.channel(edition.id, { name: '图鉴', ch_ext: chExt({ show_in_catalog: '1' }) });
      const names: Record<string, string[]> = { '11': [], '12': [] };
      for (const [menuId, title] of [
        ['11', '音擎'],
        ['12', '驱动盘'],
      ] as const) {
        const channel = await server.make.channel(edition.id, {
          name: title,
          parent_id: root.id,
          ch_ext: chExt({ show_in_catalog: '1', wiki_menu_id: menuId }),
        });
        for (let index = 0; index < 55; index += 1) {
          const page = await server.make.entryPage(edition.id, { name: `${title}${index}`, icon_url: `/img/${menuId}-${index}.png` }, { menuId: channel.id });
          await server.make.place(channel.id, page.contentId, { sort: index });
          names[menuId]!.push(`${title}${index}`);
        }
      }
      for (const [menuId, lang] of [
        ['12', 'zh-cn'],
        ['11', 'en-us'],
      ] as const) {
        const got: Item[] = [];
        // hoyowiki.py:9-32: POST /hoyowiki/zzz/wapi/get_entry_page_list, menu_id text, page_size 50, no filters, until data.list is empty.
        for (let pageNum = 1; pageNum < 10; pageNum += 1) {
          const answer = await call(server, '/hoyowiki/zzz/wapi/get_entry_page_list', {
            headers: {
              origin: 'https://wiki.hoyolab.com', // :12
              referer: 'https://wiki.hoyolab.com/', // :13
              'x-rpc-language': lang, // :14
              'x-rpc-wiki_app': 'zzz', // :15
              'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', // :16
            },
            json: { menu_id: menuId, page_num: pageNum, page_size: 50 },
          });
          // :27-30: neither status nor retcode is read: data.list must be there on every page.
          expect(answer.body.data, `${menuId} page ${pageNum}: ${answer.body.message}`).not.toBeNull();
          const list = answer.body.data.list as Item[];
          if (list.length === 0) break;
          got.push(...list);
        }
        expect(got.map((item) => item.name)).toEqual(names[menuId]);
        // :39, 47: icon_url published as is: absolute.
        for (const item of got) expect(item.icon_url).toMatch(/^http:\/\/[^/]+\/img\//);
      }
    });
  });

  describe("GoneTone's wish analyzer (genshin-impact-wish-gacha-analyzer, Dart)", () => {
    const headers = { referer: 'https://wiki.hoyolab.com/', 'x-rpc-language': 'zh-cn', 'x-rpc-wiki_app': 'genshin' };

    it('finds a character by its exact name, then downloads its icon and its gallery pictures', async () => {
      const [character] = ok(await call(server, '/hoyowiki/wapi/get_entry_page_list', { json: { menu_id: 2, page_size: 1 } }), 'list').list as Item[];
      // hoyowiki_fetcher.dart:79-128: GET /hoyowiki/genshin/wapi/search?keyword=<name>, only keyword.
      const search = await call(server, '/hoyowiki/genshin/wapi/search', { headers, query: { keyword: character!.name as string } });
      expect(search.body.retcode).toBe(0); // :99-105 retcode as int
      // :109-124: the first item whose name equals the name searched, menu.sub_menus[0].id 2 or 4, entry_page_id.
      const hit = (search.body.data.list as Item[]).find((item) => item.name === character!.name);
      expect(hit, 'a hit named exactly as searched').toBeDefined();
      expect(Number(hit!.menu.sub_menus[0].id)).toBe(2);
      expect(String(hit!.entry_page_id)).toBe(character!.entry_page_id);
      // :221-257: GET /hoyowiki/genshin/wapi/entry_page?entry_page_id=<id> with X-Rpc-Language only.
      const page = await call(server, '/hoyowiki/genshin/wapi/entry_page', {
        headers: { 'x-rpc-language': 'zh-cn' },
        query: { entry_page_id: hit!.entry_page_id },
      });
      expect(page.body.retcode).toBe(0);
      const downloads = [page.body.data.page.icon_url as string];
      // :169-204: a gallery_character component whose data is JSON text {pic, list: [{id, key, img, imgDesc}]}.
      const gallery = (page.body.data.page.modules as Item[])
        .flatMap((module) => module.components as Item[])
        .find((c) => c.component_id === 'gallery_character');
      expect(gallery, 'a gallery_character component').toBeDefined();
      const data = JSON.parse(gallery!.data as string) as { pic: string; list: Array<{ id: string; key: string; img: string; imgDesc: string }> };
      expect(data.list.length).toBeGreaterThan(0);
      for (const item of data.list) {
        expect(item.id && item.key && item.img, ':187-197 id, key and img').toBeTruthy();
        downloads.push(item.img);
      }
      // :261-275: Uri.parse(url) then GET: the address must be absolute and answer 2xx.
      for (const url of downloads) {
        expect(url).toMatch(/^http:\/\//);
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        await response.arrayBuffer();
      }
    });
  });
});
