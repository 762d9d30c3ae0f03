import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { HOME, expect, isMobile, signInByApi, signUpByApi, test, visit } from './fixtures.ts';

/** Where the test server writes real-name codes (playwright.config.ts, REALNAME_CODE_LOG). */
const CODE_LOG = path.resolve('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'realname-codes.log');
const SR_HOME = '/sr/wiki/';

const signInDialog = (page: Page) => page.getByRole('dialog', { name: '百科通行证' });
const createButton = (page: Page) => page.getByRole('button', { name: '创建词条' });

/** The header's sign-in entry: the desktop button, or the mobile avatar on home. */
async function openSignIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await expect(signInDialog(page)).toBeVisible();
}

async function signInInDialog(page: Page, loginName: string, password = `${loginName}-password`) {
  const dialog = signInDialog(page);
  await dialog.getByLabel('账号', { exact: true }).fill(loginName);
  await dialog.getByLabel('密码', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
}

/** A channel page with a childId: the 图鉴 section's '查看更多'. */
async function openChannelPage(page: Page) {
  await visit(page, HOME);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await section.getByRole('link', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/channel\/position\/\d+\/\d+/);
}

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('signs in through the popup with the demo account, tells embedded frames, shows the user menu, logs out', async ({ page, errors }) => {
  await visit(page, HOME);
  // An embedded frame that records the messages it gets. The listener is attached from outside
  // (an anonymous page comes from the page cache with a CSP of script hashes: no inline script of
  // ours may run in the frame).
  await page.evaluate(async () => {
    const frame = document.createElement('iframe');
    frame.srcdoc = '<p>embedded</p>';
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    frame.contentWindow?.addEventListener('message', (event) => {
      document.body.dataset.frameMessage = JSON.stringify(event.data);
    });
  });
  await openSignIn(page);
  await signInInDialog(page, 'demo');
  await expect(signInDialog(page)).toBeHidden();
  await expect(page.locator('body')).toHaveAttribute('data-frame-message', JSON.stringify({ type: 'wiki-login-success' }));

  await page.getByRole('button', { name: '账号菜单' }).click();
  const menu = page.getByRole('dialog', { name: '账号菜单' });
  await expect(menu.getByText('演示旅行者')).toBeVisible();
  for (const name of ['个人中心', '我的收藏', '我的编辑']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByRole('link', { name: '我的收藏' })).toHaveAttribute('href', /\/ys\/obc\/favorite\/list\?/);
  await expect(menu.getByRole('link', { name: '我的编辑' })).toHaveAttribute('href', /\/ys\/obc\/words\/list\?/);

  await menu.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: '登录', exact: true })).toBeVisible();
  // The session is gone on the server too.
  expect((await page.request.get('/api/ys_obc/v1/account/user_info')).status()).toBe(401);
  expect(errors).toEqual([]);
});

test('sign-up and sign-in show field errors, then a new account signs up', async ({ page }) => {
  await visit(page, HOME);
  await openSignIn(page);
  const dialog = signInDialog(page);

  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog.getByText('请填写此项')).toHaveCount(2);
  await signInInDialog(page, 'demo', 'not-the-password');
  await expect(dialog.getByRole('alert')).toHaveText('账号或密码错误');

  await dialog.getByRole('tab', { name: '注册' }).click();
  await expect(dialog.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  // The account name carries over, the password does not.
  await expect(dialog.getByLabel('账号', { exact: true })).toHaveValue('demo');
  await expect(dialog.getByLabel('密码', { exact: true })).toHaveValue('');
  await dialog.getByLabel('账号', { exact: true }).fill('no spaces!');
  await dialog.getByRole('button', { name: '注册并登录' }).click();
  await expect(dialog.getByText('账号需为 3–32 位字母、数字或下划线')).toBeVisible();
  await expect(dialog.getByText('密码至少需要 8 位')).toBeVisible();
  await expect(dialog.getByLabel('账号', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('账号', { exact: true }).fill('demo');
  await dialog.getByLabel('密码', { exact: true }).fill('long-enough-1');
  await dialog.getByRole('button', { name: '注册并登录' }).click();
  await expect(dialog.getByText('该账号已被注册')).toBeVisible();

  const name = unique('e2e');
  await dialog.getByLabel('账号', { exact: true }).fill(name);
  await dialog.getByLabel('昵称（选填）').fill('新旅行者');
  await dialog.getByRole('button', { name: '注册并登录' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: '账号菜单' }).click();
  await expect(page.getByRole('dialog', { name: '账号菜单' }).getByText('新旅行者')).toBeVisible();
});

test('the create button: not for anonymous visitors or demo, shown for editor (CREATE_C) and opens words/create', async ({ page }) => {
  await openChannelPage(page);
  await expect(page.getByRole('heading', { name: '图鉴', exact: true, level: 2 })).toBeVisible();
  await expect(createButton(page)).toHaveCount(0);

  // demo holds no CREATE_C and no demo channel is open for creation: the server says no.
  await signInByApi(page, 'demo');
  const asked = page.waitForResponse((response) => response.url().includes('/wapi/entry_page/is_allow_create') && response.url().includes('ShowCreate'));
  await page.reload();
  const answer = await asked;
  expect(((await answer.json()) as { data: { allow: boolean } }).data.allow).toBe(false);
  await expect(createButton(page)).toHaveCount(0);

  await signInByApi(page, 'editor');
  await page.reload();
  await expect(createButton(page)).toBeVisible();
  const childId = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1);
  const from = new URL(page.url());
  // Caught as it happens: a narrow window leaves the editor for the wiki's home at once (usePageGate).
  const created = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame() && /\/ys\/obc\/words\/create\?/.test(frame.url()) });
  await createButton(page).click();
  const target = new URL((await created).url());
  expect(target.searchParams.get('menuId')).toBe(childId);
  expect(target.searchParams.get('from_url')).toBe(`${from.pathname}${from.search}`);

  // A detail page asks for its content's sub-channels (for the create button).
  await visit(page, `${HOME}content/7/detail`);
  await expect(createButton(page)).toBeVisible();
  const toCreate = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame() && /\/ys\/obc\/words\/create\?.*menuId=\d+/.test(frame.url()),
  });
  await createButton(page).click();
  await toCreate;
});

