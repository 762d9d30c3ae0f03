import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { pageBuildDir, rawGet } from '../../../tests/api/page-cache-harness.ts';
import { readHead } from '../seo/seo-support.ts';
import { seedDemo } from '../../seed/demo/seed-demo.ts';

/**
 * Entry pages read in a second language over HTTP with the React Router build (issue 31), on the
 * demo: the English text and its notices, the traditional view, the fallback, hreflang alternates
 * and sitemaps listing the languages an entry really has.
 */
describe.each(dialects)('entry pages in the reader language on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let translated: number[];
  let untranslated: number;

  beforeAll(async () => {
    server = await startTestServer(dialect, { buildDir: pageBuildDir() });
    await seedDemo(server.db, server.storage);
    const edition = await server.db.selectFrom('editions').select('base_path').where('app_sn', '=', 'ys_obc').executeTakeFirstOrThrow();
    base = edition.base_path;
    const rows = await server.db.selectFrom('entry_translations').select('content_id').where('lang', '=', 'en-us').orderBy('content_id', 'desc').execute();
    translated = rows.map((row) => Number(row.content_id));
    const other = await server.db
      .selectFrom('entry_pages as p')
      .innerJoin('channels as c', 'c.id', 'p.menu_id')
      .select('p.content_id')
      .where('c.name', '=', '角色')
      .where('p.content_id', 'not in', translated)
      .orderBy('p.content_id')
      .executeTakeFirstOrThrow();
    untranslated = Number(other.content_id);
  }, 300_000);
  afterAll(() => server?.close());

  const get = (target: string) => rawGet(server, target, {});
  const hrefOf = (html: string, hreflang: string) => readHead(html).links.find((link) => link.rel === 'alternate' && link.hreflang === hreflang)?.href;

  it('an English reader reads the translation, with the untranslated modules marked and hreflang of its languages', async () => {
    const answer = await get(`${base}content/${translated[0]}/detail?lang=en-US`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('data-content-language="en-us"');
    expect(answer.text).toContain('Basic info');
    expect(answer.text).toContain('Not translated yet: original text');
    // Its channels are named in English too, in the page and its breadcrumbs.
    expect(answer.text).toMatch(/>Characters</);
    const page = `${server.url}${base}content/${translated[0]}/detail`;
    expect(readHead(answer.text).links.find((link) => link.rel === 'canonical')?.href).toBe(`${page}?lang=en-US`);
    expect(hrefOf(answer.text, 'en-US')).toBe(`${page}?lang=en-US`);
    expect(hrefOf(answer.text, 'zh-TW')).toBe(`${page}?lang=zh-TW`);
    expect(hrefOf(answer.text, 'zh-CN')).toBe(`${page}?lang=zh-CN`);
  });

  it('a translation older than its source says so, on the module that changed', async () => {
    const pages = await Promise.all(translated.map((id) => get(`${base}content/${id}/detail?lang=en-US`)));
    const outdated = pages.filter((answer) => answer.text.includes('data-language-mark="outdated"'));
    expect(outdated).toHaveLength(1);
    expect(outdated[0]!.text).toContain('data-language-notice="outdated"');
    expect(outdated[0]!.text).toContain('The original has changed since this translation');
  });

  it('an entry without an English version says so and shows the original; its canonical page is the original language', async () => {
    const answer = await get(`${base}content/${untranslated}/detail?lang=en-US`);
    expect(answer.text).toContain('data-language-notice="fallback"');
    expect(answer.text).toContain('This entry has no English version yet');
    const page = `${server.url}${base}content/${untranslated}/detail`;
    expect(readHead(answer.text).links.find((link) => link.rel === 'canonical')?.href).toBe(`${page}?lang=zh-CN`);
    expect(hrefOf(answer.text, 'en-US')).toBeUndefined();
  });

  it('a zh-TW reader reads the traditional view converted from the source', async () => {
    const answer = await get(`${base}content/${untranslated}/detail?lang=zh-TW`);
    expect(answer.text).toContain('data-language-notice="converted"');
    expect(answer.text).toContain('data-content-language="zh-tw"');
    expect(answer.text).toContain('基礎資訊');
  });

  it('the sitemap lists each entry in the languages it has', async () => {
    const answer = await get(`${base}sitemaps/entries-1.xml`);
    expect(answer.status).toBe(200);
    const locs = [...answer.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
    const of = (id: number) => locs.filter((loc) => loc.includes(`/content/${id}/detail?`)).map((loc) => new URL(loc).searchParams.get('lang'));
    expect(of(translated[0]!).sort()).toEqual(['en-US', 'zh-CN', 'zh-TW']);
    expect(of(untranslated).sort()).toEqual(['zh-CN', 'zh-TW']);
  });
});
