import type { Page } from '@playwright/test';
import { HOME, expect, test, visit } from './fixtures.ts';
import { skipFavoritesGuide } from './favorites-support.ts';
import { expectLanguage, languageSwitch } from './locale-support.ts';

/**
 * One catalogue a language (issue #34): a page downloads its own language's messages only (the
 * core catalogue, preloaded by the HTML, and an area's, here the account center's), hydrates with
 * the server's text, and the language switch loads the other language when it is used.
 */

/** The message chunks the page asks for: zh-CN-….js, account-center.en-US-….js and the like. */
function catalogueRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    const match = /^(?:([\w-]+)\.)?(zh-CN|en-US)-[\w-]+\.js$/.exec(file);
    if (match) asked.push(match[1] ? `${match[1]}.${match[2]}` : match[2]!);
  });
  return asked;
}

test.beforeEach(async ({ page }) => {
  await skipFavoritesGuide(page);
});

test('an English page loads the English messages only, the other language comes with the switch', async ({ page, errors }) => {
  const asked = catalogueRequests(page);
  const response = await visit(page, `${HOME}account?lang=en-US`);
  const html = (await response?.text()) ?? '';
  // The HTML names its language's catalogue, so it comes with the other scripts.
  expect(html).toMatch(/<link rel="modulepreload" fetchpriority="low" href="\/assets\/en-US-[\w-]+\.js"\/>/);
  expect(html).not.toMatch(/href="\/assets\/zh-CN-/);
  await expectLanguage(page, 'en-US');
  const heading = page.locator('main').getByRole('heading', { name: 'Personal center' });
  await expect(heading).toBeVisible();
  await expect(page.locator('main [data-sign-in]').getByText('Sign in to see your personal center')).toBeVisible();
  // The account center shows its own area and the contributing pages' (its edits list).
  expect(asked.sort()).toEqual(['account-center.en-US', 'contributing.en-US', 'en-US']);

  // The switch is a client navigation: the page is the same document, now in Chinese, with
  // the Chinese core and the area's Chinese messages loaded on the way.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await languageSwitch(page).click();
  await expectLanguage(page, 'zh-CN');
  await expect(page.locator('main').getByRole('heading', { name: '个人中心' })).toBeVisible();
  await expect(page.locator('main [data-sign-in]').getByText('登录后查看个人中心')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(asked.sort()).toEqual(['account-center.en-US', 'account-center.zh-CN', 'contributing.en-US', 'contributing.zh-CN', 'en-US', 'zh-CN']);
  expect(errors).toEqual([]);
});

test('a Chinese page loads the Chinese core only, and hydrates with the text the server wrote', async ({ page, errors }) => {
  const asked = catalogueRequests(page);
  const response = await visit(page, HOME);
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/href="\/assets\/zh-CN-[\w-]+\.js"/);
  await expectLanguage(page, 'zh-CN');
  // After hydration the footer still reads as the server wrote it (no message keys, no flash of another language).
  await expect(page.getByRole('contentinfo').getByRole('button', { name: '建议与反馈' })).toBeVisible();
  expect(asked).toEqual(['zh-CN']);
  expect(errors).toEqual([]);
});
