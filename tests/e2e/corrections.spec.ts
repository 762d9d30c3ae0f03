import crypto from 'node:crypto';
import type { Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { HOME, expect, isMobile, signInByApi, test, visit } from './fixtures.ts';

const signInDialog = (page: Page) => page.getByRole('dialog', { name: '百科通行证' });
const modal = (page: Page) => page.getByRole('dialog', { name: '建议与反馈' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** A noisy PNG of about 2.7 MB: two upload chunks. */
async function bigPng(): Promise<Buffer> {
  const width = 950;
  const height = 950;
  return sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function openFeedback(page: Page) {
  await visit(page, HOME);
  await page.getByRole('contentinfo').getByRole('button', { name: '建议与反馈' }).click();
}

test('the footer entry starts login for anonymous visitors', async ({ page }) => {
  await openFeedback(page);
  await expect(signInDialog(page)).toBeVisible();
  await expect(modal(page)).toHaveCount(0);
});

test('the modal checks the reason and the picture type and size before anything is sent', async ({ page, errors }) => {
  // Handing a 10 MB file to the browser takes a while on a busy machine.
  test.setTimeout(120_000);
  await signInByApi(page, 'demo');
  await openFeedback(page);
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('correction-counter')).toHaveText('0/500');

  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '您有必填项未填写，无法提交')).toBeVisible();
  await dialog.getByLabel(/反馈内容/).fill('   ');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '您有必填项未填写，无法提交')).toBeVisible();

  await dialog.getByLabel(/反馈内容/).fill('x'.repeat(520));
  await expect(dialog.getByTestId('correction-counter')).toHaveText('500/500');
  await dialog.getByLabel(/反馈内容/).fill('搜索框');
  await expect(dialog.getByTestId('correction-counter')).toHaveText('3/500');

  const input = dialog.getByTestId('upload-input');
  await input.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(toast(page, '仅支持PNG、JPEG、JPG格式')).toBeVisible();
  await input.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(toast(page, '图片大小超过10MB')).toBeVisible();
  await expect(dialog.locator('[data-upload-state="idle"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('uploads a picture in chunks with progress, resumes after a dropped chunk, previews, deletes and submits', async ({ page }) => {
  // Two uploads of 2.7 MB through intercepted requests: generous on a busy machine.
  test.setTimeout(120_000);
  const aid = await signInByApi(page, 'demo');
  await openFeedback(page);
  const dialog = modal(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/反馈内容/).fill('首页的横幅图片加载很慢');

  // Hold the first chunk until the progress is on screen; drop chunk 1 once, as a lost connection does.
  let releaseFirst: () => void = () => {};
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  let droppedOnce = false;
  const chunkUrls: string[] = [];
  await page.route('**/v1/upload/chunk?*', async (route: Route) => {
    const url = route.request().url();
    chunkUrls.push(url);
    if (chunkUrls.length === 1) await firstHeld;
    if (/[?&]index=1(&|$)/.test(url) && !droppedOnce) {
      droppedOnce = true;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });

  const png = await bigPng();
  await dialog.getByTestId('upload-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.locator('[data-upload-state="uploading"]')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: '上传进度' })).toBeVisible();
  await expect(dialog.getByText(/上传中 \d+%/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: '提交' })).toBeDisabled();
  await page.screenshot({ path: `/tmp/corrections-uploading-${isMobile(page) ? 'mobile' : 'desktop'}.png` });
  releaseFirst();

  const preview = dialog.getByRole('img', { name: '已上传的图片' });
  await expect(preview).toBeVisible({ timeout: 60_000 });
  expect(droppedOnce).toBe(true);
  // Chunk 1 was sent again after the drop; chunk 0 was not.
  expect(chunkUrls.filter((url) => /[?&]index=1(&|$)/.test(url))).toHaveLength(2);
  expect(chunkUrls.filter((url) => /[?&]index=0(&|$)/.test(url))).toHaveLength(1);
  await expect(preview).toHaveAttribute('src', /^\/img\/[0-9a-f]{2}\/[0-9a-f]{64}\.png\?w=\d+&q=75$/);
  await page.screenshot({ path: `/tmp/corrections-preview-${isMobile(page) ? 'mobile' : 'desktop'}.png` });

  await dialog.getByRole('button', { name: '删除图片' }).click();
  await expect(preview).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '上传图片' })).toBeVisible();

  // The same picture again: stored once, answered at once.
  await page.unroute('**/v1/upload/chunk?*');
  await dialog.getByTestId('upload-input').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
  await expect(preview).toBeVisible({ timeout: 60_000 });
  const imageUrl = (await preview.getAttribute('src'))!.split('?')[0]!;

  const sent = page.waitForRequest((request) => request.url().includes('/v1/content/report_error'));
  await dialog.getByRole('button', { name: '提交' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ feedback_type: 3, reason: '首页的横幅图片加载很慢', reason_img_url: imageUrl });
  expect(String(body.source_url)).toMatch(/^\/ys\/obc\//);
  await expect(toast(page, '提交成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Cleared: opened again, it is empty.
  await page.getByRole('contentinfo').getByRole('button', { name: '建议与反馈' }).click();
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByLabel(/反馈内容/)).toHaveValue('');
  await expect(modal(page).locator('[data-upload-state="idle"]')).toBeVisible();
  expect(aid).toBeGreaterThan(0);
});

test('a server refusal shows its message', async ({ page }) => {
  await signInByApi(page, 'demo');
  await page.route('**/v1/content/report_error', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ retcode: 429, message: 'too many reports; try again in 12 minutes', data: null }),
    }),
  );
  await openFeedback(page);
  await modal(page)
    .getByLabel(/反馈内容/)
    .fill('内容有误');
  await modal(page).getByRole('button', { name: '提交' }).click();
  await expect(toast(page, 'too many reports; try again in 12 minutes')).toBeVisible();
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByLabel(/反馈内容/)).toHaveValue('内容有误');
});

test('reviewers settle reports in the queue; others cannot see it', async ({ page }) => {
  await signInByApi(page, 'demo');
  const reason = `错误的数值 ${crypto.randomBytes(3).toString('hex')}`;
  const sent = await page.request.post('/api/ys_obc/v1/content/report_error', { data: { feedback_type: 3, reason, source_url: '/ys/obc/' } });
  expect(sent.status()).toBe(200);
  const response = await visit(page, `${HOME}reports`);
  expect(response?.status()).toBe(403);
  await expect(page.getByText('审核纠错与反馈需要审核权限')).toBeVisible();

  await page.context().clearCookies();
  await signInByApi(page, 'admin');
  await visit(page, `${HOME}reports`);
  await expect(page.getByRole('heading', { name: '纠错与反馈审核' })).toBeVisible();
  const card = page.locator('li[data-report-id]', { hasText: reason });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /查看页面/ })).toHaveAttribute('href', '/ys/obc/');
  await page.screenshot({ path: `/tmp/corrections-queue-${isMobile(page) ? 'mobile' : 'desktop'}.png`, fullPage: false });
  await card.getByLabel('处理备注').fill('已修正');
  await card.getByRole('button', { name: '采纳' }).click();
  await expect(toast(page, '已采纳，贡献值已计入')).toBeVisible();
  await expect(page.locator('li[data-report-id]', { hasText: reason })).toHaveCount(0);

  await page.getByRole('link', { name: '已采纳' }).click();
  const settled = page.locator('li[data-report-id]', { hasText: reason });
  await expect(settled).toBeVisible();
  await expect(settled).toContainText('已修正');
});
