import type { Page } from '@playwright/test';
import { HOME, expect, test, visit } from './fixtures.ts';

/** Opens the contribution channel (the map channel 贡献榜) from the map channel index. */
async function openContributionChannel(page: Page) {
  await visit(page, `${HOME}channel/map`);
  await page.locator('main').getByRole('link', { name: '贡献榜', exact: true }).click();
  await expect(page).toHaveURL(/\/channel\/map\/\d+/);
  const block = page.locator('[data-block="contribute"]');
  await expect(block).toBeVisible();
  return block;
}

const rows = (page: Page) => page.locator('[data-block="contribute"] [role="tabpanel"] li[data-rank]');

/** Each shown entry as 'rank name value'. */
async function entries(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((items) =>
    items.map((item) => {
      const name = item.querySelector('[data-uid]')?.textContent ?? '';
      const value = item.textContent?.match(/贡献值\s*(\d+)/)?.[1] ?? '';
      return `${item.getAttribute('data-rank')} ${name} ${value}`;
    }),
  );
}

test('the contribution channel shows weekly, monthly and overall contributors with their 贡献值', async ({ page }) => {
  const block = await openContributionChannel(page);
  const tabs = block.getByRole('tab');
  await expect(tabs).toHaveText(['周榜', '月榜', '总榜']);
  await expect(block.getByRole('tab', { name: '周榜' })).toHaveAttribute('aria-selected', 'true');

  await expect(rows(page).first()).toBeVisible();
  const weekly = await entries(page);
  expect(weekly.length).toBeGreaterThan(0);
  // Other browser tests may credit the demo accounts during a run, so any name may appear.
  for (const entry of weekly) expect(entry).toMatch(/^\d+ \S+ \d+$/);
  expect(weekly.map((entry) => Number(entry.split(' ')[0]))).toEqual(weekly.map((_, index) => index + 1));
  await expect(rows(page).first()).toContainText('贡献值');
  await expect(block.getByRole('img', { name: '第1名' })).toBeVisible();
  await expect(rows(page).first().locator('img')).toHaveAttribute('src', /^(data:image\/svg\+xml,|\/img\/|https?:)/);

  await block.getByRole('tab', { name: '月榜' }).click();
  await expect(block.getByRole('tab', { name: '月榜' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => entries(page)).not.toEqual(weekly);
  const monthly = await entries(page);
  expect(monthly.length).toBeGreaterThanOrEqual(weekly.length);

  await block.getByRole('tab', { name: '总榜' }).click();
  await expect.poll(() => entries(page)).not.toEqual(monthly);
  const overall = await entries(page);
  expect(overall.length).toBeGreaterThanOrEqual(monthly.length);
  // Highest value first.
  const values = overall.map((entry) => Number(entry.split(' ')[2]));
  expect(values).toEqual([...values].sort((a, b) => b - a));

  // Back to the weekly list, as first shown; the arrow keys move between tabs too.
  await block.getByRole('tab', { name: '周榜' }).click();
  await expect.poll(() => entries(page)).toEqual(weekly);
  await block.getByRole('tab', { name: '周榜' }).press('ArrowRight');
  await expect(block.getByRole('tab', { name: '月榜' })).toHaveAttribute('aria-selected', 'true');
  await expect(block.getByRole('tab', { name: '月榜' })).toBeFocused();
});

test('a ranking tab whose call fails shows an empty list while the others load', async ({ page }) => {
  // The monthly call answers an error envelope (a failure the client does not report).
  await page.route(/\/v1\/ranking\/list\?.*type=2/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ retcode: 429, message: 'too many requests', data: null }) }),
  );
  const block = await openContributionChannel(page);
  await expect(rows(page).first()).toBeVisible();
  await block.getByRole('tab', { name: '月榜' }).click();
  await expect(block.getByText('暂无贡献记录')).toBeVisible();
  await expect(rows(page)).toHaveCount(0);
  await block.getByRole('tab', { name: '总榜' }).click();
  await expect(rows(page).first()).toBeVisible();
});
