import { test as base, expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { changeSeeded } from './seeded-db.ts';

/**
 * A page that fails the test on any uncaught JavaScript error or console error; and each test
 * starts with the demo accounts' submission budgets unspent: one person may send 30 edits an
 * hour (shared/limits.ts), and the suite's tests, as the same demo editor, send more than that.
 */
export const test = base.extend<{ errors: string[]; submissionBudgets: void }>({
  submissionBudgets: [
    // Playwright reads a fixture's dependencies from its destructured first argument: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      changeSeeded(`DELETE FROM rate_limits WHERE bucket LIKE 'entry_submission:%'`);
      await use();
    },
    { auto: true },
  ],
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(`console: ${message.text()}`);
    });
    await use(errors);
    expect(errors, 'JavaScript errors on the page').toEqual([]);
  },
});

export { expect };

export const HOME = '/ys/obc/';

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) <= 900;

/** Goes to a page and waits until React has hydrated it. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** Signs a demo account in through the API (the page's cookie jar gets the session) and answers its aid. */
export async function signInByApi(page: Page, loginName: string, appSn = 'ys_obc'): Promise<number> {
  const response = await page.request.post(`/api/${appSn}/v1/account/login`, { data: { login_name: loginName, password: `${loginName}-password` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { user_info: { aid: number } } }).data.user_info.aid;
}

let signUps = 0;

/**
 * Signs a fresh account up through the API, as a person on an address of their own: sign-ups are
 * limited per address (10 an hour), and the browser tests make more than that from one machine.
 * The test server believes X-Forwarded-For from loopback (TRUST_PROXY); the addresses are
 * documentation ones (198.51.100.0/24), never contacted.
 */
export async function signUpByApi(page: Page, loginName: string, password: string, appSn = 'ys_obc'): Promise<void> {
  signUps += 1;
  const address = `198.51.100.${((process.pid + signUps) % 250) + 1}`;
  const response = await page.request.post(`/api/${appSn}/v1/account/register`, {
    data: { login_name: loginName, password },
    headers: { 'x-forwarded-for': address },
  });
  expect(response.status()).toBe(200);
}

/** Another person at the test's viewport and browser: a page of a fresh browser context. */
export async function projectPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL!,
    viewport: use.viewport!,
    userAgent: use.userAgent!,
    isMobile: use.isMobile ?? false,
    hasTouch: use.hasTouch ?? false,
    deviceScaleFactor: use.deviceScaleFactor ?? 1,
  });
  return context.newPage();
}

/** A fresh name: the two browser projects run at once against one server. */
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A channel tab (the tab bar, not the catalogue's link of the same name). */
export const tabLink = (page: Page, name: string) => page.getByRole('navigation', { name: '分类' }).getByRole('link', { name, exact: true });
