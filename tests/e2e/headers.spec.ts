import type { Page } from '@playwright/test';
import { HOME, expect, isMobile, test, visit } from './fixtures.ts';
import { demoChannel, demoContents, skipFavoritesGuide } from './favorites-support.ts';

/** The mobile header's icons. */
type Item = 'avatar' | 'back' | 'search' | 'share' | 'floating' | 'favorites';

/** The mobile header's icons on a page, in the order they appear. */
async function headerItems(page: Page): Promise<string[]> {
  return page
    .getByRole('banner')
    .locator('[data-header-item]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-header-item') ?? ''));
}

const q = 'bbs_presentation_style=no_header';

test.beforeEach(async ({ page }) => {
  await skipFavoritesGuide(page);
});

/** Visits a page and checks its mobile header icons (mobile), or that the desktop header has only the favorites star of them, on every page (desktop). */
async function expectItems(page: Page, path: string, items: Item[]) {
  await visit(page, path);
  const expected = isMobile(page) ? items : ['favorites'];
  await expect.poll(() => headerItems(page), { message: path, timeout: 15_000 }).toEqual(expected);
}

test('each header icon appears exactly where the spec says, and the desktop header has only the favorites star (#17)', async ({ page, errors }) => {
  // Many page loads in one test: a longer budget (nothing here waits on time).
  test.slow();
  const [content] = demoContents(1, 0);
  const tasks = demoChannel('任务');
  const events = demoChannel('活动');
  const cards = demoChannel('七圣召唤');
  const guides = demoChannel('攻略');
  const calendar = demoChannel('活动日历');
  // Home outside the app: the avatar instead of back, and the favorites entry.
  await expectItems(page, `${HOME}?${q}`, ['avatar', 'favorites']);
  // Channel pages: search on filter and collection-background channels only.
  await expectItems(page, `${HOME}channel/position/${tasks.id}?${q}`, ['back', 'search', 'favorites']);
  await expectItems(page, `${HOME}channel/position/${events.id}?${q}`, ['back', 'search', 'favorites']);
  await expectItems(page, `${HOME}channel/position/${cards.id}?${q}`, ['back', 'favorites']);
  await expectItems(page, `${HOME}channel/position/${guides.id}?${q}`, ['back', 'favorites']);
  // No favorites entry on detail, favorites and calendar pages.
  await expectItems(page, `${HOME}content/${content!.id}/detail?${q}`, ['back']);
  await expectItems(page, `${HOME}favorite/list?${q}`, ['back']);
  await expectItems(page, `${HOME}channel/map/${calendar.id}?${q}`, ['back']);
  // header_bar_hide_back=1 hides the back button.
  await expectItems(page, `${HOME}encyc?${q}&header_bar_hide_back=1`, ['favorites']);
  expect(errors).toEqual([]);
});

test('inside the Android app: back on home, share on detail, floating window on home and category pages', async ({ page }) => {
  // Many page loads in one test: a longer budget (nothing here waits on time).
  test.slow();
  const [content] = demoContents(1, 0);
  const tasks = demoChannel('任务');
  await expectItems(page, `${HOME}?${q}&mihoyo_app=1`, ['back', 'floating', 'favorites']);
  await expectItems(page, `${HOME}channel/position/${tasks.id}?${q}&mihoyo_app=1`, ['back', 'search', 'floating', 'favorites']);
  await expectItems(page, `${HOME}content/${content!.id}/detail?${q}&mihoyo_app=1`, ['back', 'share']);
  await expectItems(page, `${HOME}encyc?${q}&mihoyo_app=1`, ['back', 'favorites']);
});

test('mobile: the search icon leads to the search page; desktop: logo, title link, navigation, create and user menu, 1200 px wide', async ({
  page,
  errors,
}) => {
  // Many page loads in one test: a longer budget (nothing here waits on time).
  test.slow();
  const tasks = demoChannel('任务');
  if (isMobile(page)) {
    await visit(page, `${HOME}channel/position/${tasks.id}?${q}`);
    const link = page.getByRole('banner').getByRole('link', { name: '搜索' });
    await expect(link).toHaveAttribute('href', /\/ys\/obc\/search\?source_id=channel-channelType-parentId-childId&/);
    // None of the desktop header's parts.
    await expect(page.getByRole('banner').getByRole('navigation', { name: '首页栏目' })).toHaveCount(0);
    return;
  }
  await visit(page, `${HOME}?${q}`);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: '苍穹回响百科' })).toHaveAttribute('href', /^\/ys\/obc\/\?/);
  await expect(banner.locator('img').first()).toBeVisible();
  await expect(banner.getByRole('navigation', { name: '首页栏目' }).getByRole('link', { name: '图鉴', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(await banner.evaluate((node) => getComputedStyle(node).minWidth)).toBe('1200px');
  await expect(page.locator('[data-favorites-guide]')).toHaveCount(0);
  // Search and navigation are hidden on the success, editor, words-create and words-list pages.
  for (const path of ['words/list', 'words/create', 'editor', 'words/submitSuccess']) {
    await visit(page, `${HOME}${path}?${q}`);
    await expect(banner.getByRole('link', { name: '苍穹回响百科' }), path).toBeVisible();
    await expect(banner.getByRole('navigation', { name: '首页栏目' }), path).toHaveCount(0);
    await expect(banner.getByRole('search'), path).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});
