import crypto from 'node:crypto';
import sharp from 'sharp';
import { expect, isMobile, signUpByApi, test, unique, visit } from './fixtures.ts';
import { signInToConsole } from './operator-support.ts';

test('an operator reads the storage use: stored bytes, files, the accounts holding most, and what awaits the sweep', async ({ page, browser, errors }) => {
  // A reader uploads a picture through the API, so an account appears in the list.
  const reader = await browser.newContext();
  const readerPage = await reader.newPage();
  const name = unique('e2e_store_');
  await signUpByApi(readerPage, name, 'correct horse 1');
  // A picture of its own (the same bytes from another run would be counted to the account that stored them first).
  const png = await sharp(crypto.randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } })
    .png()
    .toBuffer();
  const started = await readerPage.request.post('/api/ys_obc/v1/upload/init', { data: { file_name: 'shot.png', mime: 'image/png', size: png.length } });
  expect(started.status()).toBe(200);
  const uploadId = ((await started.json()) as { data: { upload_id: string } }).data.upload_id;
  expect(
    (
      await readerPage.request.post(`/api/ys_obc/v1/upload/chunk?upload_id=${uploadId}&index=0`, {
        data: png,
        headers: { 'content-type': 'application/octet-stream' },
      })
    ).status(),
  ).toBe(200);
  expect((await readerPage.request.post('/api/ys_obc/v1/upload/complete', { data: { upload_id: uploadId } })).status()).toBe(200);
  await reader.close();

  await signInToConsole(page, '/admin/ys_obc/storage');
  await visit(page, '/admin/ys_obc/storage');
  const panel = page.getByRole('region', { name: '存储用量' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-figure="total"]')).toHaveText(/^[\d,.]+ [KM]B$/);
  await expect(panel.locator('[data-figure="uploads"]')).toHaveText(/^[1-9][\d,]*$/);
  await expect(panel.locator('[data-figure="unreferenced"]')).toHaveText(/[\d,.]+ [KM]B/);
  const accounts = panel.getByRole('table', { name: '占用最多的账号' });
  await expect(accounts.getByRole('row').filter({ hasText: name })).toContainText(/1\s*\d+ KB/);

  // The console's navigation leads here; nothing runs wider than the window at 375 px.
  await expect(page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '存储' })).toHaveAttribute('href', '/admin/ys_obc/storage');
  if (isMobile(page)) {
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  }
  expect(errors).toEqual([]);
});
