import { describe, expect, it } from 'vitest';
import { oneLine, pageMeta } from './page-meta.ts';
import { meaningfulQuery, pageUrls } from './page-urls.ts';

const edition = { app_sn: 'ys_obc', name: '苍穹回响百科', base_path: '/ys/obc/', logo_url: '/img/logo.png', login_required: false, is_test: false };
const matches = (locale: string, options: { loginRequired?: boolean; origin?: string } = {}) => [
  { id: 'root', data: { locale, seo: { origin: options.origin ?? 'https://wiki.example' }, account: { loginRequired: options.loginRequired ?? false } } },
  { id: 'edition', data: { edition: { ...edition, login_required: options.loginRequired ?? false } } },
];
const at = (pathname: string, search = '') => ({ pathname, search });
const find = (tags: ReturnType<typeof pageMeta>, test: (tag: Record<string, unknown>) => boolean): Record<string, unknown> | undefined => {
  const found: unknown = tags.find((tag) => test(tag as Record<string, unknown>));
  return found as Record<string, unknown> | undefined;
};

describe('page URLs', () => {
  it('drops presentation and tracking values and keeps what the page is about', () => {
    expect(meaningfulQuery('keyword=甘雨&visit_device=pc&bbs_presentation_style=no_header&utm_source=x&lang=en-US&page=2').toString()).toBe(
      `keyword=${encodeURIComponent('甘雨')}&page=2`,
    );
  });

  it('gives each language its ?lang= URL and the URL without it as x-default', () => {
    const urls = pageUrls('https://wiki.example', '/ys/obc/search', '?keyword=a&visit_device=mobile', 'en-US');
    expect(urls.canonical).toBe('https://wiki.example/ys/obc/search?keyword=a&lang=en-US');
    expect(urls.alternates).toEqual([
      { hrefLang: 'zh-CN', href: 'https://wiki.example/ys/obc/search?keyword=a&lang=zh-CN' },
      { hrefLang: 'en-US', href: 'https://wiki.example/ys/obc/search?keyword=a&lang=en-US' },
    ]);
    expect(urls.xDefault).toBe('https://wiki.example/ys/obc/search?keyword=a');
  });
});

describe('pageMeta', () => {
  it('titles a page "page - site", describes it, and makes every URL absolute', () => {
    const tags = pageMeta(
      { location: at('/ys/obc/content/12/detail', '?bbs_presentation_style=no_header&visit_device=pc'), matches: matches('zh-CN') },
      { title: '甘雨', description: '冰元素弓箭手', image: '/img/ganyu.png' },
    );
    expect(find(tags, (tag) => 'title' in tag)).toEqual({ title: '甘雨 - 苍穹回响百科' });
    expect(find(tags, (tag) => tag.name === 'description')?.content).toBe('冰元素弓箭手');
    expect(find(tags, (tag) => tag.rel === 'canonical')?.href).toBe('https://wiki.example/ys/obc/content/12/detail?lang=zh-CN');
    expect(find(tags, (tag) => tag.hrefLang === 'x-default')?.href).toBe('https://wiki.example/ys/obc/content/12/detail');
    expect(find(tags, (tag) => tag.property === 'og:image')?.content).toBe('https://wiki.example/img/ganyu.png?w=512&q=75');
    expect(find(tags, (tag) => tag.property === 'og:locale')?.content).toBe('zh_CN');
    expect(find(tags, (tag) => tag.property === 'og:locale:alternate')?.content).toBe('en_US');
    expect(find(tags, (tag) => tag.name === 'robots')).toBeUndefined();
  });

  it('falls back to the site name, the edition logo and a description worded in the page language', () => {
    const tags = pageMeta({ location: at('/ys/obc'), matches: matches('en-US') }, {});
    expect(find(tags, (tag) => 'title' in tag)).toEqual({ title: '苍穹回响百科' });
    // The router's /ys/obc is the home page's address /ys/obc/.
    expect(find(tags, (tag) => tag.rel === 'canonical')?.href).toBe('https://wiki.example/ys/obc/?lang=en-US');
    expect(String(find(tags, (tag) => tag.name === 'description')?.content)).toMatch(/苍穹回响百科 is a game encyclopedia/);
    expect(find(tags, (tag) => tag.property === 'og:image')?.content).toBe('https://wiki.example/img/logo.png?w=600&q=60');
  });

  it('keeps a login-required edition and pages that ask for it out of the index', () => {
    const closed = pageMeta({ location: at('/sr/wiki/'), matches: matches('zh-CN', { loginRequired: true }) }, { title: 'x' });
    expect(find(closed, (tag) => tag.name === 'robots')?.content).toBe('noindex, nofollow');
    const personal = pageMeta({ location: at('/ys/obc/favorite/list'), matches: matches('zh-CN') }, { title: 'x', noindex: true });
    expect(find(personal, (tag) => tag.name === 'robots')?.content).toBe('noindex');
  });

  it('describes an article in JSON-LD: Article with dates and publisher, breadcrumbs from its channels', () => {
    const tags = pageMeta(
      { location: at('/ys/obc/content/12/detail'), matches: matches('zh-CN') },
      {
        title: '</script>甘雨',
        description: 'd',
        article: { published: 1_700_000_000, modified: 1_700_086_400, author: '', trail: [{ name: '角色', path: 'channel/position/3/5' }] },
      },
    );
    const documents = tags.filter((tag) => 'script:ld+json' in tag).map((tag) => (tag as { 'script:ld+json': Record<string, unknown> })['script:ld+json']);
    expect(documents).toHaveLength(2);
    expect(documents[0]).toMatchObject({
      '@type': 'Article',
      name: '</script>甘雨',
      datePublished: '2023-11-14T22:13:20.000Z',
      dateModified: '2023-11-15T22:13:20.000Z',
      publisher: { name: '苍穹回响百科' },
    });
    expect(documents[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: '苍穹回响百科', item: 'https://wiki.example/ys/obc/?lang=zh-CN' },
        { position: 2, name: '角色', item: 'https://wiki.example/ys/obc/channel/position/3/5?lang=zh-CN' },
        { position: 3, name: '</script>甘雨', item: 'https://wiki.example/ys/obc/content/12/detail?lang=zh-CN' },
      ],
    });
  });

  it('cuts long descriptions to one line of 160 characters', () => {
    const long = `${'长'.repeat(200)}\n\n第二行`;
    expect([...oneLine(long)]).toHaveLength(160);
    expect(oneLine('a\n  b')).toBe('a b');
  });
});
