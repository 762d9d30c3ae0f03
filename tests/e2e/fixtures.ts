import { test as base, expect, type Page } from '@playwright/test';

/** A page that fails the test on any uncaught JavaScript error or console error. */
export const test = base.extend<{ errors: string[] }>({
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

/** A channel tab (the tab bar, not the catalogue's link of the same name). */
export const tabLink = (page: Page, name: string) => page.getByRole('navigation', { name: '分类' }).getByRole('link', { name, exact: true });