test('the create button is not shown on a channel page without childId nor on pages outside the rule', async ({ page }) => {
  await signInByApi(page, 'editor');
  await visit(page, `${HOME}channel/position`);
  await expect(page.getByRole('heading', { name: '全部频道' })).toBeVisible();
  await visit(page, `${HOME}summon`);
  await expect(createButton(page)).toHaveCount(0);
  await visit(page, HOME);
  await expect(createButton(page)).toBeVisible();
  await visit(page, `${HOME}?preview=1`);
  await expect(page.getByRole('heading', { name: '图鉴', exact: true, level: 2 })).toBeVisible();
  await expect(createButton(page)).toHaveCount(0);
});

test('the desktop header hides its navigation on the words-list, words-create, editor and success pages', async ({ page }) => {
  test.skip(isMobile(page), 'the desktop header');
  await visit(page, HOME);
  await expect(page.getByRole('navigation', { name: '首页栏目' })).toBeVisible();
  for (const path of ['words/list', 'words/create', 'editor/1', 'words/submitSuccess']) {
    await visit(page, `${HOME}${path}`);
    await expect(page.getByRole('banner').getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '首页栏目' })).toHaveCount(0);
  }
});

test('the login-required edition: sign-in screen, then no permission for demo, content with a watermark for editor', async ({ page }) => {
  await visit(page, `${SR_HOME}channel/position`);
  // Anonymous visitors are sent to the edition's home, where login starts (the modal sign-in
  // popup hides the page from the accessibility tree, hence includeHidden).
  await expect(page).toHaveURL(/\/sr\/wiki\/\?.*login=1/);
  await expect(page.getByRole('heading', { name: '登录后即可浏览', includeHidden: true })).toBeVisible();
  await expect(signInDialog(page)).toBeVisible();
  await signInInDialog(page, 'demo');
  await expect(page.getByRole('heading', { name: '该页面正在测试中，敬请期待' })).toBeVisible();
  await expect(page.locator('[data-watermark]')).toHaveCount(0);

  // Switching accounts logs out and reloads to the sign-in screen, where login starts again.
  await page.getByRole('button', { name: '切换账号' }).click();
  await expect(page.getByRole('heading', { name: '登录后即可浏览', includeHidden: true })).toBeVisible();
  await expect(signInDialog(page)).toBeVisible();
  await signInInDialog(page, 'editor');
  await expect(page.getByRole('heading', { name: '角色', exact: true, level: 2 })).toBeVisible();

  const aid = ((await (await page.request.get('/api/sr_wiki/v1/account/user_info')).json()) as { data: { user_info: { aid: number } } }).data.user_info.aid;
  const watermark = page.locator('[data-watermark]');
  await expect(watermark).toHaveAttribute('data-watermark', String(aid));
  await expect(watermark).toHaveCSS('pointer-events', 'none');
  await expect(watermark).toHaveCSS('position', 'fixed');
  // The watermark never takes a click.
  await page.getByRole('link', { name: '查看更多' }).first().click();
  await expect(page).toHaveURL(/\/sr\/wiki\/channel\//);
});

test('real-name verification: phone, code from the delivery, verified', async ({ page }) => {
  const loginName = unique('rn');
  await signUpByApi(page, loginName, 'realname-pass-1');
  await visit(page, HOME);
  await page.getByRole('button', { name: '账号菜单' }).click();
  await page.getByRole('dialog', { name: '账号菜单' }).getByRole('button', { name: '实名认证' }).click();
  const dialog = page.getByRole('dialog', { name: '实名认证' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: '提交认证' }).click();
  await expect(dialog.getByText('请输入正确的手机号')).toBeVisible();
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();

  let code = '';
  await expect
    .poll(async () => {
      const text = await readFile(CODE_LOG, 'utf8').catch(() => '');
      const lines = text
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { phone: string; code: string });
      code = lines.filter((line) => line.phone === phone).at(-1)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await dialog.getByLabel('验证码').fill(code === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: '提交认证' }).click();
  await expect(dialog.getByText('验证码错误')).toBeVisible();
  await dialog.getByLabel('验证码').fill(code);
  await dialog.getByRole('button', { name: '提交认证' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('实名认证成功')).toBeVisible();

  await page.getByRole('button', { name: '账号菜单' }).click();
  await expect(page.getByRole('dialog', { name: '账号菜单' }).getByText('已实名')).toBeVisible();
  const community = await (await page.request.get('/api/ys_obc/v1/account/community_info')).json();
  expect(community.data.user_info.community_info.is_realname).toBe(true);
});

test('retcode -300 of any call starts real-name verification, and a network failure shows the toast', async ({ page }) => {
  await signInByApi(page, 'demo');
  await visit(page, HOME);
  await expect(page.getByRole('button', { name: '账号菜单' })).toBeVisible();
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await page.route('**/v1/home/content/list?**', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ retcode: -300, message: 'real name needed', data: null }) }),
  );
  await section.getByRole('tab', { name: '武器' }).click();
  await expect(page.getByRole('dialog', { name: '实名认证' })).toBeVisible();
  await page.getByRole('dialog', { name: '实名认证' }).getByRole('button', { name: '关闭' }).click();

  await page.unroute('**/v1/home/content/list?**');
  await page.route('**/v1/home/content/list?**', (route) => route.abort('internetdisconnected'));
  await section.getByRole('tab', { name: '武器' }).click();
  await section.getByRole('tab', { name: '材料' }).click();
  await expect(page.getByText('网络异常，请稍后重试')).toBeVisible();
});

