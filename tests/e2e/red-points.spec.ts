import { HOME, expect, test, visit } from './fixtures.ts';

test('a dismissed red point stays dismissed after a reload', async ({ page }) => {
  await visit(page, HOME);
  const section = page.locator('main section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  const tab = section.getByRole('tab', { name: '角色' });
  // The demo marks the 角色 channel as updated: its tab carries a red dot.
  const dots = section.locator('[data-red-point^="channel:"]');
  await expect(dots.first()).toBeVisible();
  const marker = await dots.first().getAttribute('data-red-point');
  await tab.click();
  await expect(page.locator(`[data-red-point="${marker}"]`)).toHaveCount(0);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(section.getByRole('tab', { name: '角色' })).toBeVisible();
  await expect(page.locator(`[data-red-point="${marker}"]`)).toHaveCount(0);
});
