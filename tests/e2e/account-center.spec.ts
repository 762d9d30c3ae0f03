import { HOME, expect, projectPage, signInByApi, signUpByApi, test, unique, visit } from './fixtures.ts';

const CENTER = `${HOME}account`;

test('anonymous visitors get the sign-in prompt of the personal pages', async ({ page, errors }) => {
  await visit(page, CENTER);
  await expect(page.locator('main').getByRole('heading', { name: '个人中心' })).toBeVisible();
  const prompt = page.locator('main [data-sign-in]');
  await expect(prompt.getByText('登录后查看个人中心')).toBeVisible();
  await prompt.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '百科通行证' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the account menu leads a reviewer to their center: who they are, their permissions in words, their pages', async ({ page, errors }) => {
  const aid = await signInByApi(page, 'reviewer');
  await visit(page, HOME);
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('dialog', { name: '账号菜单' }).getByRole('link', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/ys\/obc\/account(\?|$)/);

  const center = page.locator('[data-account-center]');
  await expect(center.getByText(`UID ${aid}`)).toBeVisible();
  await expect(center.getByRole('img', { name: /的头像$/ })).toBeVisible();
  // The community info arrives a moment later: verified or not, it says which.
  await expect(center.getByText(/已完成实名认证|尚未实名认证/)).toBeVisible();
  const permissions = center.getByRole('region', { name: /^我在.+的权限$/ });
  await expect(permissions.getByRole('listitem')).toHaveText(['浏览、收藏词条，反馈纠错，编辑已有词条', '可审核投稿和纠错反馈']);

  const pages = center.getByRole('navigation', { name: '我的内容' });
  for (const [name, path] of [
    ['我的收藏', 'favorite/list'],
    ['我的编辑', 'words/list'],
    ['投稿审核', 'words/review'],
    ['纠错反馈处理', 'reports'],
  ] as const) {
    await expect(pages.getByRole('link', { name })).toHaveAttribute('href', new RegExp(`/ys/obc/${path}(\\?|$)`));
  }
  await pages.getByRole('link', { name: '我的编辑' }).click();
  await expect(page).toHaveURL(/\/ys\/obc\/words\/list/);
  expect(errors).toEqual([]);
});

test('a plain reader sees what every reader may, and no review queues', async ({ page, errors }) => {
  await signInByApi(page, 'demo');
  await visit(page, CENTER);
  const center = page.locator('[data-account-center]');
  await expect(center.getByRole('region', { name: /的权限$/ }).getByRole('listitem')).toHaveText(['浏览、收藏词条，反馈纠错，编辑已有词条']);
  const pages = center.getByRole('navigation', { name: '我的内容' });
  await expect(pages.getByRole('link', { name: '我的收藏' })).toBeVisible();
  await expect(center.getByRole('link', { name: '投稿审核' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('logs out here, or everywhere after a confirmation', async ({ page, browser, errors }, testInfo) => {
  // An account of this test's own: ending its sessions must not end another test's.
  const loginName = unique('center_');
  const password = 'center-password-1';
  await signUpByApi(page, loginName, password);
  const elsewhere = await projectPage(browser, testInfo);
  expect((await elsewhere.request.post('/api/ys_obc/v1/account/login', { data: { login_name: loginName, password } })).status()).toBe(200);

  await visit(page, CENTER);
  // The page checks the visitor on load (user info, then permissions and community info): a check
  // still in flight when the sessions end would be answered 401. A person is not that quick.
  await page.waitForLoadState('networkidle');
  const center = page.locator('[data-account-center]');
  await center.getByRole('button', { name: '退出所有设备' }).click();
  const dialog = page.getByRole('dialog', { name: '退出所有设备？' });
  await expect(dialog).toContainText('包括当前这台');
  await dialog.getByRole('button', { name: '退出所有设备' }).click();
  await expect(page.getByText('已退出所有设备')).toBeVisible();
  await expect(page.locator('main [data-sign-in]').getByText('登录后查看个人中心')).toBeVisible();
  // Both sessions are gone on the server.
  expect((await page.request.get('/api/ys_obc/v1/account/user_info')).status()).toBe(401);
  expect((await elsewhere.request.get('/api/ys_obc/v1/account/user_info')).status()).toBe(401);
  await elsewhere.context().close();

  await signInByApi(page, 'demo');
  await visit(page, CENTER);
  await page.waitForLoadState('networkidle');
  await page.locator('[data-account-center]').getByRole('button', { name: '退出登录', exact: true }).click();
  await expect(page.locator('main [data-sign-in]')).toBeVisible();
  expect((await page.request.get('/api/ys_obc/v1/account/user_info')).status()).toBe(401);
  expect(errors).toEqual([]);
});
