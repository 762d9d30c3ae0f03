import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { expect, HOME, signInByApi, test, visit } from './fixtures.ts';

/**
 * Offline reading (issue 34; app/service-worker/): pages a reader opened open again offline from
 * their saved copy with the offline notice, a page never opened shows the offline page, and a
 * signed-in reader's pages are never saved. At both widths.
 */

// The config blocks service workers for every other test.
test.use({ serviceWorkers: 'allow' });

/** The showcase entry's page (seeded in no channel list, so no other page links to it). */
function entryPath(): string {
  const file = path.join('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'almanac.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select id from contents where title = ? order by id limit 1').get('控件示例') as { id: number };
    return `${HOME}content/${row.id}/detail`;
  } finally {
    db.close();
  }
}

/** Waits until the service worker controls the page (it claims the page that registered it). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** Paths (with query) of the saved pages and data, as the worker's pages cache holds them. */
function savedPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const saved: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('almanac-pages-')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        saved.push(`${url.pathname}${url.search}`);
      }
    }
    return saved;
  });
}

/**
 * Offline, what was never saved fails to load, as it should: the API calls of the page's late parts
 * (the calendar, page views, stats), pictures never shown, route discovery for links never
 * followed, the offline page's 503. The browser logs each; nothing else may fail. Called once the
 * page has left (about:blank), when every message of the offline pages has come in.
 */
async function dropOfflineLoadErrors(page: Page, errors: string[]) {
  await page.goto('about:blank');
  const expected =
    /^console: (Failed to load resource: (net::ERR_(FAILED|INTERNET_DISCONNECTED)|the server responded with a status of 503)|Failed to fetch manifest patches|[\w ]+ failed to load \w*: Failed to fetch)/;
  const kept = errors.filter((error) => !expected.test(error));
  errors.splice(0, errors.length, ...kept);
}

const entryTitle = (page: Page) => page.locator('article[data-entry-page] h2', { hasText: '控件示例' });
const notice = (page: Page) => page.getByTestId('offline-notice');
const offlinePage = (page: Page) => page.getByRole('heading', { level: 1, name: '当前处于离线状态' });

test('a page read before opens offline from its saved copy with the notice; a page never read shows the offline page', async ({ page, context, errors }) => {
  const entry = entryPath();
  await visit(page, HOME);
  await controlled(page);
  // The first page, loaded before the worker existed, is saved once the worker takes over.
  await expect.poll(() => savedPages(page)).toContain(HOME);
  await visit(page, entry);
  await expect(entryTitle(page)).toBeVisible();
  await expect.poll(() => savedPages(page)).toContain(entry);
  await expect(notice(page)).toBeHidden();

  await context.setOffline(true);
  try {
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(entryTitle(page)).toBeVisible();
    await expect(notice(page)).toHaveText('当前处于离线状态，显示的是上次浏览时保存的页面');
    await expect(notice(page)).toBeInViewport();

    await page.goto(HOME);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(notice(page)).toHaveText('当前处于离线状态，显示的是上次浏览时保存的页面');

    // Never read: the offline page, not the browser's error, with a way to try again.
    const never = await page.goto(`${HOME}latest-upgrade`);
    expect(never?.status()).toBe(503);
    await expect(offlinePage(page)).toBeVisible();
    await expect(page.getByRole('link', { name: '重试' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await dropOfflineLoadErrors(page, errors);
});

test("a signed-in reader's pages are never saved: offline they are the offline page", async ({ page, context, errors }) => {
  const entry = entryPath();
  await signInByApi(page, 'demo');
  await visit(page, HOME);
  await controlled(page);
  await visit(page, entry);
  await expect(entryTitle(page)).toBeVisible();
  await visit(page, `${HOME}favorite/list`);
  // What the worker saw went by: it kept no page and no page data (every answer was private,
  // no-store), only React Router's route discovery, which is the build's and no reader's.
  await page.waitForTimeout(500);
  expect((await savedPages(page)).filter((saved) => !saved.startsWith('/__manifest?'))).toEqual([]);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(offlinePage(page)).toBeVisible();
    await page.goto(entry);
    await expect(offlinePage(page)).toBeVisible();
    await expect(page.getByText('控件示例')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  await dropOfflineLoadErrors(page, errors);
});

test('signing out removes the pages saved on the device', async ({ page }) => {
  const entry = entryPath();
  await visit(page, HOME);
  await controlled(page);
  await visit(page, entry);
  await expect.poll(() => savedPages(page)).toContain(entry);

  await signInByApi(page, 'demo');
  await visit(page, HOME);
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('dialog', { name: '账号菜单' }).getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const saved = await savedPages(page);
  expect(saved).not.toContain(entry);
  expect(saved).not.toContain(HOME);
});
