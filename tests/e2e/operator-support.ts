import type { Page } from '@playwright/test';
import { expect, visit } from './fixtures.ts';

/** Signs the demo admin in through the console's own form, reached at `path`. */
export async function signInToConsole(page: Page, path = '/admin', landing?: RegExp) {
  await visit(page, path);
  if (landing) await expect(page).toHaveURL(landing);
  const form = page.getByRole('form', { name: '登录运营后台' });
  await form.getByLabel('账号').fill('admin');
  await form.getByLabel('密码').fill('admin-password');
  await form.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('navigation', { name: '后台导航' })).toBeVisible();
}
