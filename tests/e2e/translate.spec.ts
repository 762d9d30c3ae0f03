import type { Page, TestInfo } from '@playwright/test';
import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { channelId, currentDoc, ok, personPage, seeded, toast, uniqueName } from './contributing-support.ts';
import { expect, HOME, isMobile, signInByApi, test, visit } from './fixtures.ts';
import { changeSeeded } from './seeded-db.ts';

/**
 * Translating an entry (issue 31): from the entry page's "翻译" action an editor opens the
 * editor's translate mode in English, translates the entry's name and a module beside the
 * source, submits it, and a reviewer approves it: the English text is published for the entry,
 * the source untouched. The editor is a desktop page: a narrow window reads the wiki instead.
 */

/** The demo edition translates into zh-tw and en-us (the demo seed sets it too; this keeps the test independent of it). */
function ensureContentLanguages() {
  changeSeeded(`UPDATE editions SET content_langs = 'zh-cn,zh-tw,en-us' WHERE app_sn = 'ys_obc' AND content_langs = ''`);
}

const entryDoc = (name: string): EntryDocInput => ({
  name,
  desc: `${name}的简介`,
  modules: [
    {
      id: 'intro',
      name: '简介',
      components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: `${name}的正文` }] }] } }],
    },
    {
      id: 'facts',
      name: '资料',
      components: [{ component_id: 'table', layout: '', style: '', data: { columns: ['属性', '值'], rows: [['元素', '火']] } }],
    },
  ],
});

/** A fresh entry of the public edition only this test translates: written by the editor, approved by the reviewer, over the API. */
async function freshEntry(page: Page, testInfo: TestInfo, name: string): Promise<number> {
  const author = await personPage(page.context().browser()!, testInfo, 'editor');
  const { audit_id: created } = await ok<{ audit_id: number }>(
    await author.request.post('/api/ys_obc/wapi/entry_page/create_with_content', { data: { menu_id: channelId('成就'), doc: entryDoc(name), summary: '' } }),
  );
  await author.context().close();
  const reviewer = await personPage(page.context().browser()!, testInfo, 'reviewer');
  const approved = await ok<{ submission: { entry_page_id: number } }>(
    await reviewer.request.post('/api/ys_obc/wapi/audit_content/update', { data: { audit_id: created, action: 'approve' } }),
  );
  await reviewer.context().close();
  return approved.submission.entry_page_id;
}

