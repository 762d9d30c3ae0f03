import type { Page, TestInfo } from '@playwright/test';
import { expect, HOME, isMobile, signInByApi, test, unique, visit } from './fixtures.ts';

/**
 * The signed-in desktop header fits (issue 37) at its 1200 px minimum and wider, with a long
 * account name: the site name on one line, every control whole inside the window, and every home
 * section reachable, in the row or under "更多" (never clipped away).
 */
async function checkHeader(page: Page, testInfo: TestInfo, width: number, who: string, withCreate: boolean) {
  await visit(page, `${HOME}?visit_device=pc`);
  const header = page.getByRole('banner');
  await expect(header.locator('[data-header-item="notifications"]')).toBeVisible();

  const inner = header.locator('> div').first();
  const fits = await inner.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  const brand = header.getByRole('link').first();
  expect((await brand.boundingBox())!.height).toBeLessThanOrEqual(44);

  for (const control of [
    header.getByRole('combobox', { name: '搜索词条' }),
    ...(withCreate ? [header.getByRole('button', { name: '创建词条' })] : []),
    header.locator('[data-language-switch]'),
    header.getByRole('combobox', { name: '外观' }),
    header.getByRole('link', { name: '收藏' }),
    header.locator('[data-header-item="notifications"]'),
    header.getByRole('button', { name: '账号菜单' }),
  ]) {
    await expect(control).toBeVisible();
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }

  // Every section: whole in the row, or in "更多".
  const nav = header.getByRole('navigation', { name: '首页栏目' });
  const row = nav.locator('[data-nav-row]');
  const rowRight = await row.evaluate((element) => element.getBoundingClientRect().right);
  const inRow = await row
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => ({ name: link.textContent, right: link.getBoundingClientRect().right })));
  for (const link of inRow) expect(link.right).toBeLessThanOrEqual(rowRight + 0.5);
  // The server's header lists every section in the row (the browser moves what does not fit).
  const html = await (await page.request.get(`${HOME}?visit_device=pc`)).text();
  const served = /data-home-sections=""[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!;
  const sections = served.match(/<a /g)!.length;
  expect(sections).toBeGreaterThan(3);
  const more = nav.locator('[data-nav-more]');
  const inMore = (await more.count()) > 0 ? await more.locator('li > a').count() : 0;
  expect(inRow.length + inMore).toBe(sections);
  await page.screenshot({ path: testInfo.outputPath(`header-${width}-${who}.png`), clip: { x: 0, y: 0, width, height: 260 } });

  if (inMore > 0) {
    await more.locator('summary').click();
    const last = more.getByRole('link').last();
    await expect(last).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`header-${width}-${who}-more.png`), clip: { x: 0, y: 0, width, height: 400 } });
    await page.keyboard.press('Escape');
    await expect(last).toBeHidden();
    await more.locator('summary').click();
    await last.click();
    await expect(page).toHaveURL(/#section-\d+$/);
    await expect(last).toBeHidden();
  }
}

for (const width of [1200, 1280, 1440]) {
  test(`the signed-in header at ${width} px: one line, every control, every section`, async ({ page, errors }, testInfo) => {
    test.skip(isMobile(page), 'the desktop header');
    await page.setViewportSize({ width, height: 800 });
    // The longest display name an account may have (32 characters).
    const answer = await page.request.post('/api/ys_obc/v1/account/register', {
      data: { login_name: unique('hdr_'), password: 'header-password-1', name: '一位名字长到三十二个字的旅行者'.padEnd(32, '长') },
      headers: { 'x-forwarded-for': `198.51.100.${200 + (width % 50)}` },
    });
    expect(answer.status()).toBe(200);
    await checkHeader(page, testInfo, width, 'long-name', false);
    // The editor: the create button besides.
    await signInByApi(page, 'editor');
    await checkHeader(page, testInfo, width, 'editor', true);
    expect(errors).toEqual([]);
  });
}
