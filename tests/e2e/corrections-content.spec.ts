import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { HOME, expect, test, visit } from './fixtures.ts';

const correctionButton = (page: Page) => page.getByRole('button', { name: '对本页内容纠错' });

/** The path of an ordinary content page (not an entry page): the footer's about page. */
async function contentPage(page: Page): Promise<string> {
  await visit(page, HOME);
  return (await page.getByRole('contentinfo').getByRole('link', { name: '关于本站' }).getAttribute('href'))!;
}

test('an anonymous reader of a content page signs in before correcting it', async ({ page }) => {
  await visit(page, await contentPage(page));
  await correctionButton(page).click();
  await expect(page.getByRole('dialog', { name: '百科通行证' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '内容纠错' })).toHaveCount(0);
});

test('a signed-in reader is offered the correction (is_allow_correct_error) and sends it with correct_error', async ({ page }, testInfo) => {
  const login = await page.request.post('/api/ys_obc/v1/account/login', { data: { login_name: 'editor', password: 'editor-password' } });
  expect(login.status()).toBe(200);
  const path = await contentPage(page);
  const contentId = Number(/content\/(\d+)\/detail/.exec(path)![1]);

  const asked = page.waitForRequest((request) => request.url().includes('/v1/content/is_allow_correct_error'));
  await visit(page, path);
  expect((await asked).postDataJSON()).toMatchObject({ content_id: contentId });
  await correctionButton(page).click();
  const dialog = page.getByRole('dialog', { name: '内容纠错' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `/tmp/ops/content-correction-${testInfo.project.name}.png` });
  await dialog.getByLabel(/反馈内容/).fill('申请方式里的说明已经过时');
  const sent = page.waitForRequest((request) => request.url().includes('/v1/content/correct_error') && request.method() === 'POST');
  await dialog.getByRole('button', { name: '提交' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ content_id: contentId, content: '申请方式里的说明已经过时', img_url: '' });
  await expect(page.locator('[data-sonner-toast]', { hasText: '提交成功' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('entry pages keep their own correction button, not the content one', async ({ page }) => {
  // The demo's 「控件示例」 entry page (server/seed/demo/entry-pages.ts), read from the test server's SQLite file.
  const db = new Database(path.join('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'almanac.sqlite'), { readonly: true, fileMustExist: true });
  const row = db.prepare('select id from contents where title = ? order by id limit 1').get('控件示例') as { id: number };
  db.close();
  await visit(page, `/ys/obc/content/${row.id}/detail`);
  await expect(page.getByRole('button', { name: '对本词条纠错' }).first()).toBeVisible();
  await expect(correctionButton(page)).toHaveCount(0);
});
