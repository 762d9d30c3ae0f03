import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import type { EntryDocInput, EntryPageWire } from '../../shared/contract/entry-page.ts';
import { expect, HOME, isMobile, projectPage, signInByApi, test, visit } from './fixtures.ts';

/**
 * The review side of contributing: an author's submissions reach the review queue, a reviewer
 * rejects one with a reason and approves another, the author follows both in my words, the
 * approved edit is on the entry page, and a rollback from the history publishes a new revision.
 * Both viewport projects run side by side on one server: each uses its own entry and names.
 */

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text });
const unique = (testInfo: TestInfo, prefix: string) => `${prefix}${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;

function seeded<T>(query: string, ...params: unknown[]): T {
  const file = path.join('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'almanac.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).get(...params) as T;
  } finally {
    db.close();
  }
}

/** A seeded character entry of the public edition; each project edits its own (the demo's pending edit takes the first). */
function characterEntry(testInfo: TestInfo): { id: number; menuId: number } {
  const offset = testInfo.project.name.startsWith('mobile') ? 1 : 2;
  const row = seeded<{ content_id: number; menu_id: number }>(
    `SELECT p.content_id, p.menu_id FROM entry_pages p JOIN channels ch ON ch.id = p.menu_id JOIN editions e ON e.id = p.edition_id
     WHERE e.app_sn = 'ys_obc' AND ch.name = '角色' ORDER BY p.content_id LIMIT 1 OFFSET ?`,
    offset,
  );
  return { id: row.content_id, menuId: row.menu_id };
}

/** Another person at the same viewport: a fresh browser context signed in as loginName. */
async function personPage(browser: Browser, testInfo: TestInfo, loginName: string): Promise<Page> {
  const page = await projectPage(browser, testInfo);
  await signInByApi(page, loginName);
  return page;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { retcode: number; message: string; data: T };
  expect(body.retcode, body.message).toBe(0);
  return body.data;
}

/** The published document of an entry, as an editor would submit it back. */
async function currentDoc(request: APIRequestContext, id: number): Promise<{ doc: EntryDocInput; version: number }> {
  const { page } = await ok<{ page: EntryPageWire }>(await request.get(`/api/ys_obc/wapi/entry_page?entry_page_id=${id}`));
  const doc: EntryDocInput = {
    name: page.name,
    desc: page.desc,
    icon_url: page.icon_url,
    header_img_url: page.header_img_url,
    aliases: page.aliases,
    filter_values: Object.fromEntries(Object.entries(page.filter_values).map(([group, { values }]) => [group, values])),
    modules: page.modules.map((module) => ({
      id: module.id,
      name: module.name,
      is_poped: module.is_poped,
      group: module.group,
      components: module.components.map((component) => ({
        component_id: component.component_id,
        layout: component.layout,
        style: component.style,
        data: component.data_doc,
      })) as never,
    })),
  };
  return { doc, version: Number(page.version) };
}

const newEntryDoc = (name: string): EntryDocInput => ({
  name,
  desc: `${name}的简介`,
  modules: [
    {
      id: 'intro',
      name: '简介',
      components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: `${name}的正文` }] }] } }],
    },
  ],
});

test('a reviewer rejects one submission and approves another; the author follows both; a rollback publishes a new revision', async ({
  page,
  browser,
  errors,
}, testInfo) => {
  test.setTimeout(90_000);
  const entry = characterEntry(testInfo);
  const newName = unique(testInfo, 'E2E新词条');
  const marker = unique(testInfo, '补充说明');

  // The author sends a new entry and an edit of an existing one.
  const author = await personPage(browser, testInfo, 'editor');
  const created = await ok<{ audit_id: number }>(
    await author.request.post('/api/ys_obc/wapi/entry_page/create_with_content', {
      data: { menu_id: entry.menuId, doc: newEntryDoc(newName), summary: '新建词条' },
    }),
  );
  const before = await currentDoc(author.request, entry.id);
  const edited = { ...before.doc, desc: `${before.doc.desc}${marker}` };
  const edit = await ok<{ audit_id: number }>(
    await author.request.post('/api/ys_obc/wapi/commit_content', {
      data: { entry_page_id: entry.id, base_version: before.version, doc: edited, summary: marker },
    }),
  );

  // The reviewer finds both in the queue.
  await signInByApi(page, 'reviewer');
  await visit(page, `${HOME}words/review`);
  await expect(page.getByRole('heading', { name: '词条审核', level: 2 })).toBeVisible();
  const newRow = page.locator(`li[data-audit-id="${created.audit_id}"]`);
  const editRow = page.locator(`li[data-audit-id="${edit.audit_id}"]`);
  await expect(newRow).toContainText(newName);
  await expect(newRow).toContainText('新建词条');
  await expect(editRow).toContainText(marker);
  await expect(editRow).toContainText('演示编辑');
  await page.screenshot({ path: testInfo.outputPath('review-queue.png'), fullPage: true });

  // Rejecting the new entry needs a reason.
  await newRow.getByRole('link', { name: newName }).click();
  await expect(page).toHaveURL(new RegExp(`/words/review/${created.audit_id}\\?`));
  await expect(page.locator('[data-diff]').getByLabel(`新增: ${newName}`).first()).toBeVisible();
  await page.getByRole('button', { name: '不通过', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `不通过「${newName}」` });
  await dialog.getByRole('button', { name: '不通过' }).click();
  await expect(dialog.getByText('请填写不通过的原因')).toBeVisible();
  await dialog.getByLabel('原因').fill('资料来源不明确，请补充出处');
  await dialog.getByRole('button', { name: '不通过' }).click();
  await expect(toast(page, '已标记为未通过')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`section[data-status="rejected"]`)).toContainText('资料来源不明确，请补充出处');

  // The edit: its diff against the current revision and its preview, then approval.
  await visit(page, `${HOME}words/review/${edit.audit_id}`);
  const diff = page.locator('[data-diff]');
  await expect(diff.getByLabel(`新增: ${edited.desc}`)).toBeVisible();
  await expect(diff.getByLabel(`删除: ${before.doc.desc}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('review-detail.png'), fullPage: true });
  await page.getByRole('tab', { name: '预览' }).click();
  await expect(page.locator('[data-review-preview]')).toContainText(marker);
  await page.getByRole('button', { name: '通过并发布' }).click();
  // Publishing asks first (contributing-approve.spec.ts tests the dialog).
  await page
    .getByRole('dialog', { name: /^通过并发布「/ })
    .getByRole('button', { name: '确认发布' })
    .click();
  await expect(toast(page, `已通过，已发布为第${before.version + 1}版`)).toBeVisible();
  await expect(page.locator('section[data-status="approved"]')).toBeVisible();

  // The author sees the rejection's reason and the published edit in my words.
  await visit(author, `${HOME}words/list`);
  await author.getByRole('tab', { name: '未通过' }).click();
  const rejected = author.locator(`li[data-audit-id="${created.audit_id}"]`);
  await expect(rejected.getByRole('note', { name: '未通过原因' })).toContainText('资料来源不明确，请补充出处');
  await author.screenshot({ path: testInfo.outputPath('my-words-rejected.png'), fullPage: true });
  await author.getByRole('tab', { name: '已发布' }).click();
  const published = author.locator(`li[data-audit-id="${edit.audit_id}"]`);
  await expect(published).toContainText(`已发布为第${before.version + 1}版`);
  await published.getByRole('link', { name: '查看词条' }).click();
  await expect(author).toHaveURL(new RegExp(`/content/${entry.id}/detail`));
  await expect(author.locator('article[data-entry-page]')).toContainText(marker);

  // The reviewer rolls the entry back to the version before the edit: a new revision.
  await visit(page, `${HOME}content/${entry.id}/upgrade-records`);
  await expect(page.getByRole('row', { name: new RegExp(`第${before.version + 1}版`) })).toContainText('当前版本');
  await page.getByRole('button', { name: `回滚到第${before.version}版` }).click();
  const confirm = page.getByRole('dialog', { name: `回滚到第${before.version}版？` });
  await confirm.getByRole('button', { name: '回滚到此版本' }).click();
  await expect(toast(page, `已回滚，发布为第${before.version + 2}版`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`第${before.version + 2}版`) })).toContainText('当前版本');
  await page.screenshot({ path: testInfo.outputPath('history-rollback.png'), fullPage: true });
  await visit(author, `${HOME}content/${entry.id}/detail`);
  await expect(author.locator('article[data-entry-page]')).not.toContainText(marker);
  await author.context().close();
});

