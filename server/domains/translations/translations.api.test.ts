import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntryPageWire } from '../../../shared/contract/entry-page.ts';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { seedDemo } from '../../seed/demo/seed-demo.ts';
import { postJson } from '../../../tests/support/accounts.ts';

/**
 * One entry in many languages over HTTP (issue 31), on the demo (zh-cn source, the zh-tw view,
 * en-us; seed/demo/translations.ts translates a few characters): the call's language is
 * x-rpc-language or ?lang, on our mount and the publisher's; `langs` lists what the entry has.
 */
describe.each(dialects)('entry pages in several languages on %s', (dialect) => {
  let server: TestServer;
  let translated: number;
  let untranslated: number;

  const page = async (id: number, query = '', init?: RequestInit, mount = '/api/ys_obc/wapi') => {
    const response = await server.get(`${mount}/entry_page?entry_page_id=${id}${query}`, init);
    expect(response.status).toBe(200);
    return { wire: ((await response.json()) as { data: { page: EntryPageWire } }).data.page, response };
  };
  const moduleNamed = (wire: EntryPageWire, name: string) => wire.modules.find((module) => module.name === name);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedDemo(server.db, server.storage);
    const rows = await server.db.selectFrom('entry_translations').select('content_id').where('lang', '=', 'en-us').orderBy('content_id').execute();
    translated = Number(rows[0]!.content_id);
    const other = await server.db
      .selectFrom('entry_pages as p')
      .innerJoin('channels as c', 'c.id', 'p.menu_id')
      .select('p.content_id')
      .where('c.name', '=', '角色')
      .where(
        'p.content_id',
        'not in',
        rows.map((row) => row.content_id),
      )
      .orderBy('p.content_id')
      .executeTakeFirstOrThrow();
    untranslated = Number(other.content_id);
  }, 120_000);
  afterAll(() => server.close());

  it('?lang=en-us lays the English text over the source structure; untranslated modules stay in the source', async () => {
    const { wire: source } = await page(translated);
    const { wire: english } = await page(translated, '&lang=en-us');
    expect(english.name).toMatch(/^[A-Z][a-z]+$/);
    expect(english.name).not.toBe(source.name);
    expect(english.langs).toEqual(['zh-cn', 'zh-tw', 'en-us']);
    expect(source.langs).toEqual(english.langs);
    // One structure: the same modules in the same order, the same pictures and filters.
    expect(english.modules.map((module) => module.id)).toEqual(source.modules.map((module) => module.id));
    expect(english.icon_url).toBe(source.icon_url);
    expect(english.filter_values).toEqual(source.filter_values);
    const basic = moduleNamed(english, 'Basic info')!;
    const facts = JSON.parse(basic.components[0]!.data) as { attr: Array<{ key: string; value: string[] }> };
    expect(facts.attr.map((line) => line.key)).toEqual(expect.arrayContaining(['Name', 'Birthday', 'Element']));
    expect(facts.attr.find((line) => line.key === 'Birthday')!.value[0]).toMatch(/^<p>[A-Z][a-z]+ \d+<\/p>$/);
    const sourceFacts = JSON.parse(moduleNamed(source, '基础信息')!.components[0]!.data) as { image: string };
    expect((facts as unknown as { image: string }).image).toBe(sourceFacts.image);
    // Talents were not translated: the module reads as the source does.
    expect(moduleNamed(english, '天赋')).toEqual(moduleNamed(source, '天赋'));
  });

  it('the publisher mount reads x-rpc-language and says which language it answered in', async () => {
    const { wire, response } = await page(translated, '', { headers: { 'x-rpc-language': 'en-us' } }, '/hoyowiki/genshin/wapi');
    expect(response.headers.get('x-rpc-language')).toBe('en-us');
    expect(response.headers.get('content-language')).toBe('en-US');
    // A shared cache keys the header the answer follows.
    expect(response.headers.get('vary')).toMatch(/x-rpc-language/i);
    expect(moduleNamed(wire, 'Basic info')).toBeDefined();
    const { response: unknown, wire: fallback } = await page(translated, '', { headers: { 'x-rpc-language': 'ja-jp' } }, '/hoyowiki/genshin/wapi');
    // A language the edition lacks answers the source, as the publisher does.
    expect(unknown.headers.get('x-rpc-language')).toBe('zh-cn');
    expect(moduleNamed(fallback, '基础信息')).toBeDefined();
  });

  it("zh-tw reads the traditional view converted from the source, with the edition's terms", async () => {
    const { wire } = await page(untranslated, '&lang=zh-tw');
    const { wire: source } = await page(untranslated);
    expect(wire.langs).toEqual(['zh-cn', 'zh-tw']);
    expect(moduleNamed(wire, '基礎資訊') ?? moduleNamed(wire, '基礎信息')).toBeDefined();
    expect(wire.icon_url).toBe(source.icon_url);
    expect(wire.filter_values).toEqual(source.filter_values);
  });

  it('an entry without an English translation answers its source text in English', async () => {
    const { wire } = await page(untranslated, '&lang=en-US');
    const { wire: source } = await page(untranslated);
    expect(wire.name).toBe(source.name);
    expect(wire.modules).toEqual(source.modules);
    expect(wire.langs).toEqual(['zh-cn', 'zh-tw']);
  });

  it('the batch call answers each page in the asked language', async () => {
    const response = await server.get(`/api/ys_obc/wapi/entry_pages?str_entry_page_ids=${translated},${untranslated}&lang=en-us`);
    const pages = ((await response.json()) as { data: { entry_pages: EntryPageWire[] } }).data.entry_pages;
    expect(pages.map((entry) => entry.langs.includes('en-us'))).toEqual([true, false]);
    expect(pages[0]!.name).toMatch(/^[A-Z]/);
  });

  it('an entry list names each entry in the asked language', async () => {
    const menu = await server.db.selectFrom('entry_pages').select('menu_id').where('content_id', '=', translated).executeTakeFirstOrThrow();
    const list = async (query: string) => {
      const response = await postJson(server, `/api/ys_obc/wapi/get_entry_page_list${query}`, { menu_id: Number(menu.menu_id), page_num: 1, page_size: 100 });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { list: Array<{ entry_page_id: string; name: string }> } }).data.list;
    };
    const [source, english, traditional] = await Promise.all([list(''), list('?lang=en-us'), list('?lang=zh-tw')]);
    const nameOf = (items: typeof source, id: number) => items.find((item) => item.entry_page_id === String(id))?.name;
    expect(nameOf(english, translated)).toMatch(/^[A-Z][a-z]+$/);
    expect(nameOf(source, translated)).not.toBe(nameOf(english, translated));
    expect(english.filter((item) => item.name === nameOf(source, Number(item.entry_page_id))).length).toBeGreaterThan(0);
    expect(traditional.map((item) => item.entry_page_id)).toEqual(source.map((item) => item.entry_page_id));
  });

  it('an edition with one content language answers as before, whatever is asked', async () => {
    const edition = await server.db.selectFrom('editions').select(['id', 'app_sn']).where('app_sn', '!=', 'ys_obc').orderBy('id').executeTakeFirstOrThrow();
    const row = await server.db.selectFrom('entry_pages').select('content_id').where('edition_id', '=', edition.id).executeTakeFirst();
    if (!row) return;
    const { wire } = await page(Number(row.content_id), '&lang=en-us', undefined, `/api/${edition.app_sn}/wapi`);
    expect(wire.langs).toHaveLength(1);
  });
});
