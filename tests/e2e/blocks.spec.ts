import type { Page } from '@playwright/test';
import { HOME, expect, isMobile, test, visit } from './fixtures.ts';

const block = (page: Page, section: string) =>
  page.locator('main section', { has: page.getByRole('heading', { name: section, exact: true, level: 2 }) }).locator('[data-block]');

/** Entries each limited home block shows, [mobile, pc], as in shared/blocks.ts. */
const LIMITS: Array<[section: string, type: string, mobile: number, pc: number]> = [
  ['版本活动', 'hitCard', 3, 3],
  ['本期角色', 'hitAvatar', 4, 4],
  ['专题', 'subject', 6, 6],
  ['攻略精选', 'summary', 4, 4],
  ['新手指引', 'verticalSummary', 4, 8],
  ['视频攻略', 'video', 4, 8],
  ['角色一览', 'collectionAvatar', 8, 12],
  ['圣遗物套装', 'relic', 2, 4],
  ['魔物速查', 'monster', 4, 8],
  ['角色立绘', 'largeModelCard', 8, 10],
  ['武器图鉴', 'relicWeapon', 2, 6],
  ['攻略', 'strategyCard', 4, 8],
  ['七圣召唤', 'cardFilter', 8, 12],
  ['常用工具', 'kingkongTag', 6, 6],
  // Icon grids: rows × columns (mobile 3 × 4; PC 2 × 6 for avatar).
  ['图鉴', 'avatar', 12, 12],
];

test('every home block renders its seeded entries truncated to the spec limits', async ({ page }) => {
  await visit(page, HOME);
  for (const [section, type, mobile, pc] of LIMITS) {
    const target = block(page, section);
    await expect(target, section).toHaveAttribute('data-block', type);
    await expect(target.getByRole('link'), `${section} (${type})`).toHaveCount(isMobile(page) ? mobile : pc);
  }
});

test('hit cards count down to their end', async ({ page }) => {
  await visit(page, HOME);
  const cards = block(page, '版本活动');
  await expect(cards.getByText('已结束')).toBeVisible();
  await expect(cards.getByText(/^还剩\d+分钟$/)).toBeVisible();
  await expect(cards.getByText(/^还剩\d+天\d+小时$/)).toBeVisible();
});

test('the icon grid pages four at a time and offers more on mobile', async ({ page }) => {
  await visit(page, HOME);
  const grid = block(page, '快捷入口');
  await expect(grid.getByRole('link')).toHaveCount(4);
  const first = await grid.getByRole('link').first().innerText();
  await grid.getByRole('button', { name: '下一页' }).click();
  await expect(grid.getByRole('link').first()).not.toHaveText(first);
  if (isMobile(page)) await expect(grid.getByRole('link', { name: '更多' })).toBeVisible();
});

test('the 16-icon grid has page dots and a more page with every icon', async ({ page }) => {
  await visit(page, HOME);
  const grid = block(page, '百宝箱');
  await expect(grid.getByRole('button', { name: /第2页|2/ }).first()).toBeVisible();
  await grid.getByRole('link', { name: '更多' }).click();
  await expect(page).toHaveURL(/\/content\/kingkong16\/more\?.*channel_id=\d+/);
  await expect(page.getByRole('heading', { name: '百宝箱', level: 2 })).toBeVisible();
  await expect(page.locator('main').getByRole('listitem')).toHaveCount(20);
});

test('collections show their article count, three previews and a way in', async ({ page }) => {
  await visit(page, HOME);
  const collections = block(page, '合集');
  await expect(collections.getByText('共4篇').first()).toBeVisible();
  const enter = collections.getByRole('link', { name: /进入合集/ }).first();
  await expect(enter).toBeVisible();
  await enter.click();
  await expect(page).toHaveURL(/\/channel\/position\/\d+\/\d+/);
});

test('unwritten relic and monster cards show the empty text or their placeholder', async ({ page }) => {
  await visit(page, HOME);
  await page
    .locator('main section', { has: page.getByRole('heading', { name: '圣遗物套装', exact: true, level: 2 }) })
    .getByRole('link', { name: '查看更多' })
    .click();
  await expect(page.getByText('派蒙正在填写资料中~').first()).toBeVisible();
  await visit(page, HOME);
  await page
    .locator('main section', { has: page.getByRole('heading', { name: '魔物速查', exact: true, level: 2 }) })
    .getByRole('link', { name: '查看更多' })
    .click();
  await expect(page.getByText('资料整理中').first()).toBeVisible();
});

test('the announcement scrolls at the layout speed and stays dismissed until a newer version', async ({ page }) => {
  await visit(page, HOME);
  const bar = page.getByRole('region', { name: '公告' });
  await expect(bar).toBeVisible();
  const duration = await bar.locator('span[style]').evaluate((element) => (element as HTMLElement).style.animationDuration);
  expect(duration).toBe(isMobile(page) ? '20s' : '30s');
  await bar.getByRole('button', { name: '查看公告' }).click();
  await expect(page.getByRole('dialog', { name: '派蒙' })).toContainText('欢迎来到苍穹回响百科');
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await bar.getByRole('button', { name: '关闭公告' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('region', { name: '公告' })).toBeHidden();
  // A newer version shows again.
  await page.evaluate(() => localStorage.setItem('almanac:notice-dismissed', JSON.stringify({ version: 0, at: Date.now() })));
  await page.reload();
  await expect(page.getByRole('region', { name: '公告' })).toBeVisible();
});

test('home entry points lead to the strategy channel and the summon home', async ({ page }) => {
  await visit(page, HOME);
  const entries = page.getByRole('navigation', { name: '站点入口' });
  await entries.getByRole('link', { name: '七圣召唤' }).click();
  await expect(page).toHaveURL(/\/ys\/obc\/summon/);
  await expect(page.getByRole('heading', { name: '七圣召唤', exact: true, level: 2 })).toBeVisible();
  await visit(page, HOME);
  await page.getByRole('navigation', { name: '站点入口' }).getByRole('link', { name: '攻略' }).click();
  await expect(page).toHaveURL(/\/channel\/position\/\d+/);
});

test('back to top returns to the top of a long page', async ({ page }) => {
  await visit(page, HOME);
  await page.evaluate(() => window.scrollTo(0, 3000));
  const button = page.getByRole('button', { name: '回到顶部' });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('links out of a collection-background block carry from=collectionBg', async ({ page }) => {
  await visit(page, HOME);
  const links = block(page, '活动').getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
    if (href.startsWith('/')) expect(href).toContain('from=collectionBg');
  }
});
