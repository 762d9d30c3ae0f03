import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { insertManyEntries, readSitemap } from './seo-support.ts';

const ORIGIN = 'https://wiki.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** 50,000 URLs a file: each page once per language (zh-CN, en-US). */
const PAGES_PER_FILE = 25_000;
const BASE_TIME = 1_700_000_000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/**
 * robots.txt and the sitemaps (#17) over HTTP, on each database: a public edition with more
 * entries than one file holds (paging, lastmod per file), its channels, and a login-required
 * edition that appears nowhere. URLs are on PUBLIC_ORIGIN.
 */
describe.each(dialects)('robots.txt and sitemaps on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let entryIds: number[];
  let ids: { root: number; child: number; mapRoot: number; mapChild: number; placed: number; external: number; post: number; other: number };

  beforeAll(async () => {
    server = await startTestServer(dialect, { env: { PUBLIC_ORIGIN: `${ORIGIN}/` } });
    const { make } = server;
    const edition = await make.edition({ name: '站点地图百科', base_path: '/sm/wiki/' });
    const closed = await make.edition({ name: '内测百科', base_path: '/lr/wiki/', login_required: 1 });
    base = edition.base_path;
    entryIds = (await insertManyEntries(server.db, edition.id, PAGES_PER_FILE + 10, BASE_TIME)).sort((a, b) => a - b);
    const root = await make.channel(edition.id, { name: '图鉴', slot: 'position', updated_at: BASE_TIME });
    const child = await make.channel(edition.id, { name: '角色', parent_id: root.id, depth: 2, updated_at: BASE_TIME });
    const mapRoot = await make.channel(edition.id, { name: '地图', slot: 'map', updated_at: BASE_TIME + 5 });
    const mapChild = await make.channel(edition.id, { name: '蒙德', parent_id: mapRoot.id, depth: 2, updated_at: BASE_TIME + 6 });
    // An entry placed in the child channel, changed after everything else: the child's and its parent's lastmod.
    const placed = await make.content(edition.id, { title: '甘雨', created_at: BASE_TIME, updated_at: BASE_TIME + 90_000 });
    await make.place(child.id, placed.id);
    // No page of their own here: an external link and a community post.
    const external = await make.content(edition.id, { title: '外链', type: 2, url: 'https://example.org/', updated_at: BASE_TIME + 99_000 });
    const post = await make.content(edition.id, { title: '帖子', bbs_url: 'https://example.org/post/1', updated_at: BASE_TIME + 99_000 });
    const other = await make.content(closed.id, { title: '内测词条', updated_at: BASE_TIME + 99_000 });
    await make.channel(closed.id, { name: '内测频道', slot: 'position' });
    ids = {
      root: root.id,
      child: child.id,
      mapRoot: mapRoot.id,
      mapChild: mapChild.id,
      placed: placed.id,
      external: external.id,
      post: post.id,
      other: other.id,
    };
  }, 120_000);
  afterAll(() => server?.close());

  const get = (path: string, headers: Record<string, string> = {}) => server.get(path, { headers });

  it('robots.txt disallows the API, the console and the login-required edition, and names each public sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/common/blackboard/', '/hoyowiki/', '/admin', '/lr/wiki/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sm/wiki/sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Sitemap:'))).toEqual([`Sitemap: ${ORIGIN}/sm/wiki/sitemap.xml`]);
    // Cacheable: the ETag answers a 304 while nothing changed.
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get('/robots.txt', { 'if-none-match': etag! })).status).toBe(304);
  });

  it('indexes the edition in files of at most 50,000 URLs, each with its newest change', async () => {
    const response = await get(`${base}sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const index = readSitemap(await response.text());
    expect([index.root, index.namespace]).toEqual(['sitemapindex', SITEMAP_NS]);
    expect(index.entries).toEqual([
      { loc: `${ORIGIN}/sm/wiki/sitemaps/pages-1.xml`, lastmod: iso(BASE_TIME + 90_000) },
      // The first 25,000 entries, updated at BASE_TIME + 0 … 24,999; the rest, and the placed entry.
      { loc: `${ORIGIN}/sm/wiki/sitemaps/entries-1.xml`, lastmod: iso(BASE_TIME + PAGES_PER_FILE - 1) },
      { loc: `${ORIGIN}/sm/wiki/sitemaps/entries-2.xml`, lastmod: iso(BASE_TIME + 90_000) },
    ]);
    // The site's /sitemap.xml lists the same files: every public edition's.
    expect(readSitemap(await (await get('/sitemap.xml')).text()).entries).toEqual(index.entries);
  });

  it('lists every entry with a page of its own, once per language, by id, and nothing else', async () => {
    const first = readSitemap(await (await get(`${base}sitemaps/entries-1.xml`)).text());
    expect([first.root, first.namespace]).toEqual(['urlset', SITEMAP_NS]);
    expect(first.entries).toHaveLength(50_000);
    expect(first.entries[0]).toEqual({ loc: `${ORIGIN}/sm/wiki/content/${entryIds[0]}/detail?lang=zh-CN`, lastmod: iso(BASE_TIME) });
    expect(first.entries[1]).toEqual({ loc: `${ORIGIN}/sm/wiki/content/${entryIds[0]}/detail?lang=en-US`, lastmod: iso(BASE_TIME) });
    expect(first.entries.at(-1)).toEqual({
      loc: `${ORIGIN}/sm/wiki/content/${entryIds[PAGES_PER_FILE - 1]}/detail?lang=en-US`,
      lastmod: iso(BASE_TIME + PAGES_PER_FILE - 1),
    });

    const second = readSitemap(await (await get(`${base}sitemaps/entries-2.xml`)).text());
    const locs = second.entries.map((entry) => entry.loc);
    expect(locs).toHaveLength((10 + 1) * 2);
    expect(locs[0]).toBe(`${ORIGIN}/sm/wiki/content/${entryIds[PAGES_PER_FILE]}/detail?lang=zh-CN`);
    expect(locs).toContain(`${ORIGIN}/sm/wiki/content/${ids.placed}/detail?lang=en-US`);
    const all = [...first.entries.map((entry) => entry.loc), ...locs];
    expect(new Set(all).size).toBe(all.length);
    for (const id of [ids.external, ids.post, ids.other]) expect(all.some((loc) => loc.includes(`/content/${id}/`))).toBe(false);
    // Past the last file, and names that are no file: 404.
    for (const name of ['entries-3.xml', 'entries-0.xml', 'pages-2.xml', 'entries-1.txt', 'sitemap.xml', '..%2Fsecret']) {
      expect((await get(`${base}sitemaps/${name}`)).status, name).toBe(404);
    }
  });

  it('lists the home, section and channel pages as the site links them, a change below a channel dating it', async () => {
    const pages = readSitemap(await (await get(`${base}sitemaps/pages-1.xml`)).text()).entries;
    const zh = Object.fromEntries(
      pages.filter((page) => page.loc.endsWith('lang=zh-CN')).map((page) => [page.loc.slice(ORIGIN.length).replace('?lang=zh-CN', ''), page.lastmod]),
    );
    expect(zh).toEqual({
      '/sm/wiki/': iso(BASE_TIME + 90_000),
      '/sm/wiki/encyc': iso(BASE_TIME + 90_000),
      '/sm/wiki/latest-upgrade': iso(BASE_TIME + 90_000),
      [`/sm/wiki/channel/position/${ids.root}`]: iso(BASE_TIME + 90_000),
      [`/sm/wiki/channel/position/${ids.root}/${ids.child}`]: iso(BASE_TIME + 90_000),
      [`/sm/wiki/channel/map/${ids.mapRoot}`]: iso(BASE_TIME + 6),
      [`/sm/wiki/channel/map/${ids.mapRoot}/${ids.mapChild}`]: iso(BASE_TIME + 6),
    });
    expect(pages).toHaveLength(7 * 2);
  });

  it('never lists the login-required edition', async () => {
    for (const path of [
      '/lr/wiki/sitemap.xml',
      '/lr/wiki/sitemaps/pages-1.xml',
      '/lr/wiki/sitemaps/entries-1.xml',
      '/no/such/sitemap.xml',
      '/no/such/sitemaps/pages-1.xml',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
    const everything = [await (await get('/sitemap.xml')).text(), await (await get(`${base}sitemaps/pages-1.xml`)).text()].join('\n');
    expect(everything).not.toContain('/lr/wiki/');
  });

  it('answers 304 to an unchanged sitemap and a new one after an edit', async () => {
    const path = `${base}sitemaps/entries-2.xml`;
    const first = await get(path);
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await get(path, { 'if-none-match': etag })).status).toBe(304);
    const added = await server.make.content((await server.db.selectFrom('editions').select('id').where('base_path', '=', base).executeTakeFirstOrThrow()).id, {
      title: '新词条',
      updated_at: BASE_TIME + 200_000,
    });
    const changed = await get(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain(`/content/${added.id}/detail?lang=zh-CN`);
    const index = readSitemap(await (await get(`${base}sitemap.xml`)).text()).entries;
    expect(index.at(-1)).toEqual({ loc: `${ORIGIN}/sm/wiki/sitemaps/entries-2.xml`, lastmod: iso(BASE_TIME + 200_000) });
  });
});
