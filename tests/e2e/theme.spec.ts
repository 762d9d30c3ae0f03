import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { HOME, expect, test, visit } from './fixtures.ts';

/**
 * Dark mode (docs/decisions/031-dark-mode.md): the system's scheme by default, the header's
 * control (system, light, dark) remembered in this browser, applied by the head script before
 * first paint, while the server sends the same page whatever the scheme.
 */

const LIGHT_BACKGROUND = 'rgb(244, 245, 247)';
const DARK_BACKGROUND = 'rgb(21, 23, 28)';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeSwitch = (page: Page) => page.locator('header').getByRole('combobox', { name: '外观' });

test('follows the system scheme when nothing is chosen', async ({ page, errors }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await visit(page, HOME);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await expect(themeSwitch(page)).toHaveValue('system');

  // The system turning light is followed at once, without a reload.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  expect(errors).toEqual([]);
});

test('the header switch changes the scheme, remembered across reload and navigation, and returns to the system', async ({ page, context, errors }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await visit(page, HOME);
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  await expect(themeSwitch(page)).toBeVisible();

  await themeSwitch(page).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  // Remembered in this browser only: no cookie, so the page cache keys nothing new.
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('almanac_theme');

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(themeSwitch(page)).toHaveValue('dark');

  // A client navigation keeps it, and so does a page opened afresh.
  await page.locator('main a[href*="/channel/position/"]:visible').first().click();
  await expect(page).toHaveURL(/\/channel\//);
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  await visit(page, `${HOME}search`);
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  await expect(themeSwitch(page)).toHaveValue('dark');

  // Light even on a dark system; then back to following the system.
  await page.emulateMedia({ colorScheme: 'dark' });
  await themeSwitch(page).selectOption('light');
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  await themeSwitch(page).selectOption('system');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('almanac_theme'))).toBeNull();
  expect(errors).toEqual([]);
});

test('a reader who chose dark never sees a light frame', async ({ page, errors }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await visit(page, HOME);
  await themeSwitch(page).selectOption('dark');
  // Before the page's own scripts: what <html> holds when <body> arrives, and the body's colour at the first frame.
  await page.addInitScript(() => {
    const seen = window as unknown as { themeAtBody?: string; firstFrameBackground?: string };
    // The init script runs before <html> exists: watch the document for <body>.
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      seen.themeAtBody = document.documentElement.dataset.theme ?? 'none';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    requestAnimationFrame(() => {
      seen.firstFrameBackground = document.body ? getComputedStyle(document.body).backgroundColor : 'no body';
    });
  });
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const seen = await page.evaluate(() => {
    const { themeAtBody, firstFrameBackground } = window as unknown as { themeAtBody?: string; firstFrameBackground?: string };
    return { themeAtBody, firstFrameBackground };
  });
  expect(seen.themeAtBody).toBe('dark');
  expect(seen.firstFrameBackground).toBe(DARK_BACKGROUND);
  expect(errors).toEqual([]);
});

test('the page is the same bytes whatever the scheme', async ({ page, browser }) => {
  await visit(page, HOME);
  await themeSwitch(page).selectOption('dark');
  const chosen = await (await page.request.get(HOME)).text();
  const fresh = await browser.newContext();
  const plain = await (await fresh.request.get(`${test.info().project.use.baseURL}${HOME}`)).text();
  await fresh.close();
  expect(chosen).toBe(plain);
  // The head script that applies the choice is in it, before the stylesheets and the body.
  expect(chosen.indexOf("localStorage.getItem('almanac_theme')")).toBeGreaterThan(0);
  expect(chosen.indexOf("localStorage.getItem('almanac_theme')")).toBeLessThan(chosen.indexOf('<body'));
});

test('images and game art are never filtered in dark', async ({ page, errors }) => {
  const file = path.join('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'almanac.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const { id } = db.prepare('select id from contents where title = ? order by id limit 1').get('控件示例') as { id: number };
  db.close();
  await page.emulateMedia({ colorScheme: 'dark' });
  await visit(page, `/ys/obc/content/${id}/detail`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  const filters = await images.evaluateAll((list) =>
    list.map((image) => {
      const chain: string[] = [];
      for (let node: Element | null = image; node; node = node.parentElement) chain.push(getComputedStyle(node).filter);
      return chain.every((filter) => filter === 'none' || !/invert|hue-rotate|brightness|grayscale/.test(filter));
    }),
  );
  expect(filters.length).toBeGreaterThan(0);
  expect(filters.every(Boolean)).toBe(true);
  expect(errors).toEqual([]);
});
