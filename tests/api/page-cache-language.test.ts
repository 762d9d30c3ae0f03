import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { eventually, pageBuildDir, rawGet, type RawAnswer } from './page-cache-harness.ts';

/**
 * The page cache and the reader's language (#17): the language comes from ?lang, else the
 * almanac_lang cookie, else the edition's default, and a page stored for one language is never
 * sent to a reader of another. Over HTTP, with the React Router build, on each database.
 */
describe.each(dialects)("page cache and the reader's language on %s", (dialect) => {
  let server: TestServer;
  let base: string;
  let englishBase: string;

  beforeAll(async () => {
    server = await startTestServer(dialect, { buildDir: pageBuildDir() });
    base = (await server.make.edition({ name: '语言百科' })).base_path;
    englishBase = (await server.make.edition({ name: 'English wiki', default_lang: 'en-US' })).base_path;
  }, 300_000);
  afterAll(() => server?.close());

  const ZH = 'almanac_lang=zh-CN';
  const EN = 'almanac_lang=en-US';
  const get = (target: string, cookie?: string) => rawGet(server, target, cookie ? { cookie } : {});
  const state = (answer: RawAnswer) => answer.headers['x-page-cache'];
  const htmlLang = (answer: RawAnswer) => /<html lang="([^"]+)"/.exec(answer.text)?.[1];
  /** Reads until the page is a hit, so the next reads meet a stored page. */
  const warm = (target: string, cookie?: string) =>
    eventually(
      () => get(target, cookie),
      (answer) => state(answer) === 'hit',
    );

  it('never sends a page stored for a zh-CN reader to an en-US reader, nor the other way round', async () => {
    const page = `${base}search`;
    const chinese = await warm(page);
    expect(state(chinese)).toBe('hit');
    expect(htmlLang(chinese)).toBe('zh-CN');

    // The same URL with the language cookie: a page of its own, rendered in English.
    const english = await get(page, EN);
    expect(state(english)).toBe('miss');
    expect(htmlLang(english)).toBe('en-US');
    const englishAgain = await warm(page, EN);
    expect(htmlLang(englishAgain)).toBe('en-US');
    expect(englishAgain.text).not.toBe(chinese.text);

    // Both stay stored side by side; other cookies beside the language's change nothing.
    const chineseAgain = await get(page);
    expect([state(chineseAgain), htmlLang(chineseAgain)]).toEqual(['hit', 'zh-CN']);
    const withOthers = await get(page, `theme=dark; ${EN}; x=1`);
    expect([state(withOthers), htmlLang(withOthers)]).toEqual(['hit', 'en-US']);
    // A cookie naming the edition's default language reads as it, its own stored page.
    const explicitChinese = await warm(page, ZH);
    expect(htmlLang(explicitChinese)).toBe('zh-CN');
  });

  it('says so to shared caches: Vary: Cookie, unless ?lang picks the language', async () => {
    const page = `${base}search`;
    expect((await get(page)).headers.vary).toBe('Accept-Encoding, Cookie');
    expect((await get(page, EN)).headers.vary).toBe('Accept-Encoding, Cookie');
    const explicit = await get(`${page}?lang=en-US`, ZH);
    expect(explicit.headers.vary).toBe('Accept-Encoding');
    expect(htmlLang(explicit)).toBe('en-US');
  });

  it('lets ?lang win over the cookie, and the cookie over the edition default', async () => {
    const page = `${base}search?lang=en-US`;
    // ?lang decides whatever the cookie says: one stored page serves readers of either cookie.
    await warm(page, ZH);
    const other = await get(page, EN);
    expect([state(other), htmlLang(other)]).toEqual(['hit', 'en-US']);

    const english = `${englishBase}search`;
    expect(htmlLang(await get(english))).toBe('en-US');
    const chinese = await get(english, ZH);
    expect(htmlLang(chinese)).toBe('zh-CN');
    expect(chinese.text).toContain('搜索');
    expect(htmlLang(await get(`${english}?lang=zh-CN`, EN))).toBe('zh-CN');
    // Nonsense in either place reads as none.
    expect(htmlLang(await get(`${english}?lang=xx`, 'almanac_lang=toString'))).toBe('en-US');
  });

  it("keys the client navigation's data requests by the cookie too", async () => {
    const data = `${base}search.data?_routes=root`;
    const chinese = await warm(data);
    expect(chinese.text).toContain('"zh-CN"');
    const english = await get(data, EN);
    expect(state(english)).toBe('miss');
    expect(english.text).toContain('"en-US"');
    expect(english.text).not.toContain('"zh-CN"');
  });
});
