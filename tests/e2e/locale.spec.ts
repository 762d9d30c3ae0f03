import type { Page } from '@playwright/test';
import { HOME, expect, isMobile, projectPage, test, visit } from './fixtures.ts';
import { skipFavoritesGuide } from './favorites-support.ts';
import { HAN, chromeTexts, expectLanguage, languageCookie, languageSwitch } from './locale-support.ts';

/**
 * The reader's language (#17): a control in each header switches between zh-CN and en-US, the
 * choice is remembered in a cookie and survives links and reloads, ?lang=en-US is remembered
 * too, and an English page's chrome holds no Chinese.
 */

test.beforeEach(async ({ page }) => {
  await skipFavoritesGuide(page);
});

test('the header switches the language, and the choice survives a link and a reload', async ({ page, errors }, testInfo) => {
  await visit(page, HOME);
  await expectLanguage(page, 'zh-CN');
  await page.getByRole('banner').screenshot({ path: testInfo.outputPath('header-zh.png') });
  const toEnglish = languageSwitch(page);
  await expect(toEnglish).toBeVisible();
  // A real link, named in the current language, the target language named in itself.
  await expect(toEnglish).toHaveAccessibleName('切换语言: English');
  await expect(toEnglish).toHaveAttribute('hreflang', 'en-US');

  await toEnglish.click();
  await expectLanguage(page, 'en-US');
  await expect(page).toHaveURL(/[?&]lang=en-US/);
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Suggestions and feedback' })).toBeVisible();
  await expect.poll(() => languageCookie(page)).toBe('en-US');
  await page.getByRole('banner').screenshot({ path: testInfo.outputPath('header-en.png') });

  // A link without ?lang stays English (the cookie), and so does a reload.
  const link = page.getByRole('main').locator('a[href*="/content/"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/content\/\d+\/detail/);
  expect(new URL(page.url()).searchParams.get('lang')).toBeNull();
  await expectLanguage(page, 'en-US');
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expectLanguage(page, 'en-US');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Suggestions and feedback' })).toBeVisible();

  // And back to Chinese from the same control.
  const toChinese = languageSwitch(page);
  await expect(toChinese).toHaveAccessibleName('Change language: 中文');
  await toChinese.click();
  await expectLanguage(page, 'zh-CN');
  await expect.poll(() => languageCookie(page)).toBe('zh-CN');
  await visit(page, `${HOME}search`);
  await expectLanguage(page, 'zh-CN');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: '建议与反馈' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('?lang=en-US is remembered past the first link', async ({ page, errors }) => {
  await visit(page, `${HOME}?lang=en-US`);
  await expectLanguage(page, 'en-US');
  await expect.poll(() => languageCookie(page)).toBe('en-US');
  const cookie = (await page.context().cookies()).find((item) => item.name === 'almanac_lang')!;
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
  // About a year.
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  await page.getByRole('main').locator('a[href*="/channel/"]').first().click();
  await expect(page).toHaveURL(/\/channel\//);
  await expectLanguage(page, 'en-US');
  // A page opened afresh without ?lang: the cookie decides on the server.
  await visit(page, `${HOME}encyc`);
  await expectLanguage(page, 'en-US');
  expect(errors).toEqual([]);
});

/** Every text of the header and footer of a page. */
async function chrome(page: Page) {
  return [...(await chromeTexts(page.getByRole('banner'))), ...(await chromeTexts(page.getByRole('contentinfo')))];
}

test('an English page shows no Chinese in its header and footer, on home, a channel, an entry and search', async ({ page, errors }) => {
  test.slow();
  await visit(page, `${HOME}?lang=en-US`);
  const pages = [HOME, `${HOME}search`, `${HOME}encyc`];
  const entry = await page.getByRole('main').locator('a[href*="/content/"]').first().getAttribute('href');
  const channel = await page.getByRole('main').locator('a[href*="/channel/"]').first().getAttribute('href');
  for (const path of [...pages, entry!, channel!]) {
    await visit(page, path);
    await expectLanguage(page, 'en-US');
    const texts = await chrome(page);
    expect(texts.length, path).toBeGreaterThan(0);
    expect(
      texts.filter((text) => HAN.test(text)),
      `${path}: ${texts.join(' | ')}`,
    ).toEqual([]);
  }
  // Titles the app words itself (the mobile header shows them) are English too.
  await visit(page, `${HOME}search`);
  await expect(page).toHaveTitle('Search - 苍穹回响百科');
  await visit(page, `${HOME}encyc`);
  await expect(page).toHaveTitle('Encyclopedia - 苍穹回响百科');
  // And the Chinese page does show Chinese there: the check above reads the right places.
  await visit(page, `${HOME}?lang=zh-CN`);
  expect((await chrome(page)).some((text) => HAN.test(text))).toBe(true);
  expect(errors).toEqual([]);
});

test('the language control is in both headers at each width, and works without the page script', async ({ browser }, testInfo) => {
  const page = await projectPage(browser, testInfo);
  await skipFavoritesGuide(page);
  await visit(page, `${HOME}encyc`);
  const control = languageSwitch(page);
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  // Inside the viewport, a target a finger can hit.
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(box.height).toBeGreaterThanOrEqual(isMobile(page) ? 30 : 24);
  // Its href alone leads to the English page (no script needed to follow it).
  const href = await control.getAttribute('href');
  expect(href).toContain('lang=en-US');
  const answer = await page.request.get(href!);
  expect(await answer.text()).toContain('<html lang="en-US"');
  await page.context().close();
});
