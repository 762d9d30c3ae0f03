import { HOME, expect, signInByApi, test, visit } from './fixtures.ts';
import { desktopOnly, openCreate, saveStatus, toast, writeEntry } from './editor-support.ts';

/** 角色 (a sub-channel of 图鉴): not open for creation, so only CREATE_C holders may create there. */
const CHARACTERS = 17;

// The editor itself is a desktop page; the notice and saved pages serve both layouts.
test.describe('the editor', () => {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(desktopOnly(testInfo), 'the editor is a desktop page');
  });

  test('the gate: a reader without the permission sees the toast and is sent home after 2 s', async ({ page }) => {
    await signInByApi(page, 'demo');
    await visit(page, `/ys/obc/words/create?menuId=${CHARACTERS}`);
    await expect(toast(page, '当前通行证权限不够喔')).toBeVisible();
    // Still on the page while the toast shows; then replaced to home.
    await expect(page).toHaveURL(/\/words\/create/);
    await expect(page).toHaveURL(/\/ys\/obc\/(\?.*)?$/, { timeout: 5_000 });
    await expect(page.locator('[data-editor]')).toHaveCount(0);
  });

  test('a window of 900 px or less goes to the wiki home instead of the editor', async ({ page }) => {
    await signInByApi(page, 'editor');
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(`/ys/obc/words/create?menuId=${CHARACTERS}`);
    // The wiki site in its mobile layout, whatever layout the editor page was rendered in.
    await expect(page).toHaveURL(/\/ys\/obc\/\?.*visit_device=mobile/);
    await expect(page.locator('[data-editor]')).toHaveCount(0);
  });

  test('editor writes an entry with a table and an image: autosave, reload resumes the draft, preview, submit', async ({ page }) => {
    const name = `测试词条${Date.now()}`;
    await signInByApi(page, 'editor');
    await openCreate(page, CHARACTERS);
    await expect(page.getByRole('heading', { name: '创建词条' })).toBeVisible();
    await writeEntry(page, name);

    // Autosave: the draft gets an id the URL keeps, and the status says when it was saved.
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    await expect(saveStatus(page)).toHaveText(/已保存于 \d{2}:\d{2}/);
    await expect(page).toHaveURL(/draft_id=\d+/);

    // Reload: the draft comes back with the table and the image.
    await page.reload();
    await expect(page.locator('[data-editor]')).toBeVisible();
    await expect(page.getByRole('main').getByLabel('词条名称')).toHaveValue(name);
    await page.getByRole('navigation', { name: '目录' }).getByRole('button', { name: '属性', exact: true }).click();
    await expect(page.getByLabel('第1行第2列')).toHaveValue('12345');
    await expect(page.locator('.ProseMirror img')).toHaveCount(1);

    // Preview: the reader's page, with the table and the picture; the URL says preview.
    await page.getByRole('button', { name: '预览' }).click();
    await expect(page).toHaveURL(/preview=1/);
    const preview = page.locator('[data-preview]');
    await expect(preview.getByRole('heading', { name })).toBeVisible();
    await expect(preview.getByRole('table')).toContainText('12345');
    await expect(preview.locator('img[src^="/img/"]')).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: '创建词条' })).toHaveCount(0);
    await page.getByRole('button', { name: '继续编辑' }).click();
    await expect(page).not.toHaveURL(/preview=1/);

    // Submit: the summary names the new content; the success page takes the audit id.
    await page.getByRole('button', { name: '提交审核' }).click();
    const dialog = page.getByRole('dialog', { name: '提交审核' });
    await expect(dialog).toContainText('修改了基本信息');
    await dialog.getByLabel('修改说明').fill('新建词条');
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page).toHaveURL(/\/words\/submitSuccess\?.*audit_id=\d+/);
  });

  test('the toolbar: link, footnote and spoiler reach the preview; a refused submit keeps the text and shows the reason', async ({ page }) => {
    await signInByApi(page, 'editor');
    await openCreate(page, CHARACTERS);
    const main = page.getByRole('main');
    await main.getByLabel('词条名称').fill(`工具栏${Date.now()}`);
    await page.getByRole('navigation', { name: '目录' }).getByRole('button', { name: '资料', exact: true }).click();
    // The template keeps the model entry's tabs: the first tab's editor and its toolbar.
    const box = main.getByRole('textbox', { name: /正文/ }).first();
    await box.click();
    await page.keyboard.type('甲乙丙');
    // Select 丙: a link.
    await page.keyboard.press('Shift+ArrowLeft');
    await main.getByRole('button', { name: '链接' }).first().click();
    await main.getByLabel('链接地址').fill('javascript:alert(1)');
    await main.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '链接需以')).toBeVisible();
    await main.getByLabel('链接地址').fill('https://example.com/');
    await main.getByRole('button', { name: '确定' }).click();
    // Select 乙: a footnote; then 甲: a spoiler.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Shift+ArrowLeft');
    await main.getByRole('button', { name: '脚注' }).first().click();
    await main.getByLabel('脚注内容').fill('乙的注释');
    await main.getByRole('button', { name: '确定' }).click();
    await box.click();
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowRight');
    await main.getByRole('button', { name: '黑幕' }).first().click();
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');

    await page.getByRole('button', { name: '预览' }).click();
    const preview = page.locator('[data-preview]');
    await expect(preview.getByRole('link', { name: '丙' })).toHaveAttribute('href', 'https://example.com/');
    await expect(preview.getByText('甲')).toBeVisible();
    await preview.getByRole('button', { name: '注释 1' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('乙的注释');
    await page.getByRole('button', { name: '继续编辑' }).click();

    // The server refuses the commit (as for a conflict or a rate limit): its message shows, nothing is lost.
    await page.route('**/wapi/entry_page/draft/commit', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ retcode: -4090, message: '模块“资料”已被他人修改，请刷新后合并', data: null }),
      }),
    );
    await page.getByRole('button', { name: '提交审核' }).click();
    const dialog = page.getByRole('dialog', { name: '提交审核' });
    await dialog.getByRole('button', { name: '提交', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('模块“资料”已被他人修改，请刷新后合并');
    await expect(page).toHaveURL(/\/words\/create/);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(box).toContainText('甲乙丙');

    // Save the draft and leave: the saved page leads back to it (/editor?draft_id resumes it).
    await page.getByRole('button', { name: '保存草稿' }).click();
    await expect(page).toHaveURL(/\/content\/save\?.*draft_id=\d+/);
    await expect(page.getByRole('heading', { name: '草稿已保存' })).toBeVisible();
    await page.getByRole('link', { name: '继续编辑' }).click();
    await expect(page).toHaveURL(/\/editor\?.*draft_id=\d+/);
    await page.getByRole('navigation', { name: '目录' }).getByRole('button', { name: '资料', exact: true }).click();
    await expect(page.getByRole('main').getByRole('textbox', { name: /正文/ }).first()).toContainText('甲乙丙');
  });

  test('the ceilings: at 20 module groups and 10 modules in a group the add buttons stop and say why', async ({ page }) => {
    await signInByApi(page, 'editor');
    await openCreate(page, CHARACTERS);
    const outline = page.getByRole('navigation', { name: '目录' });

    // The template's default group holds 5 modules (基础信息, 属性, 资料, 突破材料, 语音): 5 more reach the ceiling of 10.
    const addModule = outline.getByRole('region', { name: '模块组“默认模块组”' }).getByRole('button', { name: '+ 添加模块' });
    for (let n = 0; n < 5; n++) await addModule.click();
    await expect(addModule).toBeDisabled();
    await expect(outline.getByText('每个模块组最多10个模块')).toBeVisible();

    const addGroup = outline.getByRole('button', { name: '+ 添加模块组' });
    // With the template's second group (图鉴资料, the publisher's modules), 18 more reach the ceiling of 20.
    for (let n = 0; n < 18; n++) await addGroup.click();
    await expect(addGroup).toBeDisabled();
    await expect(outline.getByText('最多只能添加20个模块组')).toBeVisible();
    await expect(outline.getByRole('region')).toHaveCount(20);
    // And the server keeps the 20 groups as a draft.
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
  });

  test('a module another editor holds is read-only and names the holder; the module picked is locked for the user', async ({ page, browser, baseURL }) => {
    // The admin holds the lock of the 资料 module of entry 1 (岚烁: 基础信息, 属性, 资料, ...).
    const other = await browser.newContext({ baseURL: baseURL! });
    const login = await other.request.post('/api/ys_obc/v1/account/login', {
      data: { login_name: 'admin', password: 'admin-password' },
    });
    expect(login.status()).toBe(200);
    const pre = await other.request.get('/api/ys_obc/wapi/entry_page/pre_edit_data?entry_page_id=1');
    const moduleId = (
      (await pre.json()) as {
        data: { doc: { modules: Array<{ id: string; name: string }> } };
      }
    ).data.doc.modules.find((module) => module.name === '资料')!.id;
    const lock = await other.request.post('/api/ys_obc/wapi/entry_page/module/lock', { data: { entry_page_id: 1, module_id: moduleId, action: 'acquire' } });
    expect(((await lock.json()) as { data: { acquired: boolean } }).data.acquired).toBe(true);

    await signInByApi(page, 'editor');
    await visit(page, '/ys/obc/editor/1');
    await expect(page.getByRole('heading', { name: '编辑词条' })).toBeVisible();
    const outline = page.getByRole('navigation', { name: '目录' });
    await outline.getByRole('button', { name: '资料', exact: true }).click();
    await expect(page.getByRole('main').getByText(/演示管理员 正在编辑这个模块（锁定到 \d{2}:\d{2}）/)).toBeVisible();
    await expect(page.getByRole('main').getByLabel('模块名称')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('main').getByRole('button', { name: '+ 添加组件' })).toHaveCount(0);
    // Nothing was edited: the status says so, and no draft is saved.
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'clean');

    await outline.getByRole('button', { name: '属性', exact: true }).click();
    await expect(page.getByRole('main').getByText('你正在编辑这个模块，其他人暂时不能修改它')).toBeVisible();
    await other.request.post('/api/ys_obc/wapi/entry_page/module/lock', {
      data: { entry_page_id: 1, module_id: moduleId, action: 'release' },
    });
    await other.close();
  });
});

test('the notice and saved pages lead into the editor', async ({ page }) => {
  await visit(page, `${HOME}content/1/notice`);
  const notice = page.getByRole('region', { name: '编辑须知' });
  await expect(notice.getByRole('heading', { name: '编辑须知' })).toBeVisible();
  await expect(notice.getByRole('link', { name: '开始编辑' })).toHaveAttribute('href', /\/ys\/obc\/editor\/1/);
  await visit(page, `${HOME}content/1/save`);
  const saved = page.getByRole('region', { name: '草稿已保存' });
  await expect(saved.getByRole('heading', { name: '草稿已保存' })).toBeVisible();
  await expect(saved.getByRole('link', { name: '继续编辑' })).toHaveAttribute('href', /\/ys\/obc\/editor\/1/);
  await expect(saved.getByRole('link', { name: '我的词条' })).toHaveAttribute('href', /\/ys\/obc\/words\/list/);
});
