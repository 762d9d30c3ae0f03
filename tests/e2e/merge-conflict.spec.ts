import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { channelId, currentDoc, ok, personPage, toast, uniqueName } from './contributing-support.ts';
import { expect, HOME, signInByApi, test, visit } from './fixtures.ts';

/**
 * No lost edits (issue 32): two editors change the same sentence of one entry from the same
 * version; the first is approved; the reviewer opens the second, sees the conflict with the
 * original, the page's and the submission's text, rewrites the merged text and approves; the
 * entry page shows the resolution, and the other editor's change to another sentence merged by
 * itself. Each project makes its own entry in the 成就 channel.
 */

const paragraph = (text: string) => [{ type: 'paragraph' as const, children: [{ text }] }];
const entryDoc = (name: string): EntryDocInput => ({
  name,
  desc: '合并冲突测试',
  modules: [
    { id: 'm-story', name: '故事', components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: paragraph('第一句。第二句。第三句。') } }] },
  ],
});
const withText = (doc: EntryDocInput, text: string): EntryDocInput => ({
  ...doc,
  modules: [{ ...doc.modules![0]!, components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: paragraph(text) } }] }],
});

test('a reviewer resolves a merge conflict between two editors and the page shows the resolution', async ({ page, browser, errors }, testInfo) => {
  test.setTimeout(120_000);
  const name = uniqueName(testInfo, '合并冲突');
  const editor = await personPage(browser, testInfo, 'editor');
  const other = await personPage(browser, testInfo, 'admin');
  await signInByApi(page, 'reviewer');
  const approve = async (auditId: number) =>
    ok(await page.request.post('/api/ys_obc/wapi/audit_content/update', { data: { audit_id: auditId, action: 'approve' } }));

  // The entry, published as version 1.
  const created = await ok<{ audit_id: number }>(
    await editor.request.post('/api/ys_obc/wapi/entry_page/create_with_content', {
      data: { menu_id: channelId('成就'), doc: entryDoc(name), summary: '新建' },
    }),
  );
  const settled = await ok<{ submission: { entry_page_id: number } }>(
    await page.request.post('/api/ys_obc/wapi/audit_content/update', { data: { audit_id: created.audit_id, action: 'approve' } }),
  );
  const entryId = settled.submission.entry_page_id;
  const { doc: base } = await currentDoc(editor.request, entryId);

  // Two edits from version 1: both rewrite the first sentence; the other editor also the third.
  const send = async (who: typeof editor, text: string, summary: string) =>
    (
      await ok<{ audit_id: number }>(
        await who.request.post('/api/ys_obc/wapi/commit_content', { data: { entry_page_id: entryId, base_version: 1, doc: withText(base, text), summary } }),
      )
    ).audit_id;
  const first = await send(editor, '第一句（编辑甲）。第二句。第三句。', '甲的改动');
  const second = await send(other, '第一句（编辑乙）。第二句。第三句（乙）。', '乙的改动');
  await editor.context().close();
  await other.context().close();
  await approve(first);

  // The reviewer opens the second: one conflict, with its three versions.
  await visit(page, `${HOME}words/review/${second}`);
  const view = page.locator('[data-merge-conflicts]');
  await expect(view.getByRole('heading', { name: '1处冲突需要处理' })).toBeVisible();
  const card = view.locator('li[data-conflict-id]');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading')).toHaveText('模块“故事” · 第1个组件 · 第1段 · 第1节文字');
  await expect(card.locator('[data-version="base"]')).toContainText('第一句。第二句。第三句。');
  await expect(card.locator('[data-version="current"]')).toContainText('第一句（编辑甲）。第二句。第三句。');
  await expect(card.locator('[data-version="submitted"]')).toContainText('第一句（编辑乙）。第二句。第三句（乙）。');
  const approveButton = page.getByRole('button', { name: '通过并发布' });
  await expect(approveButton).toBeDisabled();

  // Side by side on a wide screen, stacked on a phone.
  const boxes = await Promise.all(['base', 'current', 'submitted'].map((tone) => card.locator(`[data-version="${tone}"]`).boundingBox()));
  const [baseBox, currentBox] = boxes;
  if (testInfo.project.name.startsWith('mobile')) expect(currentBox!.y).toBeGreaterThan(baseBox!.y + baseBox!.height - 1);
  else expect(Math.abs(currentBox!.y - baseBox!.y)).toBeLessThan(2);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await view.scrollIntoViewIfNeeded();
    await view.screenshot({ path: testInfo.outputPath(`conflict-view-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Rewrite the merged text: it starts from the page's.
  await card.getByRole('radio', { name: '改写合并后的文字' }).check();
  const merged = card.getByRole('textbox', { name: '合并后的文字' });
  await expect(merged).toHaveValue('第一句（编辑甲）。第二句。第三句。');
  await merged.fill('第一句（甲乙合写）。第二句。第三句（乙）。');
  await expect(view.getByRole('status')).toHaveText('已处理 1/1');
  await view.screenshot({ path: testInfo.outputPath('conflict-view-resolved.png') });
  await expect(approveButton).toBeEnabled();
  await approveButton.click();
  const dialog = page.getByRole('dialog', { name: /通过并发布/ });
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(toast(page, '已通过，已发布为第3版')).toBeVisible();
  await expect(page.locator(`section[data-audit-id="${second}"][data-status="approved"]`)).toBeVisible();

  // Readers see the resolution.
  await visit(page, `${HOME}content/${entryId}/detail`);
  const article = page.locator('article[data-entry-page]');
  await expect(article).toContainText('第一句（甲乙合写）。第二句。第三句（乙）。');
  await expect(article).toContainText('第3版');
  await page.screenshot({ path: testInfo.outputPath('entry-resolved.png'), fullPage: true });
  expect(errors).toEqual([]);
});