test('an author continues, copies and deletes drafts, and withdraws a pending submission back into a draft', async ({ page, errors }, testInfo) => {
  const { menuId } = characterEntry(testInfo);
  const draftName = unique(testInfo, 'E2E草稿');
  const pendingName = unique(testInfo, 'E2E待撤回');
  await signInByApi(page, 'editor');
  const saved = await ok<{ draft: { draft_id: number } }>(
    await page.request.post('/api/ys_obc/wapi/entry_page/draft/save', { data: { menu_id: menuId, doc: newEntryDoc(draftName) } }),
  );
  const pending = await ok<{ audit_id: number }>(
    await page.request.post('/api/ys_obc/wapi/entry_page/create_with_content', { data: { menu_id: menuId, doc: newEntryDoc(pendingName) } }),
  );

  await visit(page, `${HOME}words/list`);
  await expect(page.getByRole('tab', { name: '草稿', selected: true })).toBeVisible();
  const drafts = page.locator('li[data-draft-id]', { hasText: draftName });
  await expect(drafts).toHaveCount(1);
  await expect(drafts.getByRole('link', { name: `继续编辑「${draftName}」` })).toHaveAttribute(
    'href',
    new RegExp(`/ys/obc/words/create\\?menuId=${menuId}&draft_id=${saved.draft.draft_id}&`),
  );
  await page.screenshot({ path: testInfo.outputPath('my-words-drafts.png'), fullPage: true });

  await drafts.getByRole('button', { name: `复制草稿「${draftName}」` }).click();
  await expect(toast(page, '已复制为新草稿')).toBeVisible();
  await expect(drafts).toHaveCount(2);
  await drafts
    .first()
    .getByRole('button', { name: `删除「${draftName}」` })
    .click();
  const confirm = page.getByRole('dialog', { name: '删除这份草稿？' });
  await expect(confirm).toContainText(draftName);
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '草稿已删除')).toBeVisible();
  await expect(drafts).toHaveCount(1);

  await page.getByRole('tab', { name: '审核中' }).click();
  await expect(page).toHaveURL(/tab=pending/);
  const row = page.locator(`li[data-audit-id="${pending.audit_id}"]`);
  await row.getByRole('button', { name: `撤回「${pendingName}」` }).click();
  await page.getByRole('dialog', { name: '撤回这次提交？' }).getByRole('button', { name: '撤回' }).click();
  await expect(row).toHaveCount(0);
  // The toast offers the way to the draft that now holds the text.
  await toast(page, '已撤回，内容已存为草稿').getByRole('button', { name: '查看草稿' }).click();
  await expect(page.getByRole('tab', { name: '草稿', selected: true })).toBeVisible();
  await expect(page.locator('li[data-draft-id]', { hasText: pendingName })).toHaveCount(1);
  // The toasts lie over the tab row until they time out, and a pointer near them holds them
  // (Sonner's pause on hover, which a pointer left by a click can keep on): the tab is taken
  // from the keyboard.
  await page.getByRole('tab', { name: '已撤回' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(`li[data-audit-id="${pending.audit_id}"]`)).toBeVisible();
});

