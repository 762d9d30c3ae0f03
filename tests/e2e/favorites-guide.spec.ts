import { HOME, expect, isMobile, test, visit } from './fixtures.ts';
import { signInDemo } from './favorites-support.ts';

const guide = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: '收藏功能指引' });

test('the favorites guide shows once per user on mobile widths, and never on desktop', async ({ page, browser, errors }) => {
  // Many page loads in one test: a longer budget (nothing here waits on time).
  test.slow();
  // The guide is the admin's alone in this run: no other test ends it.
  await signInDemo(page, 'admin');
  await visit(page, `${HOME}?bbs_presentation_style=no_header`);
  if (!isMobile(page)) {
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(guide(page)).toHaveCount(0);
    return;
  }
  await expect(guide(page)).toBeVisible({ timeout: 15_000 });
  await expect(guide(page)).toContainText('点这里查看你收藏的词条和攻略');
  await guide(page).getByRole('button', { name: '知道了' }).click();
  await expect(guide(page)).toHaveCount(0);
  await visit(page, `${HOME}?bbs_presentation_style=no_header`);
  await expect(page.getByRole('banner').locator('[data-header-item="favorites"]')).toBeVisible();
  await expect(guide(page)).toHaveCount(0);

  // Another browser (no local flag) of the same user: the server-cached key says it was seen.
  const context = await browser.newContext({
    viewport: page.viewportSize()!,
    userAgent: await page.evaluate(() => navigator.userAgent),
    isMobile: true,
    hasTouch: true,
  });
  const other = await context.newPage();
  await signInDemo(other, 'admin');
  await visit(other, `${HOME}?bbs_presentation_style=no_header`);
  await expect(other.getByRole('banner').locator('[data-header-item="favorites"]')).toBeVisible();
  // The key-box answer arrived (it copies the seen flag into this browser) and no guide showed.
  await expect.poll(() => other.evaluate(() => window.localStorage.getItem('almanac:favorites-guide-seen')), { timeout: 20_000 }).toBe('1');
  await expect(guide(other)).toHaveCount(0);
  await context.close();
  expect(errors).toEqual([]);
});
