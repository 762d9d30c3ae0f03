import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { eventually, inlineScriptSources, pageBuildDir, pageReader, rawGet, type RawAnswer } from '../../../tests/api/page-cache-harness.ts';
import { readHead } from './seo-support.ts';

/** A name that would end the script it is written in, were it not escaped. */
const HOSTILE = '</script><script>alert(1)</script>甘雨';

/**
 * What pages tell search engines (#17), over HTTP with the React Router build, on each database:
 * canonical and hreflang URLs on the request's origin, JSON-LD that survives a hostile entry name
 * and is allowed by a stored page's CSP, and a login-required edition marked noindex in its HTML
 * and its X-Robots-Tag header.
 */
describe.each(dialects)('search engine tags of pages on %s', (dialect) => {
  let server: TestServer;
  let base: string;
  let closedBase: string;
  let entryId: number;
  let closedEntryId: number;
  let viewer: Awaited<ReturnType<typeof pageReader>>;

  beforeAll(async () => {
    server = await startTestServer(dialect, { buildDir: pageBuildDir() });
    const { make } = server;
    const edition = await make.edition({ name: '标签百科', logo_url: '/img/logo.png' });
    base = edition.base_path;
    const root = await make.channel(edition.id, { name: '图鉴', slot: 'position' });
    const menu = await make.channel(edition.id, { name: '角色', parent_id: root.id, depth: 2 });
    entryId = (await make.entryPage(edition.id, { name: HOSTILE, desc: '冰元素弓箭手 <b>&</b>', icon_url: '/img/ganyu.png' }, { menuId: menu.id })).contentId;
    await make.place(menu.id, entryId);
    const closed = await make.edition({ name: '内测百科', login_required: 1 });
    closedBase = closed.base_path;
    closedEntryId = (await make.entryPage(closed.id, { name: '内测词条', desc: '只给登录读者' })).contentId;
    viewer = await pageReader(server, closed.id, ['VIEW']);
  }, 300_000);
  afterAll(() => server?.close());

  const get = (target: string, headers: Record<string, string> = {}) => rawGet(server, target, headers);
  const hrefOf = (answer: RawAnswer, rel: string, hreflang?: string) =>
    readHead(answer.text).links.find((link) => link.rel === rel && link.hreflang === hreflang)?.href;

  it('names the canonical page in its language and each language version, absolute and without presentation values', async () => {
    const answer = await get(`${base}content/${entryId}/detail?bbs_presentation_style=no_header&visit_device=pc&utm_source=x`);
    expect(answer.status).toBe(200);
    const page = `${server.url}${base}content/${entryId}/detail`;
    expect(hrefOf(answer, 'canonical')).toBe(`${page}?lang=zh-CN`);
    expect(hrefOf(answer, 'alternate', 'zh-CN')).toBe(`${page}?lang=zh-CN`);
    expect(hrefOf(answer, 'alternate', 'en-US')).toBe(`${page}?lang=en-US`);
    expect(hrefOf(answer, 'alternate', 'x-default')).toBe(page);
    const head = readHead(answer.text);
    expect(head.title).toBe(`${HOSTILE} - 标签百科`);
    expect(head.meta).toMatchObject({
      description: '冰元素弓箭手 <b>&</b>',
      'og:type': 'article',
      'og:url': `${page}?lang=zh-CN`,
      'og:image': `${server.url}/img/ganyu.png?w=512&q=75`,
      'og:locale': 'zh_CN',
      'twitter:card': 'summary',
    });
    expect(head.meta.robots).toBeUndefined();
    expect(answer.headers['x-robots-tag']).toBeUndefined();
    // The English version is its own canonical page.
    const english = await get(`${base}content/${entryId}/detail?lang=en-US`);
    expect(hrefOf(english, 'canonical')).toBe(`${page}?lang=en-US`);
    expect(readHead(english.text).meta['og:locale']).toBe('en_US');
  });

  it('writes JSON-LD that parses, names the entry and its channels, and never ends its script early', async () => {
    const answer = await get(`${base}content/${entryId}/detail`);
    const [article, breadcrumbs, ...rest] = readHead(answer.text).jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(rest).toEqual([]);
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      name: HOSTILE,
      headline: HOSTILE,
      description: '冰元素弓箭手 <b>&</b>',
      publisher: { '@type': 'Organization', name: '标签百科' },
    });
    expect(typeof article!.dateModified).toBe('string');
    expect((breadcrumbs!.itemListElement as Array<{ name: string }>).map((step) => step.name)).toEqual(['标签百科', '图鉴', '角色', HOSTILE]);
    // The hostile name is escaped inside the script (\u003c), so the page holds no second script.
    expect(answer.text).not.toContain('<script>alert(1)</script>');
    expect(answer.text).toContain('\\u003c/script\\u003e');
  });

  it('lets a stored page keep its policy: the JSON-LD scripts are among its inline scripts by hash', async () => {
    const target = `${base}content/${entryId}/detail`;
    const hit = await eventually(
      () => get(target),
      (answer) => answer.headers['x-page-cache'] === 'hit',
    );
    expect(hit.headers['x-page-cache']).toBe('hit');
    const policy = String(hit.headers['content-security-policy']);
    expect(policy).not.toContain('nonce');
    const sources = inlineScriptSources(hit.text);
    expect(sources.length).toBeGreaterThan(readHead(hit.text).jsonLd.length);
    for (const source of sources) expect(policy).toContain(source);
  });

  it('keeps the login-required edition out of the index: noindex in the page and X-Robots-Tag, signed in or not', async () => {
    const gate = await get(closedBase);
    expect(gate.status).toBe(401);
    expect(gate.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(readHead(gate.text).meta.robots).toBe('noindex, nofollow');
    expect(readHead(gate.text).title).toBe('登录后即可浏览 - 内测百科');
    for (const path of [closedBase, `${closedBase}content/${closedEntryId}/detail`, `${closedBase}search`]) {
      const page = await get(path, { cookie: viewer.cookie });
      expect(page.status, path).toBe(200);
      expect(page.headers['x-robots-tag'], path).toBe('noindex, nofollow');
      expect(readHead(page.text).meta.robots, path).toBe('noindex, nofollow');
    }
    // A HEAD says so too.
    expect((await rawGet(server, closedBase, { cookie: viewer.cookie }, 'HEAD')).headers['x-robots-tag']).toBe('noindex, nofollow');
    // The public edition's pages carry neither.
    const open = await get(base);
    expect(open.headers['x-robots-tag']).toBeUndefined();
    expect(readHead(open.text).meta.robots).toBeUndefined();
  });

  it('titles error pages and keeps them out of the index', async () => {
    for (const [path, title] of [
      [`${base}no/such/page`, 'This page could not be found - 标签百科'],
      [`${base}content/999999/detail`, 'This page could not be found - 标签百科'],
      ['/no-such-edition', 'This page could not be found - Almanac'],
    ] as const) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      const head = readHead(answer.text);
      expect(head.title, path).toBe(title);
      expect(head.meta.robots, path).toBe('noindex');
      expect(head.meta.description, path).toBeTruthy();
    }
  });
});