test("the user menu's my edits opens my words; reviewers also find their queues there", async ({ page, errors }) => {
  await signInByApi(page, 'reviewer');
  await visit(page, HOME);
  await page.getByRole('button', { name: '账号菜单' }).click();
  const menu = page.getByRole('dialog', { name: '账号菜单' });
  await expect(menu.getByRole('link', { name: '词条审核' })).toHaveAttribute('href', /\/ys\/obc\/words\/review\?/);
  await expect(menu.getByRole('link', { name: '纠错审核' })).toHaveAttribute('href', /\/ys\/obc\/reports\?/);
  await menu.getByRole('link', { name: '我的编辑' }).click();
  // The route's code and data load on first use: a busy machine can take a while.
  await expect(page).toHaveURL(/\/ys\/obc\/words\/list\?/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '我的编辑', level: 2 })).toBeVisible();
  await expect(page.getByRole('tablist', { name: '编辑记录分类' })).toBeVisible();
});

// Without the errors fixture: the browser logs the 401 and 403 page answers this test expects.
test('the review queue is for reviewers only; my words asks anonymous visitors to sign in', async ({ page }, testInfo) => {
  const anonymous = await visit(page, `${HOME}words/review`);
  expect(anonymous?.status()).toBe(401);
  await expect(page.locator('[data-review-access="login"]')).toBeVisible();
  await visit(page, `${HOME}words/list`);
  await expect(page.getByText('登录后查看你的编辑记录')).toBeVisible();
  await expect(page.locator('[data-sign-in]').getByRole('button', { name: '登录' })).toBeVisible();

  await signInByApi(page, 'demo');
  const response = await visit(page, `${HOME}words/review`);
  expect(response?.status()).toBe(403);
  await expect(page.locator('[data-review-access="forbidden"]')).toContainText('你没有审核权限');
  await page.screenshot({ path: testInfo.outputPath('review-forbidden.png'), fullPage: true });
  const api = await page.request.get('/api/ys_obc/wapi/get_audit_content');
  expect(api.status()).toBe(403);
  if (!isMobile(page)) {
    await page.getByRole('button', { name: '账号菜单' }).click();
    await expect(page.getByRole('dialog', { name: '账号菜单' }).getByRole('link', { name: '词条审核' })).toHaveCount(0);
  }
});

test('the success pages confirm a submission and link onwards', async ({ page, errors }) => {
  await visit(page, `${HOME}words/submitSuccess?audit_id=12`);
  await expect(page.getByRole('heading', { name: '提交成功', level: 2 })).toBeVisible();
  await expect(page.getByText('你的新词条已提交审核。')).toBeVisible();
  await expect(page.getByText('提交编号：#12')).toBeVisible();
  await expect(page.getByRole('link', { name: '查看我的编辑' })).toHaveAttribute('href', /\/ys\/obc\/words\/list\?tab=pending/);
  await visit(page, `${HOME}content/7/success?audit_id=3`);
  await expect(page.getByText('你对这个词条的修改已提交审核。')).toBeVisible();
  await expect(page.getByRole('link', { name: '返回词条' })).toHaveAttribute('href', /\/ys\/obc\/content\/7\/detail\?/);
});