test.describe('inside the companion app', () => {
  const appUa = (version: string) =>
    `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 miHoYoBBS/${version}`;

  async function fakeApp(page: Page) {
    await page.addInitScript(() => {
      // The calls survive reloads (a login in the login-required edition reloads the page).
      const record = (name: string) => {
        const calls = JSON.parse(window.sessionStorage.getItem('bridgeCalls') ?? '[]') as string[];
        window.sessionStorage.setItem('bridgeCalls', JSON.stringify([...calls, name]));
      };
      window.AlmanacBridge = {
        openFloatingWindow: () => record('floating'),
        closePage: () => record('close'),
        login: async () => {
          record('login');
          const response = await fetch('/api/sr_wiki/v1/account/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ login_name: 'editor', password: 'editor-password' }),
          });
          return response.ok;
        },
      };
    });
  }
  const calls = (page: Page) => page.evaluate(() => JSON.parse(window.sessionStorage.getItem('bridgeCalls') ?? '[]') as string[]);

  test.describe('an old app (2.4)', () => {
    test.use({ userAgent: appUa('2.4.0') });
    test('the floating window asks to upgrade the app', async ({ page }) => {
      test.skip(!isMobile(page), 'the app is a phone');
      await fakeApp(page);
      await visit(page, HOME);
      // Inside the app the home has no avatar (the app has its own me page).
      await expect(page.getByRole('banner').getByRole('button', { name: '登录', exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: '悬浮窗' }).click();
      await expect(page.getByText('请前往 设置 - 检查更新 升级社区App')).toBeVisible();
      expect(await calls(page)).toEqual([]);
    });
  });

  test.describe('a current app (2.5)', () => {
    test.use({ userAgent: appUa('2.5.0') });
    test('the floating window opens through the bridge; login is the app login', async ({ page }) => {
      test.skip(!isMobile(page), 'the app is a phone');
      await fakeApp(page);
      await visit(page, HOME);
      await page.getByRole('button', { name: '悬浮窗' }).click();
      expect(await calls(page)).toEqual(['floating']);
      await expect(page.getByText('请前往 设置 - 检查更新 升级社区App')).toHaveCount(0);

      // The login-required edition starts login: in the app that is the bridge's, no popup.
      await visit(page, `${SR_HOME}channel/position`);
      await expect(page.getByRole('heading', { name: '角色', exact: true, level: 2 })).toBeVisible();
      expect(await calls(page)).toEqual(['floating', 'login']);
      await expect(signInDialog(page)).toHaveCount(0);
      await expect(page.locator('[data-watermark]')).toHaveCount(1);
    });
  });
});
