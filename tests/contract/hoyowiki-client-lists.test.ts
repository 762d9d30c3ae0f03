import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chExtValue, parseChExt } from '../../shared/channel-ext.ts';
import { seedIfEmpty } from '../../server/seed/seed.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The public HoYoWiki client (@gonetone/hoyowiki-api) lists the demo wiki, as a program written
 * for the publisher's API would: its own axios instance and default path (`/hoyowiki/wapi`, no
 * game segment, `x-rpc-language: en-us`), only the host changed. Its list calls name the
 * publisher's menu ids (2 characters, 4 weapons, ...), which the demo's catalogue channels declare
 * (ch_ext wiki_menu_id); the figures it reads are checked against the database.
 */

// The client is published as CommonJS only (its exports field has no import condition).
const client = createRequire(import.meta.url)('@gonetone/hoyowiki-api') as typeof import('@gonetone/hoyowiki-api');
const { axiosInstance, Character, CharacterFilters, Weapon, Artifact, Enemy, Material, Npc, Book, Animal, Search, Entry, HoYoWikiAPIError } = client;
type ClientError = InstanceType<typeof HoYoWikiAPIError>;

const SEED_TIMEOUT = 240_000;

describe.each(dialects)('the public HoYoWiki client lists the demo wiki on %s', (dialect) => {
  let server: TestServer;
  const defaultBaseUrl = axiosInstance.defaults.baseURL;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedIfEmpty(server.db, server.storage);
    axiosInstance.defaults.baseURL = `${server.url}${new URL(defaultBaseUrl ?? '').pathname}`;
  }, SEED_TIMEOUT);
  afterAll(async () => {
    axiosInstance.defaults.baseURL = defaultBaseUrl;
    await server.close();
  });

  /** The demo edition's channel declaring a publisher menu id, and its entry pages (on it, else below it) with their filter values, in the list's order. */
  async function menuEntries(menuId: string) {
    const edition = await server.db.selectFrom('editions').select('id').where('app_sn', '=', 'ys_obc').executeTakeFirstOrThrow();
    const channels = await server.db
      .selectFrom('channels')
      .select(['id', 'parent_id', 'ch_ext'])
      .where('edition_id', '=', edition.id)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const menu = channels.find((row) => chExtValue(parseChExt(row.ch_ext), 'wiki_menu_id') === menuId);
    if (!menu) throw new Error(`no channel declares menu ${menuId}`);
    // In the list's order: channel by channel (the menu's, else its sub-channels'), then by placement order.
    const placements = async (ids: number[]) => {
      const rows = await server.db
        .selectFrom('channel_contents')
        .select(['channel_id', 'content_id', 'ext', 'sort', 'id'])
        .where('channel_id', 'in', ids)
        .execute();
      return rows.sort((a, b) => ids.indexOf(Number(a.channel_id)) - ids.indexOf(Number(b.channel_id)) || a.sort - b.sort || Number(a.id) - Number(b.id));
    };
    let rows = await placements([menu.id]);
    if (rows.length === 0) rows = await placements(channels.filter((row) => row.parent_id === menu.id).map((row) => row.id));
    // Entry pages only, as the publisher's get_entry_page_list lists.
    const pages = new Set(
      (await server.db.selectFrom('entry_pages').select('content_id').where('edition_id', '=', edition.id).execute()).map((row) => Number(row.content_id)),
    );
    rows = rows.filter((row) => pages.has(Number(row.content_id)));
    const byContent = new Map<number, string[]>();
    for (const row of rows)
      if (!byContent.has(Number(row.content_id))) byContent.set(Number(row.content_id), (JSON.parse(row.ext) as { filter: { value: string[] } }).filter.value);
    return byContent;
  }

  async function rejection(promise: Promise<unknown>): Promise<ClientError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(HoYoWikiAPIError);
    return error as ClientError;
  }

  it('pages the characters (menu 2) as the publisher does, 30 at a time with the total as text', async () => {
    const expected = await menuEntries('2');
    const first = await new Character().get();
    expect(first.total).toBe(String(expected.size));
    expect(first.list).toHaveLength(Math.min(30, expected.size));
    for (const item of first.list) {
      expect(typeof item.entry_page_id).toBe('string');
      expect(expected.has(Number(item.entry_page_id))).toBe(true);
      expect(item.name).not.toBe('');
      // Absolute, on the host asked (the publisher's programs download or republish it as it is).
      expect(item.icon_url.startsWith(`${server.url}/img/`)).toBe(true);
    }
    // getList follows the pages until one is empty; getTotal asks for a page of 0.
    const all = await new Character().getList();
    expect(new Set(all.map((item) => Number(item.entry_page_id)))).toEqual(new Set(expected.keys()));
    expect(all).toHaveLength(expected.size);
    expect(await new Character().getTotal()).toBe(expected.size);
  });

  it("filters the characters by the ids its menu filters give (get_menu_filters, then the list's filters)", async () => {
    await CharacterFilters.setFilterIds();
    // Filter value ids are numbers in text, as the publisher's (the client's defaults are its numbers: '737').
    expect(CharacterFilters.ElementalType.Pyro).toMatch(/^\d+$/);
    expect(CharacterFilters.ElementalType.Pyro).not.toBe('737');
    const chosen = CharacterFilters.ElementalType.Pyro;
    const expected = [...(await menuEntries('2')).entries()].filter(([, values]) => values.includes('元素/火')).map(([id]) => id);
    expect(expected.length).toBeGreaterThan(0);
    const fire = await new Character().getList(chosen);
    expect(fire.map((item) => Number(item.entry_page_id)).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    // Keyed as the client's typings say (character_vision), from the group key the demo declares.
    for (const item of fire) expect(item.filter_values.character_vision?.values).toContain('火');
    expect(await new Character().getTotal(chosen)).toBe(expected.length);
  });

  it('lists weapons, artifacts, enemies and materials by their menu ids', async () => {
    for (const [menuId, list] of [
      ['4', new Weapon()],
      ['5', new Artifact()],
      ['7', new Enemy()],
      ['9', new Material()],
    ] as const) {
      const expected = await menuEntries(menuId);
      expect(expected.size, menuId).toBeGreaterThan(0);
      expect(await list.getTotal(), menuId).toBe(expected.size);
      const page = await list.get({ pageNum: 1, pageSize: 5 });
      expect(
        page.list.map((item) => Number(item.entry_page_id)),
        menuId,
      ).toEqual([...expected.keys()].slice(0, 5));
    }
  });

  it('sets its language: the filters of every menu it loads (2, 4, 5, 7, 9, 10, 15, 14) answer', async () => {
    // Language is a const enum (no value at run time): its zh-cn member.
    await client.setLanguage('zh-cn' as Parameters<typeof client.setLanguage>[0]);
    expect(axiosInstance.defaults.headers.common['x-rpc-language']).toBe('zh-cn');
    expect(CharacterFilters.ElementalType.Pyro).toMatch(/^\d+$/);
    for (const list of [new Npc(), new Book(), new Animal()]) expect((await list.get()).list).toBeInstanceOf(Array);
  });

  it('searches entries by name', async () => {
    const [id] = [...(await menuEntries('2')).keys()];
    const entry = await server.db.selectFrom('contents').select('title').where('id', '=', id!).executeTakeFirstOrThrow();
    const hits = await new Search().get(entry.title);
    expect(hits.length).toBeGreaterThan(0);
    // The name as it is (no <em> marks): a program compares it with the name it searched.
    expect(hits.map((hit) => hit.name)).toContain(entry.title);
    for (const hit of hits) expect(typeof hit.entry_page_id).toBe('string');
  });

  it("raises the client's own 404 error for an unknown entry id", async () => {
    const error = await rejection(new Entry().get(987_654_321));
    expect(error.code).toBe(404);
    expect(error.message).toBe('Entry ID "987654321" is invalid.');
    expect(error.name).toBe('HoYoWikiAPIError[404]');
  });
});
