import { ok, personPage, seeded, sendEdit, toast, uniqueName } from './contributing-support.ts';
import { expect, HOME, isMobile, projectPage, signUpByApi, test, visit } from './fixtures.ts';

/**
 * The personal center (/account) of the account menu: the reader's edits with their review
 * status, favorites, corrections with their status, and the browsers and devices signed in (sign
 * one out, sign out everywhere else). Each test signs up an account of its own.
 */

const CENTER = `${HOME}account`;
const PASSWORD = 'center-password-1';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** A weapon entry of the public edition, a different one for each project (they run side by side). */
function weaponEntry(project: string): { id: number; name: string } {
  return seeded<{ id: number; name: string }>(
    `SELECT p.content_id AS id, c.title AS name FROM entry_pages p JOIN contents c ON c.id = p.content_id JOIN channels ch ON ch.id = p.menu_id JOIN editions e ON e.id = p.edition_id
     WHERE e.app_sn = 'ys_obc' AND ch.name = '武器' ORDER BY p.content_id LIMIT 1 OFFSET ?`,
    project.startsWith('mobile') ? 3 : 4,
  );
}

test('signed out, the personal center offers to sign in', async ({ page, errors }) => {
  void errors;
  await visit(page, CENTER);
  const prompt = page.locator('main [data-sign-in]');
  await expect(prompt.getByText('登录后查看个人中心')).toBeVisible();
  await prompt.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '百科通行证' })).toBeVisible();
});

test('shows my edits with their review status, my favorites, and my corrections with their status', async ({ page, browser, errors }, testInfo) => {
  test.setTimeout(60_000);
  void errors;
  const loginName = uniqueName(testInfo, 'pc_').toLowerCase();
  await signUpByApi(page, loginName, PASSWORD);
  const entry = weaponEntry(testInfo.project.name);
  const marker = uniqueName(testInfo, '个人中心修改');

  // An edit sent for review, a favorite, a correction (accepted below) and a site feedback.
  await sendEdit(page.request, entry.id, marker);
  await ok(await page.request.post('/api/ys_obc/wapi/entry_page/favorite', { data: { entry_page_id: entry.id } }));
  const correction = await ok<{ id: number }>(
    await page.request.post('/api/ys_obc/v1/content/report_error', { data: { entry_page_id: entry.id, content: `${marker}：数值有误` } }),
  );
  await ok(
    await page.request.post('/api/ys_obc/v1/content/report_error', { data: { feedback_type: 3, reason: `${marker}：希望加夜间模式`, source_url: '/ys/obc/' } }),
  );
  const reviewer = await personPage(browser, testInfo, 'reviewer');
  await ok(await reviewer.request.post('/api/ys_obc/v1/content/report_review', { data: { id: correction.id, action: 'accept', note: '已修正，谢谢' } }));
  await reviewer.context().close();

  await visit(page, CENTER);
  const edits = page.getByRole('region', { name: '我的编辑' });
  const edit = edits.getByRole('listitem').filter({ hasText: entry.name });
  await expect(edit).toContainText('修改');
  await expect(edit).toContainText('待审核');
  await expect(edits.getByRole('link', { name: '查看全部编辑（共1条）' })).toHaveAttribute('href', /\/ys\/obc\/words\/list/);

  const favorites = page.getByRole('region', { name: '我的收藏' });
  await expect(favorites.getByRole('link', { name: entry.name })).toHaveAttribute('href', new RegExp(`/content/${entry.id}/detail`));
  await expect(favorites.getByRole('link', { name: '查看全部收藏（共1个）' })).toBeVisible();

  const reports = page.getByRole('region', { name: '我的纠错反馈' });
  const accepted = reports.getByRole('listitem').filter({ hasText: '数值有误' });
  await expect(accepted).toContainText('词条纠错');
  await expect(accepted).toContainText('已采纳');
  await expect(accepted).toContainText('处理说明：已修正，谢谢');
  await expect(accepted.getByRole('link', { name: `关于「${entry.name}」` })).toBeVisible();
  const feedback = reports.getByRole('listitem').filter({ hasText: '希望加夜间模式' });
  await expect(feedback).toContainText('站点反馈');
  await expect(feedback).toContainText('待处理');

  if (isMobile(page)) {
    // The sections stack: a row of links leads to each.
    const jump = page.getByRole('navigation', { name: '个人中心栏目' });
    await jump.getByRole('link', { name: '登录设备' }).click();
    await expect(page.getByRole('region', { name: '登录设备' })).toBeInViewport();
  }
  await page.screenshot({ path: testInfo.outputPath('personal-center.png'), fullPage: true });
  await ok(await page.request.post('/api/ys_obc/wapi/entry_page/favorite', { data: { entry_page_id: entry.id, is_favorite: false } }));
});

test('lists my signed-in devices; signs one out, then every other one', async ({ page, browser, errors }, testInfo) => {
  test.setTimeout(60_000);
  void errors;
  const loginName = uniqueName(testInfo, 'dev_').toLowerCase();
  await signUpByApi(page, loginName, PASSWORD);
  // Two more sign-ins: a phone and a Mac.
  const phone = await projectPage(browser, testInfo);
  await ok(
    await phone.request.post('/api/ys_obc/v1/account/login', { data: { login_name: loginName, password: PASSWORD }, headers: { 'user-agent': PHONE_UA } }),
  );
  const mac = await projectPage(browser, testInfo);
  await ok(await mac.request.post('/api/ys_obc/v1/account/login', { data: { login_name: loginName, password: PASSWORD }, headers: { 'user-agent': MAC_UA } }));

  await visit(page, CENTER);
  await page.waitForLoadState('networkidle');
  const devices = page.getByRole('region', { name: '登录设备' });
  const rows = devices.getByRole('list', { name: '登录设备' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('当前设备');
  await expect(rows.filter({ hasText: '电脑 · Safari 17' })).toContainText('macOS');
  // At 375 px this browser is an Android phone too: the other phone is the one that is not current.
  await expect(devices.locator('li[data-session="other"]').filter({ hasText: '手机 · Chrome 126' })).toContainText('Android');
  await page.screenshot({ path: testInfo.outputPath('sessions.png'), fullPage: true });

  // Sign the Mac out: it asks first, then the Mac's session is gone and the others stay.
  await devices.getByRole('button', { name: '让“电脑 · Safari 17”退出登录' }).click();
  const dialog = page.getByRole('dialog', { name: '让这台设备退出登录？' });
  await expect(dialog).toContainText('“电脑 · Safari 17”上的登录将结束');
  await page.screenshot({ path: testInfo.outputPath('sessions-dialog.png') });
  await dialog.getByRole('button', { name: '退出' }).click();
  await expect(toast(page, '该设备已退出登录')).toBeVisible();
  await expect(rows).toHaveCount(2);
  expect((await mac.request.get('/api/ys_obc/v1/account/user_info')).status()).toBe(401);
  expect((await phone.request.get('/api/ys_obc/v1/account/user_info')).status()).toBe(200);

  // Everywhere else: only this device stays signed in.
  await devices.getByRole('button', { name: '退出其他所有设备' }).click();
  const others = page.getByRole('dialog', { name: '退出其他所有设备？' });
  await others.getByRole('button', { name: '退出其他所有设备' }).click();
  await expect(toast(page, '已退出其他 1 台设备')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(devices.getByText('只有当前设备登录着你的账号')).toBeVisible();
  expect((await phone.request.get('/api/ys_obc/v1/account/user_info')).status()).toBe(401);
  expect((await page.request.get('/api/ys_obc/v1/account/user_info')).status()).toBe(200);
  await phone.context().close();
  await mac.context().close();
});
