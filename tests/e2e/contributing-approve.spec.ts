import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { channelId, ok, personPage, toast, uniqueName } from './contributing-support.ts';
import { expect, HOME, signInByApi, test, visit } from './fixtures.ts';

/**
 * Approving a new entry: the review page lists what readers will not see for being empty,
 * approving asks first, the settled page then says it was published and previews the live
 * page's version, and readers never see an empty module or tab. In the 成就 channel, which no
 * other test writes to (a channel's template is its latest entry).
 */

const paragraph = (text: string) => [{ type: 'paragraph' as const, children: [{ text }] }];

/** A new 角色-like entry from the template with only 基础信息 written. */
const characterDoc = (name: string): EntryDocInput => ({
  name,
  desc: '',
  modules: [
    { id: 'm-attrs', name: '属性', components: [{ component_id: 'table', layout: '', style: '', data: { columns: ['属性', '内容'], rows: [] } }] },
    {
      id: 'm-profile',
      name: '资料',
      components: [
        {
          component_id: 'tabs',
          layout: '',
          style: '',
          data: {
            tabs: [
              { name: '基础信息', doc: paragraph(`${name}是一位可操作角色。`) },
              { name: '天赋', doc: [] },
              { name: '命之座', doc: [] },
            ],
          },
        },
      ],
    },
    { id: 'm-materials', name: '突破材料', components: [{ component_id: 'materials', layout: '', style: '', data: { items: [] } }] },
    {
      id: 'm-voice',
      name: '语音',
      components: [{ component_id: 'voice', layout: '', style: '', data: { items: [{ title: '名称', text: '', audio_url: '' }] } }],
    },
  ],
});

test('the reviewer sees the empty parts, confirms before publishing, and the settled review agrees with the live page readers see without empty parts', async ({
  page,
  browser,
  errors,
}, testInfo) => {
  test.setTimeout(90_000);
  void errors;
  const name = uniqueName(testInfo, '空模块角色');
  const author = await personPage(browser, testInfo, 'editor');
  const { audit_id: auditId } = await ok<{ audit_id: number }>(
    await author.request.post('/api/ys_obc/wapi/entry_page/create_with_content', {
      data: { menu_id: channelId('成就'), doc: characterDoc(name), summary: '新建角色' },
    }),
  );
  await author.context().close();

  await signInByApi(page, 'reviewer');
  await visit(page, `${HOME}words/review/${auditId}`);
  const detail = page.locator(`section[data-audit-id="${auditId}"]`);
  await expect(detail.locator('[data-new-entry]')).toHaveText('新词条（尚未发布）');

  // The preview lists what readers will not see, and does not show it.
  await page.getByRole('tab', { name: '预览' }).click();
  const preview = page.locator('[data-review-preview]');
  const empty = preview.getByRole('note', { name: '以下内容为空，发布后不会显示给读者' });
  await expect(empty.getByRole('list', { name: '空模块' }).getByRole('listitem')).toHaveText(['属性', '突破材料', '语音']);
  await expect(empty.getByRole('list', { name: '空标签页' }).getByRole('listitem')).toHaveText(['资料 › 天赋', '资料 › 命之座']);
  const previewPage = preview.locator('article[data-entry-page]');
  await expect(previewPage.getByRole('tab')).toHaveText(['基础信息']);
  await expect(previewPage.locator('[data-module]')).toHaveCount(1);
  await expect(previewPage).toContainText('第1版');
  await page.screenshot({ path: testInfo.outputPath('review-preview-empty.png'), fullPage: true });

  // Approving asks first; cancelling publishes nothing.
  await page.getByRole('button', { name: '通过并发布' }).click();
  const dialog = page.getByRole('dialog', { name: `通过并发布「${name}」？` });
  await expect(dialog).toContainText(`通过后「${name}」将作为新词条发布`);
  await expect(dialog.getByRole('note').getByRole('list', { name: '空模块' })).toContainText('突破材料');
  await page.screenshot({ path: testInfo.outputPath('approve-dialog.png') });
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`section[data-status="pending"]`)).toBeVisible();

  await page.getByRole('button', { name: '通过并发布' }).click();
  await dialog.getByRole('button', { name: '确认发布' }).click();
  await expect(toast(page, '已通过，已发布为第1版')).toBeVisible();
  await expect(dialog).toBeHidden();
  const settled = page.locator(`section[data-audit-id="${auditId}"][data-status="approved"]`);
  await expect(settled.locator('[data-new-entry]')).toHaveText('新词条（已发布为第1版）');
  await expect(settled).toContainText('当前为第1版');
  await expect(settled).not.toContainText('尚未发布');

  // The settled preview is the live page's version.
  await page.getByRole('tab', { name: '预览' }).click();
  await expect(preview).toContainText('以下是审核通过时发布的第1版，与词条页面一致。');
  await expect(preview.locator('article[data-entry-page]')).toContainText('第1版');
  const entryLink = settled.getByRole('link', { name: '查看词条' });
  const href = await entryLink.getAttribute('href');
  expect(href).toMatch(/\/content\/\d+\/detail/);

  // Readers: no empty module or tab.
  await visit(page, href!);
  const article = page.locator('article[data-entry-page]');
  await expect(article.getByRole('heading', { name })).toBeVisible();
  await expect(article).toContainText('第1版');
  await expect(article.getByRole('tab')).toHaveText(['基础信息']);
  await expect(article.locator('[data-module]')).toHaveCount(1);
  for (const hidden of ['属性', '突破材料', '语音', '天赋', '命之座']) await expect(article.getByText(hidden, { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('reader-no-empty.png'), fullPage: true });
});
