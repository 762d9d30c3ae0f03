import type { Page, TestInfo } from '@playwright/test';
import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { channelId, ok, personPage, toast, uniqueName } from './contributing-support.ts';
import { expect, HOME, signInByApi, test, visit } from './fixtures.ts';

/**
 * Review conversations (issue 32): a reviewer rejects a new entry — a blank reason is refused in
 * the dialog — with a reason; the author finds the submission in my words, reads the reason as
 * the conversation's first entry and replies about one module; the reviewer sees the reply by
 * that module. Each project makes its own submission in the 成就 channel.
 */

const paragraph = (text: string) => [{ type: 'paragraph' as const, children: [{ text }] }];
const entryDoc = (name: string): EntryDocInput => ({
  name,
  desc: '讨论测试',
  modules: [
    { id: 'm-story', name: '故事', components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: paragraph('很久以前。') } }] },
    { id: 'm-source', name: '出处', components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: paragraph('未注明。') } }] },
  ],
});

/** The page fits its width, and a screenshot in each scheme. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a reviewer rejects with a reason, the author reads it and replies on a module, the reviewer sees the reply', async ({
  page,
  browser,
  errors,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = uniqueName(testInfo, '讨论词条');
  const author = await personPage(browser, testInfo, 'editor');
  const { audit_id: auditId } = await ok<{ audit_id: number }>(
    await author.request.post('/api/ys_obc/wapi/entry_page/create_with_content', {
      data: { menu_id: channelId('成就'), doc: entryDoc(name), summary: '新建' },
    }),
  );

  // The reviewer: an empty conversation; rejecting without a reason is refused in the dialog.
  await signInByApi(page, 'reviewer');
  await visit(page, `${HOME}words/review/${auditId}`);
  const thread = page.locator('[data-review-thread]');
  await expect(thread.getByRole('heading', { name: '讨论' })).toBeVisible();
  await expect(thread).toContainText('还没有留言。');
  await expect(thread.locator('[data-thread-modules] li')).toHaveText([/故事/, /出处/]);
  await page.getByRole('button', { name: '不通过' }).click();
  const dialog = page.getByRole('dialog', { name: `不通过「${name}」` });
  const reason = dialog.getByRole('textbox', { name: '原因' });
  await reason.fill('   ');
  await dialog.getByRole('button', { name: '不通过' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写不通过的原因');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
  await reason.fill('出处一栏没有写明资料来源，请补充。');
  await dialog.getByRole('button', { name: '不通过' }).click();
  await expect(toast(page, '已标记为未通过')).toBeVisible();
  await expect(page.locator(`section[data-audit-id="${auditId}"][data-status="rejected"]`)).toBeVisible();
  const rejection = thread.locator('li[data-kind="rejection"]');
  await expect(rejection).toContainText('未通过的原因');
  await expect(rejection).toContainText('出处一栏没有写明资料来源，请补充。');
  await expect(rejection).toHaveAttribute('data-role', 'reviewer');
  // Shown once on the page: in the conversation, not again in the header.
  await expect(page.getByText('出处一栏没有写明资料来源，请补充。')).toHaveCount(1);

  // The author: my words → the rejected submission → its conversation, the reason first.
  await visit(author, `${HOME}words/list?tab=rejected`);
  const row = author.locator(`li[data-audit-id="${auditId}"]`);
  await row.getByRole('link', { name: `“${name}”的详情与讨论` }).click();
  await expect(author).toHaveURL(new RegExp(`/words/submission/${auditId}`));
  const mine = author.locator(`section[data-my-submission="${auditId}"]`);
  await expect(mine).toHaveAttribute('data-status', 'rejected');
  const authorThread = author.locator('[data-review-thread]');
  const first = authorThread.locator('li[data-comment-id]').first();
  await expect(first).toHaveAttribute('data-kind', 'rejection');
  await expect(first).toContainText('审核员');
  await expect(first).toContainText('出处一栏没有写明资料来源，请补充。');
  await shoot(author, testInfo, 'author-rejected');

  // A blank reply is refused; a reply about the 出处 module goes.
  const form = authorThread.locator('[data-thread-form]');
  await form.getByRole('button', { name: '发送' }).click();
  await expect(form.getByRole('alert')).toHaveText('请填写留言内容');
  await authorThread.getByRole('button', { name: '评论模块“出处”' }).click();
  await expect(form.getByRole('combobox', { name: '针对' })).toHaveValue('m-source');
  await form.getByRole('textbox', { name: '留言' }).fill('出处是官方设定集第 12 页，<b>我</b>补上后再提交。');
  await form.getByRole('button', { name: '发送' }).click();
  await expect(toast(author, '留言已发送')).toBeVisible();
  const reply = authorThread.locator('li[data-kind="comment"]');
  await expect(reply).toHaveAttribute('data-role', 'author');
  await expect(reply).toContainText('模块：出处');
  // Plain text: the markup is shown as written, never rendered.
  await expect(reply.locator('p')).toHaveText('出处是官方设定集第 12 页，<b>我</b>补上后再提交。');
  await expect(reply.locator('b')).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: '留言' })).toHaveValue('');
  await shoot(author, testInfo, 'author-replied');
  await author.context().close();

  // The reviewer sees the reply, by its module.
  await visit(page, `${HOME}words/review/${auditId}`);
  const items = thread.locator('li[data-comment-id]');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toHaveAttribute('data-role', 'author');
  await expect(items.nth(1)).toContainText('作者');
  await expect(items.nth(1)).toContainText('出处是官方设定集第 12 页');
  await expect(thread.locator('[data-thread-modules] li[data-module-id="m-source"]')).toContainText('1条留言');
  await shoot(page, testInfo, 'reviewer-reply');
  expect(errors).toEqual([]);
});

test('an approval comment reaches the author in the conversation', async ({ page, browser, errors }, testInfo) => {
  test.setTimeout(90_000);
  const name = uniqueName(testInfo, '通过留言');
  const author = await personPage(browser, testInfo, 'editor');
  const { audit_id: auditId } = await ok<{ audit_id: number }>(
    await author.request.post('/api/ys_obc/wapi/entry_page/create_with_content', {
      data: { menu_id: channelId('成就'), doc: entryDoc(name), summary: '新建' },
    }),
  );
  await signInByApi(page, 'reviewer');
  await visit(page, `${HOME}words/review/${auditId}`);
  await page.getByRole('button', { name: '通过并发布' }).click();
  const dialog = page.getByRole('dialog', { name: /通过并发布/ });
  await dialog.getByRole('textbox', { name: '给作者的留言（选填）' }).fill('写得很好，谢谢！');
  await page.screenshot({ path: testInfo.outputPath('approve-comment-dialog.png') });
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(toast(page, /已通过/)).toBeVisible();
  await expect(page.locator('[data-review-thread] li[data-kind="approval"]')).toContainText('写得很好，谢谢！');

  await visit(author, `${HOME}words/submission/${auditId}`);
  const approval = author.locator('[data-review-thread] li[data-kind="approval"]');
  await expect(approval).toContainText('通过时的留言');
  await expect(approval).toContainText('写得很好，谢谢！');
  await author.context().close();
  expect(errors).toEqual([]);
});
