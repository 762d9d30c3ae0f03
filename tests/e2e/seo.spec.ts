import type { Page } from '@playwright/test';
import { HOME, expect, isMobile, signInByApi, test, visit } from './fixtures.ts';
import { changeContent, demoChannel, demoContents, favoriteByApi, lookAtFavorites, skipFavoritesGuide, unfavoriteByApi } from './favorites-support.ts';

/** What a page tells search engines and link previews, as the browser has it now. */
async function headTags(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      robots: attr('meta[name="robots"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
      og: Object.fromEntries(
        [...document.head.querySelectorAll('meta[property^="og:"]')].map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')]),
      ),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
    };
  });
}

/** Title and description set, canonical, hreflang and Open Graph absolute on this origin and naming the page shown. */
async function expectTagged(page: Page, label: string) {
  const origin = new URL(page.url()).origin;
  const pathname = new URL(page.url()).pathname;
  await expect
    .poll(async () => (await headTags(page)).canonical, { message: `${label}: canonical of ${pathname}` })
    .toMatch(new RegExp(`^${origin}${pathname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?`));
  const tags = await headTags(page);
  expect(tags.title.trim(), `${label}: title`).not.toBe('');
  expect(tags.description?.trim(), `${label}: description`).toBeTruthy();
  expect(new URL(tags.canonical!).searchParams.get('lang'), label).toMatch(/^(zh-CN|zh-TW|en-US)$/);
  expect(new URL(tags.canonical!).searchParams.has('visit_device'), label).toBe(false);
  // The interface's two languages; an entry of the demo (zh-cn, zh-tw, en-us: issue 31) the languages it can be read in.
  const languages = tags.alternates.map(([lang]) => lang);
  expect(languages.at(-1), label).toBe('x-default');
  expect(languages, label).toContain('zh-CN');
  for (const language of languages.slice(0, -1)) expect(['zh-CN', 'zh-TW', 'en-US'], label).toContain(language);
  for (const [, href] of tags.alternates) expect(href, label).toMatch(new RegExp(`^${origin}/`));
  expect(tags.og['og:url'], label).toBe(tags.canonical);
  expect(tags.og['og:title']?.trim(), label).toBeTruthy();
  expect(tags.og['og:description'], label).toBe(tags.description);
  expect(tags.og['og:locale'], label).toMatch(/^(zh_CN|zh_TW|en_US)$/);
  expect(tags.og['og:type'], label).toMatch(/^(website|article)$/);
  if (tags.og['og:image']) expect(tags.og['og:image'], label).toMatch(new RegExp(`^${origin}/`));
  expect(tags.twitterCard, label).toMatch(/^summary/);
  return tags;
}

const q = 'bbs_presentation_style=no_header';

test.beforeEach(async ({ page }) => {
  await skipFavoritesGuide(page);
});

test('every page of the route table has a title, a description and absolute canonical, hreflang and Open Graph tags', async ({ page, errors }) => {
  // Many page loads in one test: a longer budget (nothing here waits on time).
  test.slow();
  await signInByApi(page, 'editor');
  const [entry] = demoContents(1, 0);
  const grid = demoChannel('百宝箱');
  const characters = demoChannel('角色', '图鉴');
  const paths = [
    '',
    'encyc',
    'latest-upgrade',
    'raid',
    'search',
    'search?keyword=岚烁',
    'favorite/list',
    'words/list',
    `words/mock?menuId=${characters.id}`,
    'words/submitSuccess',
    `content/${entry!.id}/detail`,
    `content/${entry!.id}/contribution`,
    `content/${entry!.id}/upgrade-records`,
    `content/kingkong16/more?channel_id=${grid.id}`,
    `content/${entry!.id}/notice`,
    `content/${entry!.id}/save`,
    `content/${entry!.id}/success`,
    'channel/position',
    `channel/position/${characters.parent_id}`,
    `channel/position/${characters.parent_id}/${characters.id}`,
    // The editor pages (desktop; a phone is sent to the wiki's home).
    `words/create?menuId=${characters.id}`,
    `editor/${entry!.id}`,
  ];
  for (const path of paths) {
    await visit(page, `${HOME}${path}${path.includes('?') ? '&' : '?'}${q}&visit_device=${isMobile(page) ? 'mobile' : 'pc'}`);
    await expectTagged(page, path || 'home');
  }
  // The entry names itself in JSON-LD: an Article and its breadcrumbs through its channels.
  await visit(page, `${HOME}content/${entry!.id}/detail?${q}`);
  const documents = (await headTags(page)).jsonLd.map(
    (text) => JSON.parse(text) as { '@type': string; name?: string; itemListElement?: Array<{ name: string; item: string }> },
  );
  expect(documents.map((document) => document['@type'])).toEqual(['Article', 'BreadcrumbList']);
  expect(documents[0]!.name).toBe(entry!.title);
  const steps = documents[1]!.itemListElement!;
  expect(steps[0]!.name).toBe('苍穹回响百科');
  expect(steps.at(-1)!.name).toBe(entry!.title);
  for (const step of steps) expect(step.item).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/ys\/obc\//);
  expect(errors).toEqual([]);
});

