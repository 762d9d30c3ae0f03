import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { publishTranslation } from '../translations/publish-translation.ts';
import { rebuildSearchIndex, reindexContent } from './reindex.ts';

type Hit = { entry_page_id: string; name: string; body: string };

const plain = (html: string) => html.replace(/<\/?em>/g, '');

/** One entry, many languages (issue 31): every language's names found, the reader's language first and shown. */
describe.each(dialects)('search in several content languages, on %s', (dialect) => {
  let server: TestServer;
  let appSn: string;
  let game: string;
  let editionId: number;
  const ids: Record<string, number> = {};

  async function entry(key: string, doc: { name: string; aliases?: string[]; desc?: string }, pv = 0) {
    const { contentId } = await server.make.entryPage(editionId, doc);
    if (pv) {
      await server.db.insertInto('content_pv').values({ edition_id: editionId, content_id: contentId, pv }).execute();
      await reindexContent(server.db, contentId);
    }
    ids[key] = contentId;
    return contentId;
  }
  const translate = (key: string, lang: string, doc: { name: string; aliases?: string[]; desc?: string }) =>
    publishTranslation(server.db, { editionId, contentId: ids[key]!, lang, doc, authorId: null });

  async function search(keyword: string, extra: Record<string, string> = {}, init?: RequestInit) {
    const params = new URLSearchParams({ keyword, page_size: '50', ...extra });
    const response = await server.get(`/api/${appSn}/wapi/search?${params}`, init);
    expect(response.status, keyword).toBe(200);
    return ((await response.json()) as { data: { list: Hit[] } }).data.list;
  }
  const found = async (keyword: string, extra?: Record<string, string>) => (await search(keyword, extra)).map((hit) => hit.entry_page_id);
  const idsOf = (...keys: string[]) => keys.map((key) => String(ids[key]));
  const nameOf = async (keyword: string, key: string, extra?: Record<string, string>) =>
    plain((await search(keyword, extra)).find((hit) => hit.entry_page_id === String(ids[key]))?.name ?? '');

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const edition = await server.make.edition();
    ({ app_sn: appSn, id: editionId } = edition);
    game = (await server.db.selectFrom('editions').select('game').where('id', '=', editionId).executeTakeFirstOrThrow()).game;
    await server.db.updateTable('editions').set({ content_langs: 'zh-cn,en-us' }).where('id', '=', editionId).execute();

    await entry('hutao', { name: '胡桃', aliases: ['堂主'], desc: '往生堂第七十七代堂主。' }, 900);
    await entry('zhongli', { name: '钟离', aliases: ['岩王帝君'], desc: '往生堂的客卿。' }, 800);
    // A source name in Latin letters, and a Chinese name whose English one holds it.
    await entry('amber', { name: 'Amber' }, 1000);
    await entry('amberBow', { name: '安柏之弓' }, 1);
    await translate('hutao', 'en-us', { name: 'Hu Tao', aliases: ['Director'], desc: 'The 77th Director of the Wangsheng Funeral Parlor.' });
    await translate('amberBow', 'en-us', { name: 'Amber Bow', desc: 'A bow.' });
  });
  afterAll(() => server.close());

  it("finds an entry by its translation's name and aliases, and still by its source's name and pinyin", async () => {
    expect(await found('Hu Tao')).toEqual(idsOf('hutao'));
    expect(await found('hu t')).toEqual(idsOf('hutao'));
    expect(await found('Director')).toEqual(idsOf('hutao'));
    expect(await found('Funeral')).toEqual(idsOf('hutao'));
    expect(await found('胡桃')).toEqual(idsOf('hutao'));
    expect((await found('hutao'))[0]).toBe(String(ids.hutao));
    expect((await found('堂主'))[0]).toBe(String(ids.hutao));
  });

  it("shows each hit's name and snippet in the reader's language where the entry is translated, else the source's", async () => {
    expect(await nameOf('Hu Tao', 'hutao', { lang: 'en-US' })).toBe('Hu Tao');
    expect(await nameOf('Hu Tao', 'hutao', { lang: 'zh-CN' })).toBe('胡桃');
    expect(await nameOf('胡桃', 'hutao', { lang: 'en-us' })).toBe('Hu Tao');
    // No lang: the edition's source.
    expect(await nameOf('Hu Tao', 'hutao')).toBe('胡桃');
    // Marked in the reader's text.
    const [hit] = await search('Funeral', { lang: 'en-US' });
    expect(hit?.name).toBe('Hu Tao');
    expect(hit?.body).toContain('<em>Funeral</em>');
    // A language the edition lacks reads the source.
    expect(await nameOf('Hu Tao', 'hutao', { lang: 'ja-JP' })).toBe('胡桃');
    // The header the publisher's programs send chooses it too.
    const byHeader = await search('胡桃', {}, { headers: { 'x-rpc-language': 'en-us' } });
    expect(plain(byHeader[0]!.name)).toBe('Hu Tao');
  });

  it('leaves an entry without a translation as it was, in every language', async () => {
    for (const lang of ['en-US', 'zh-CN']) {
      const [hit] = await search('钟离', { lang });
      expect([hit?.entry_page_id, hit?.name, hit?.body]).toEqual([String(ids.zhongli), '<em>钟离</em>', '']);
      expect(await found('往生堂', { lang })).toEqual(idsOf('hutao', 'zhongli'));
    }
    expect((await found('zhongli', { lang: 'en-US' }))[0]).toBe(String(ids.zhongli));
  });

  it('shows the traditional view converted from the source to a zh-TW reader where the edition offers it', async () => {
    await server.db.updateTable('editions').set({ content_langs: 'zh-cn,en-us,zh-tw' }).where('id', '=', editionId).execute();
    try {
      const [hit] = await search('往生堂的客卿', { lang: 'zh-TW' });
      expect([hit?.entry_page_id, plain(hit!.name), plain(hit!.body)]).toEqual([String(ids.zhongli), '鍾離', '往生堂的客卿。']);
      expect(await nameOf('钟离', 'zhongli', { lang: 'zh-HK' })).toBe('鍾離');
      expect(await nameOf('钟离', 'zhongli', { lang: 'zh-CN' })).toBe('钟离');
    } finally {
      await server.db.updateTable('editions').set({ content_langs: 'zh-cn,en-us' }).where('id', '=', editionId).execute();
    }
  });

  it("ranks matches in the reader's language first", async () => {
    // An English reader: the entry named Amber Bow in English before the one named Amber in the source (more viewed, exact).
    expect(await found('amber', { lang: 'en-US' })).toEqual(idsOf('amberBow', 'amber'));
    // The source's reader: the source's exact name first.
    expect(await found('amber', { lang: 'zh-CN' })).toEqual(idsOf('amber', 'amberBow'));
    expect(await found('amber')).toEqual(idsOf('amber', 'amberBow'));
  });

  it('answers in the language asked on the publisher mount', async () => {
    const answer = (await (
      await server.get(`/hoyowiki/${game}/wapi/search?keyword=${encodeURIComponent('胡桃')}`, { headers: { 'x-rpc-language': 'en-us' } })
    ).json()) as {
      data: { list: Array<{ entry_page_id: string; name: string; desc: string }> };
    };
    expect(answer.data.list.map((hit) => [hit.entry_page_id, hit.name])).toEqual([[String(ids.hutao), 'Hu Tao']]);
    const source = (await (await server.get(`/hoyowiki/${game}/wapi/search?keyword=Director&lang=zh-cn`)).json()) as {
      data: { list: Array<{ name: string }> };
    };
    expect(source.data.list.map((hit) => hit.name)).toEqual(['胡桃']);
  });

  it("suggests a translation's names", async () => {
    const response = await server.get(`/api/${appSn}/wapi/search_suggestion?keyword=${encodeURIComponent('Hu')}`);
    expect(((await response.json()) as { data: { word_list: string[] } }).data.word_list).toContain('Hu Tao');
  });

  it("indexes a translation's newest version only, and keeps translations through a rebuild", async () => {
    await translate('amberBow', 'en-us', { name: 'Amber Longbow' });
    expect(await found('Longbow')).toEqual(idsOf('amberBow'));
    expect(await found('Amber Bow')).toEqual([]);
    expect(await nameOf('amber', 'amberBow', { lang: 'en-US' })).toBe('Amber Longbow');
    await rebuildSearchIndex(server.db);
    expect(await found('Hu Tao')).toEqual(idsOf('hutao'));
    expect(await found('Longbow')).toEqual(idsOf('amberBow'));
    expect(await found('amber', { lang: 'en-US' })).toEqual(idsOf('amberBow', 'amber'));
  });
});