test('an editor translates an entry into English beside the source, and a reviewer approves it', async ({ page, errors }, testInfo) => {
  void errors;
  ensureContentLanguages();
  const name = uniqueName(testInfo, '译');
  const id = await freshEntry(page, testInfo, name);
  await signInByApi(page, 'editor');

  if (isMobile(page)) {
    // The editor is a desktop page: a narrow window reads the wiki instead.
    await page.goto(`${HOME}editor/${id}?lang=en-us`);
    await expect(page).toHaveURL(/\/ys\/obc\/\?.*visit_device=mobile/);
    await expect(page.locator('[data-editor]')).toHaveCount(0);
    return;
  }

  // The entry page offers the edition's languages other than its source.
  await visit(page, `${HOME}content/${id}/detail`);
  const action = page.locator('[data-translate-action]');
  await action.getByText('翻译', { exact: true }).click();
  await expect(action.locator('[data-translate-lang]')).toHaveCount(2);
  await action.locator('[data-translate-lang="en-us"]').click();
  await expect(page).toHaveURL(new RegExp(`/editor/${id}\\?(.*&)?lang=en-us`));

  // The translate mode: which language, the source beside the text, nothing that changes the structure.
  await expect(page.locator('[data-editor-title]')).toHaveText(/^翻译为/);
  const header = page.locator('[data-translate-part=""]');
  await expect(header.locator('[data-translate-source]').getByLabel('词条名称')).toHaveValue(name);
  await expect(header.locator('[data-translate-source]').getByLabel('词条名称')).not.toBeEditable();
  const intro = page.locator('[data-translate-part="intro"]');
  await expect(intro.locator('[data-translate-mark="untranslated"]')).toHaveText('未翻译');
  await expect(intro.locator('[data-translate-source]')).toContainText(`${name}的正文`);
  await expect(page.getByRole('button', { name: /添加组件/ })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '目录' })).toHaveCount(0);
  const facts = page.locator('[data-translate-part="facts"] [data-translate-target]');
  await expect(facts.getByRole('button', { name: /添加行|添加列/ })).toHaveCount(0);
  await expect(intro.locator('[data-translate-target]').getByRole('button', { name: '插入图片' })).toHaveCount(0);
  await expect(intro.locator('[data-translate-source]').getByRole('textbox', { name: '正文' })).toHaveAttribute('contenteditable', 'false');

  // Translate the name and the 简介 module.
  const english = `Translated ${name}`;
  await header.locator('[data-translate-target]').getByLabel('词条名称').fill(english);
  await intro.locator('[data-translate-target]').getByLabel('模块名称').fill('Introduction');
  const body = intro.locator('[data-translate-target]').getByRole('textbox', { name: '正文' });
  await body.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('The English text.');
  await expect(page.getByText(/已保存于/)).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath('translate-editor.png'), fullPage: true });

  // The draft is a translation's: stored with its language.
  const draft = seeded<{ lang: string; name: string }>(`SELECT lang, name FROM entry_drafts WHERE entry_page_id = ? ORDER BY id DESC LIMIT 1`, id);
  expect(draft).toEqual({ lang: 'en-us', name: english });

  // Preview, then submit as in the normal editor.
  await page.getByRole('button', { name: '预览' }).click();
  await expect(page.locator('article[data-entry-page]')).toContainText('The English text.');
  await page.getByRole('button', { name: '继续编辑' }).click();
  await page.getByRole('button', { name: '提交审核' }).click();
  const dialog = page.getByRole('dialog', { name: '提交审核' });
  await dialog.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/content/${id}/success\\?.*audit_id=\\d+`));
  const auditId = Number(new URL(page.url()).searchParams.get('audit_id'));

  // The reviewer sees the language and approves.
  const reviewer = await personPage(page.context().browser()!, testInfo, 'reviewer');
  await visit(reviewer, `${HOME}words/review/${auditId}`);
  const detail = reviewer.locator(`section[data-audit-id="${auditId}"]`);
  await expect(detail.locator('[data-lang="en-us"]')).toBeVisible();
  await reviewer.getByRole('button', { name: '通过并发布' }).click();
  await reviewer.getByRole('dialog').getByRole('button', { name: '确认发布' }).click();
  await expect(toast(reviewer, /已通过/)).toBeVisible();
  await expect(reviewer.locator(`section[data-audit-id="${auditId}"][data-status="approved"]`)).toBeVisible();
  await reviewer.screenshot({ path: testInfo.outputPath('translate-approved.png'), fullPage: true });

  // Published as the entry's English text; the source is as it was.
  const published = seeded<{ version: number; doc: string }>(
    `SELECT version, doc FROM entry_translations WHERE content_id = ? AND lang = 'en-us' ORDER BY version DESC`,
    id,
  );
  expect(published.version).toBe(1);
  expect(JSON.parse(published.doc)).toMatchObject({ name: english, modules: [{ id: 'intro', name: 'Introduction' }, { id: 'facts' }] });
  expect(published.doc).toContain('The English text.');
  const source = seeded<{ version: number }>(`SELECT version FROM entry_pages WHERE content_id = ?`, id);
  expect(source.version).toBe(1);

  // The next translation starts from it: nothing is untranslated any more.
  await visit(page, `${HOME}editor/${id}?lang=en-us`);
  await expect(page.locator('[data-translate-part=""] [data-translate-target]').getByLabel('词条名称')).toHaveValue(english);
  await expect(page.locator('[data-translate-mark="untranslated"]')).toHaveCount(0);
  await expect(page.locator('[data-translate-mark="outdated"]')).toHaveCount(0);

  // The source's 简介 changes afterwards: the translate mode marks that module, and only it.
  const { doc, version } = await currentDoc(reviewer.request, id);
  const changed = {
    ...doc,
    modules: doc.modules.map((module) =>
      module.id === 'intro'
        ? {
            ...module,
            components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: '新的正文' }] }] } }],
          }
        : module,
    ),
  };
  const { audit_id: edit } = await ok<{ audit_id: number }>(
    await reviewer.request.post('/api/ys_obc/wapi/commit_content', { data: { entry_page_id: id, base_version: version, doc: changed, summary: '' } }),
  );
  await ok(await reviewer.request.post('/api/ys_obc/wapi/audit_content/update', { data: { audit_id: edit, action: 'approve' } }));
  await reviewer.context().close();
  await visit(page, `${HOME}editor/${id}?lang=en-us`);
  await expect(page.locator('[data-translate-part="intro"] [data-translate-mark="outdated"]')).toHaveText('原文已更新');
  await expect(page.locator('[data-translate-part="intro"] [data-translate-source]')).toContainText('新的正文');
  await expect(page.locator('[data-translate-part="facts"] [data-translate-mark]')).toHaveCount(0);
});

test('the translation status page lists entries missing a translation', async ({ page, errors }, testInfo) => {
  void errors;
  ensureContentLanguages();
  await signInByApi(page, 'editor');
  await visit(page, `${HOME}words/translations?lang=en-us&state=missing`);
  const status = page.locator('[data-translation-status]');
  await expect(status.getByRole('heading', { name: '翻译状态' })).toBeVisible();
  const rows = status.locator('[data-status-entry]');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('[data-lang="en-us"][data-state="missing"]')).toBeVisible();
  // Each row leads into the translate mode.
  await expect(rows.first().getByRole('link', { name: '翻译' })).toHaveAttribute('href', /\/editor\/\d+\?(.*&)?lang=en-us/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('translation-status.png'), fullPage: true });
});
