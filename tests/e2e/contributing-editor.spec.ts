import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { channelId, ok, uniqueName } from './contributing-support.ts';
import { expect, isMobile, signInByApi, test, visit } from './fixtures.ts';

/**
 * The editor side of #17: /words/create offers to continue the reader's unsent drafts of new
 * entries in the channel; a resumed draft's submit dialog lists its modules as added (never
 * added and removed); the preview and the submit dialog name what readers will not see for being
 * empty. In the 敌人与魔物 channel, which no other test writes to. The editor is a desktop page:
 * at 375 px the create page goes to the wiki site instead, which is tested there.
 */

const newDraftDoc = (name: string): EntryDocInput => ({
  name,
  modules: [
    {
      id: 'm-intro',
      name: '简介',
      components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: `${name}的简介` }] }] } }],
    },
    { id: 'm-drops', name: '掉落', components: [{ component_id: 'table', layout: '', style: '', data: { columns: ['物品', '概率'], rows: [] } }] },
  ],
});

test('words/create offers to continue a draft; the resumed draft lists its modules as added only and names the empty ones', async ({
  page,
  errors,
}, testInfo) => {
  void errors;
  const menuId = channelId('敌人与魔物');
  await signInByApi(page, 'editor');
  if (isMobile(page)) {
    // A narrow window reads the wiki instead of the editor: no chooser, no editor.
    await page.goto(`/ys/obc/words/create?menuId=${menuId}`);
    await expect(page).toHaveURL(/\/ys\/obc\/\?.*visit_device=mobile/);
    await expect(page.locator('[data-draft-chooser], [data-editor]')).toHaveCount(0);
    return;
  }
  const name = uniqueName(testInfo, '草稿魔物');
  const { draft } = await ok<{ draft: { draft_id: number } }>(
    await page.request.post('/api/ys_obc/wapi/entry_page/draft/save', { data: { menu_id: menuId, doc: newDraftDoc(name) } }),
  );

  await visit(page, `/ys/obc/words/create?menuId=${menuId}`);
  const chooser = page.locator('[data-draft-chooser]');
  await expect(chooser.getByRole('heading', { name: '继续之前的草稿？' })).toBeVisible();
  await expect(chooser).toContainText('敌人与魔物');
  await expect(chooser.getByRole('list', { name: '我的草稿' })).toContainText(name);
  await page.screenshot({ path: testInfo.outputPath('resume-chooser.png'), fullPage: true });
  await chooser.getByRole('button', { name: `继续编辑「${name}」` }).click();

  const editor = page.locator('[data-editor]');
  await expect(editor).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`draft_id=${draft.draft_id}`));
  await expect(page.getByRole('main').getByLabel('词条名称')).toHaveValue(name);

  // The submit dialog: both modules added, none removed; the empty table named.
  await page.getByRole('button', { name: '提交审核' }).click();
  const dialog = page.getByRole('dialog', { name: '提交审核' });
  await expect(dialog).toContainText('新增模块：简介、掉落');
  await expect(dialog).not.toContainText('删除模块');
  await expect(dialog.getByRole('note').getByRole('list', { name: '空模块' }).getByRole('listitem')).toHaveText(['掉落']);
  await page.screenshot({ path: testInfo.outputPath('submit-dialog.png') });
  await dialog.getByRole('button', { name: '取消' }).click();

  // The preview names it too, and does not show it.
  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.locator('[data-preview]');
  await expect(preview.getByRole('note').getByRole('list', { name: '空模块' })).toHaveText('掉落');
  await expect(preview.locator('article [data-module]')).toHaveCount(1);

  // Starting a new entry instead: the blank template, the draft kept.
  await visit(page, `/ys/obc/words/create?menuId=${menuId}`);
  await chooser.getByRole('button', { name: '新建空白词条' }).click();
  await expect(editor).toBeVisible();
  await expect(page.getByRole('main').getByLabel('词条名称')).toHaveValue('');
  expect((await page.request.get(`/api/ys_obc/wapi/entry_page/draft?draft_id=${draft.draft_id}`)).status()).toBe(200);
  await ok(await page.request.post('/api/ys_obc/wapi/entry_page/draft/del', { data: { draft_id: draft.draft_id } }));
});