test('titles and tags follow client-side navigation, error pages included', async ({ page, errors }) => {
  const [entry] = demoContents(1, 3);
  const characters = demoChannel('角色', '图鉴');
  await visit(page, `${HOME}?${q}`);
  const home = await expectTagged(page, 'home');
  expect(home.title).toBe('苍穹回响百科');
  // A marker that survives client-side navigations only.
  await page.evaluate(() => Object.assign(window, { seoMarker: 'same document' }));
  const marker = () => page.evaluate(() => (window as unknown as { seoMarker?: string }).seoMarker);

  await page.locator('main').getByRole('link', { name: '更多内容' }).click();
  await expect(page).toHaveURL(/\/channel\/position\?/);
  await expect(page).toHaveTitle('全部频道 - 苍穹回响百科');
  await expectTagged(page, 'channel index');

  await page.locator('main').getByRole('link', { name: '图鉴', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/channel/position/${characters.parent_id}\\?`));
  await expect(page).toHaveTitle('图鉴 - 苍穹回响百科');
  const channel = await expectTagged(page, 'channel');
  expect(channel.description).toContain('角色');

  // An entry, then a page that is not there, by the router (as a link would).
  const go = (path: string) =>
    page.evaluate(
      (to) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(to),
      path,
    );
  await go(`${HOME}content/${entry!.id}/detail?${q}`);
  await expect(page).toHaveTitle(`${entry!.title} - 苍穹回响百科`);
  const detail = await expectTagged(page, 'detail');
  expect(detail.og['og:type']).toBe('article');
  expect(detail.jsonLd.map((text) => (JSON.parse(text) as { name?: string }).name)[0]).toBe(entry!.title);

  await go(`${HOME}content/99999999/detail?${q}`);
  await expect(page.locator('[data-page="error"]')).toBeVisible();
  await expect(page).toHaveTitle('This page could not be found - 苍穹回响百科');
  expect((await headTags(page)).robots).toBe('noindex');
  expect((await headTags(page)).description).toBeTruthy();
  expect(await marker()).toBe('same document');
  expect(errors).toEqual([]);
});

test('the console and pages outside an edition have titles too', async ({ page, errors }) => {
  await signInByApi(page, 'admin');
  await visit(page, '/admin/ys_obc/channels');
  await expect(page).toHaveTitle('频道 - 运营后台 - 苍穹回响百科');
  expect((await headTags(page)).robots).toBe('noindex');
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '操作日志' }).click();
  await expect(page).toHaveTitle('操作日志 - 运营后台 - 苍穹回响百科');
  const response = await page.goto('/no/such/page/here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('This page could not be found - Almanac');
  expect(errors).toEqual([]);
});

test('the login-required edition is never indexed: noindex in the page and X-Robots-Tag', async ({ page }) => {
  const gate = await visit(page, '/sr/wiki/');
  expect(gate?.status()).toBe(401);
  expect(gate?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const tags = await headTags(page);
  expect(tags.robots).toBe('noindex, nofollow');
  expect(tags.title).toBe('登录后即可浏览 - 星轨旅记百科');
  // Signed in with its permission: still never indexed.
  await signInByApi(page, 'editor', 'sr_wiki');
  const home = await visit(page, '/sr/wiki/?bbs_presentation_style=no_header');
  expect(home?.status()).toBe(200);
  expect(home?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect((await headTags(page)).robots).toBe('noindex, nofollow');
  // The public edition's pages are indexable.
  const open = await visit(page, `${HOME}?${q}`);
  expect(open?.headers()['x-robots-tag']).toBeUndefined();
  expect((await headTags(page)).robots).toBeNull();
});

test.describe('the desktop header', () => {
  test.beforeEach(({ page }) => {
    test.skip(isMobile(page), 'the mobile header had its star already (headers.spec.ts, favorites.spec.ts)');
  });

  test('shows the favorites star with its red dot; it opens the favorites, or sign-in for an anonymous reader', async ({ page, errors }, testInfo) => {
    await visit(page, `${HOME}?${q}`);
    const banner = page.getByRole('banner');
    const star = banner.locator('[data-header-item="favorites"]');
    await expect(star).toBeVisible();
    await star.click();
    await expect(page.getByRole('dialog', { name: '百科通行证' })).toBeVisible();
    await page.keyboard.press('Escape');

    // A signed-in reader whose favorite changed: the dot, and the star leads to the list.
    await signInByApi(page, 'reviewer');
    const [favorite] = demoContents(1, 7);
    await favoriteByApi(page, 'entry', favorite!.id);
    await lookAtFavorites(page);
    changeContent(favorite!.id);
    await visit(page, `${HOME}?${q}`);
    await expect(banner.locator('[data-favorites-dot]')).toBeVisible();
    await expect(star).toHaveAttribute('aria-label', '我的收藏（有更新）');
    // Beside the language control and the account menu, inside the 1200 px header.
    const box = (await star.boundingBox())!;
    expect(box.width).toBeGreaterThan(20);
    await banner.screenshot({ path: testInfo.outputPath('desktop-header-star.png') });
    await star.click();
    await expect(page).toHaveURL(/\/ys\/obc\/favorite\/list\?/);
    await expect(page.locator('main li', { hasText: favorite!.title }).first()).toBeVisible();
    await unfavoriteByApi(page, 'entry', favorite!.id);
    expect(errors).toEqual([]);
  });
});
