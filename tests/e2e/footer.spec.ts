import { HOME, expect, test, visit } from './fixtures.ts';

test('the footer links to the about and apply pages and shows a QR code of the edition', async ({ page }, testInfo) => {
  await visit(page, HOME);
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('navigation', { name: '页脚链接' });
  await expect(links.getByRole('link', { name: '关于本站' })).toBeVisible();
  await expect(links.getByRole('link', { name: '申请成为编辑' })).toBeVisible();
  await expect(links.getByRole('button', { name: '建议与反馈' })).toBeVisible();

  // The QR image is generated from the edition's public address and has loaded.
  const qr = footer.getByRole('img', { name: '扫码在手机上打开苍穹回响百科' });
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const response = await page.request.get((await qr.getAttribute('src'))!);
  expect(response.headers()['content-type']).toBe('image/png');
  await footer.screenshot({ path: `/tmp/ops/footer-${testInfo.project.name}.png` });

  // Internal links carry the query every internal link carries (bbs_presentation_style, visit_device).
  for (const name of ['关于本站', '申请成为编辑']) {
    const href = new URL((await links.getByRole('link', { name }).getAttribute('href'))!, page.url());
    expect(href.pathname, name).toMatch(/^\/ys\/obc\/content\/\d+\/detail$/);
    expect(href.searchParams.get('bbs_presentation_style'), name).toBe('no_header');
    expect(href.searchParams.get('visit_device'), name).toMatch(/^(pc|mobile)$/);
  }
  await links.getByRole('link', { name: '关于本站' }).click();
  await expect(page).toHaveURL(/\/ys\/obc\/content\/\d+\/detail\?bbs_presentation_style=no_header&visit_device=(pc|mobile)$/);
  await expect(page.getByRole('heading', { name: '关于苍穹回响百科', level: 2 })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: '申请成为编辑' }).click();
  await expect(page.getByRole('heading', { name: '申请成为编辑', level: 2 })).toBeVisible();
  await expect(page.getByText('如何申请')).toBeVisible();
});
