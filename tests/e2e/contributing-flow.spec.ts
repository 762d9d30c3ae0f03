import { expect, signInByApi, test, visit } from './fixtures.ts';
import { desktopOnly, openCreate, saveStatus, writeEntry } from './editor-support.ts';

/** 角色 (a sub-channel of 图鉴). */
const CHARACTERS = 17;

test('a contributor writes an entry with a table and an image, a reviewer approves it, a reader finds it by search', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.skip(desktopOnly(testInfo), 'the editor is a desktop page');
  test.setTimeout(60_000);
  const name = `流程词条${Date.now()}`;

  // The contributor ('editor', CREATE_C) writes and submits.
  await signInByApi(page, 'editor');
  await openCreate(page, CHARACTERS);
  await writeEntry(page, name);
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
  await page.getByRole('button', { name: '提交审核' }).click();
  await page.getByRole('dialog', { name: '提交审核' }).getByRole('button', { name: '提交', exact: true }).click();
  await expect(page).toHaveURL(/\/words\/submitSuccess\?.*audit_id=\d+/);
  const auditId = new URL(page.url()).searchParams.get('audit_id');

  // The reviewer ('admin', AUDIT through ADMIN) approves it on the review page.
  const reviewer = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 800 } });
  const reviewPage = await reviewer.newPage();
  await signInByApi(reviewPage, 'admin');
  await visit(reviewPage, `/ys/obc/words/review/${auditId}`);
  await expect(reviewPage.getByText(name).first()).toBeVisible();
  await reviewPage.getByRole('button', { name: '通过并发布' }).click();
  await reviewPage
    .getByRole('dialog', { name: `通过并发布「${name}」？` })
    .getByRole('button', { name: '确认发布' })
    .click();
  await expect(reviewPage.getByText(/已通过/).first()).toBeVisible();
  await reviewer.close();

  // A reader (anonymous) finds it by search, and its page shows the table and the picture.
  const reader = await browser.newContext({ baseURL: baseURL!, viewport: { width: 1280, height: 800 } });
  const readerPage = await reader.newPage();
  await visit(readerPage, `/ys/obc/search?keyword=${encodeURIComponent(name)}`);
  const result = readerPage.getByRole('link', { name: new RegExp(name) }).first();
  await expect(result).toBeVisible();
  const href = await result.getAttribute('href');
  expect(href).toMatch(/\/content\/\d+\/detail/);
  await visit(readerPage, href!);
  await expect(readerPage.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(readerPage.getByRole('table')).toContainText('12345');
  await expect(readerPage.locator('article img[src^="/img/"]')).not.toHaveCount(0);
  await reader.close();
});
