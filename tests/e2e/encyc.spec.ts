import { HOME, expect, test, visit } from './fixtures.ts';

const q = 'bbs_presentation_style=no_header';

test('the encyclopedia filters by menu and filter values, and a filtered view is shared by its URL', async ({ page, context, browser, errors }) => {
  // Many page loads in one test: a longer budget (nothing here waits on time).
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The copied-link path of sharing (no Web Share sheet in a test browser).
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await visit(page, `${HOME}encyc?${q}`);
  const main = page.locator('main');
  const menus = main.getByRole('navigation', { name: '图鉴分类' });
  await expect(menus.getByRole('link', { name: '图鉴', exact: true })).toHaveAttribute('aria-current', 'page');
  const subMenus = main.getByRole('navigation', { name: '子分类' });
  await expect(subMenus.getByRole('link', { name: '角色', exact: true })).toHaveAttribute('aria-current', 'page');
  const total = main.getByText(/^共\d+个词条$/);
  const allText = await total.textContent();
  const all = Number(allText!.replace(/\D/g, ''));
  expect(all).toBeGreaterThan(0);

  const element = main.getByRole('group', { name: '元素' });
  await expect(element.getByRole('button', { name: '不限' })).toHaveAttribute('aria-pressed', 'true');
  await element.getByRole('button', { name: '火', exact: true }).click();
  await expect(page).toHaveURL(/filter=%E5%85%83%E7%B4%A0%2F%E7%81%AB/);
  await expect(element.getByRole('button', { name: '火', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(total).not.toHaveText(allText!);
  const fire = Number((await total.textContent())!.replace(/\D/g, ''));
  expect(fire).toBeLessThan(all);
  const names = await main.locator('ul li').allTextContents();
  expect(names.length).toBe(Math.min(fire, 30));

  // A second group narrows further; '不限' clears one group.
  const stars = main.getByRole('group', { name: '星级' });
  await stars.getByRole('button', { name: '五星', exact: true }).click();
  await expect(page).toHaveURL(/filter=.*filter=/);
  const both = Number((await total.textContent())!.replace(/\D/g, ''));
  expect(both).toBeLessThanOrEqual(fire);

  await main.getByRole('button', { name: '分享筛选结果' }).click();
  await expect(page.getByText('链接已复制')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toBe(page.url());

  // Someone opening the shared link sees the same filtered view.
  const other = await browser.newPage({ viewport: page.viewportSize()! });
  await visit(other, shared.replace(/^https?:\/\/[^/]+/, ''));
  const otherMain = other.locator('main');
  await expect(otherMain.getByRole('group', { name: '元素' }).getByRole('button', { name: '火', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(otherMain.getByRole('group', { name: '星级' }).getByRole('button', { name: '五星', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(otherMain.getByText(/^共\d+个词条$/)).toHaveText(`共${both}个词条`);
  expect(await otherMain.locator('ul li').allTextContents()).toEqual(await main.locator('ul li').allTextContents());
  await other.close();

  await element.getByRole('button', { name: '不限' }).click();
  await expect(element.getByRole('button', { name: '不限' })).toHaveAttribute('aria-pressed', 'true');
  await main.getByRole('link', { name: '重置' }).click();
  await expect(total).toHaveText(allText!);

  // Another menu: its sub-menus and entries.
  await subMenus.getByRole('link', { name: '武器', exact: true }).click();
  await expect(subMenus.getByRole('link', { name: '武器', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(main.getByRole('group', { name: '元素' })).toHaveCount(0);
  await main.locator('ul li a').first().click();
  await expect(page).toHaveURL(/\/content\/\d+\/detail\?/);
  expect(errors).toEqual([]);
});
