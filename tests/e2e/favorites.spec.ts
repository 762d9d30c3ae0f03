import { HOME, expect, isMobile, test, visit } from './fixtures.ts';
import { changeContent, demoContents, favoriteByApi, lookAtFavorites, signInDemo, skipFavoritesGuide, unfavoriteByApi } from './favorites-support.ts';

/** Each project works on contents of its own, so the two viewports never touch the same favorites. */
const contentsFor = (mobile: boolean, count: number) => demoContents(count, mobile ? 10 : 20);

test.beforeEach(async ({ page }) => {
  await skipFavoritesGuide(page);
});

test('favorites a page from its detail page, lists it and removes it from the list', async ({ page, errors }) => {
  // Many page loads in one test: a longer budget (nothing here waits on time).
  test.slow();
  const mobile = isMobile(page);
  const [content] = contentsFor(mobile, 1);
  await signInDemo(page);
  await unfavoriteByApi(page, 'entry', content!.id);
  await visit(page, `${HOME}content/${content!.id}/detail?bbs_presentation_style=no_header`);
  const button = page.locator('main').getByRole('button', { name: '收藏', exact: true });
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(page.getByText('收藏成功')).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: '已收藏', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await visit(page, `${HOME}favorite/list?bbs_presentation_style=no_header&tab=entry`);
  await expect(page.getByRole('tab', { name: '词条' })).toHaveAttribute('aria-selected', 'true');
  const item = page.locator('main li', { hasText: content!.title });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link')).toHaveAttribute('href', new RegExp(`/content/${content!.id}/detail\\?`));
  await item.getByRole('button', { name: `取消收藏「${content!.title}」` }).click();
  await expect(page.getByText('已取消收藏')).toBeVisible();
  await expect(page.locator('main li', { hasText: content!.title })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('anonymous visitors are asked to log in to favorite or to see favorites', async ({ page }) => {
  const [content] = contentsFor(isMobile(page), 1);
  await visit(page, `${HOME}favorite/list?bbs_presentation_style=no_header`);
  await expect(page.getByText('登录后查看我的收藏')).toBeVisible();
  await page.locator('main').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '百科通行证' })).toBeVisible();

  await visit(page, `${HOME}content/${content!.id}/detail?bbs_presentation_style=no_header`);
  await page.locator('main').getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '百科通行证' })).toBeVisible();
});

test('the red dot appears after a favorited page changes and clears on the list', async ({ page }) => {
  // Many page loads in one test: a longer budget (nothing here waits on time).
  test.slow();
  const mobile = isMobile(page);
  const [entry, strategy] = contentsFor(mobile, 2);
  await signInDemo(page);
  await favoriteByApi(page, 'entry', entry!.id);
  await favoriteByApi(page, 'strategy', strategy!.id);
  await lookAtFavorites(page);

  const headerEntry = page.getByRole('banner').locator('[data-header-item="favorites"]');
  const headerDot = page.getByRole('banner').locator('[data-favorites-dot]');
  // Both headers carry the favorites star (the desktop one since #17).
  await visit(page, `${HOME}?bbs_presentation_style=no_header`);
  await expect(headerEntry).toHaveAttribute('aria-label', '收藏');
  await expect(headerDot).toHaveCount(0);

  changeContent(entry!.id);
  changeContent(strategy!.id);
  await visit(page, `${HOME}?bbs_presentation_style=no_header`);
  await expect(headerDot).toBeVisible();
  await expect(headerEntry).toHaveAttribute('aria-label', '我的收藏（有更新）');
  await headerEntry.click();
  await expect(page).toHaveURL(/\/favorite\/list\?/);
  // The changed page is marked in the list; the other tab carries the dot until it is opened.
  await expect(page.locator('main li', { hasText: entry!.title }).getByText('有更新')).toBeVisible();
  const strategyTab = page.getByRole('tab', { name: '攻略' });
  await expect(strategyTab.locator('[data-favorites-tab-dot="strategy"]')).toBeVisible();
  await strategyTab.click();
  await expect(page).toHaveURL(/tab=strategy/);
  await expect(page.locator('main li', { hasText: strategy!.title }).getByText('有更新')).toBeVisible();
  await expect(page.locator('[data-favorites-tab-dot]')).toHaveCount(0);

  // Looked at: no dot anywhere after a reload.
  await visit(page, `${HOME}?bbs_presentation_style=no_header`);
  await expect(headerEntry).toHaveAttribute('aria-label', '收藏');
  await expect(headerDot).toHaveCount(0);
  await visit(page, `${HOME}favorite/list?bbs_presentation_style=no_header&tab=entry`);
  await expect(page.locator('main li', { hasText: entry!.title })).toBeVisible();
  await expect(page.locator('main').getByText('有更新')).toHaveCount(0);
  await unfavoriteByApi(page, 'entry', entry!.id);
  await unfavoriteByApi(page, 'strategy', strategy!.id);
});
