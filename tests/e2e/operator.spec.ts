import type { Page } from '@playwright/test';
import { expect, isMobile, projectPage, test, unique, visit } from './fixtures.ts';
import { signInToConsole } from './operator-support.ts';

/** Chooses a filter option the way the reader's layout offers it. */
async function chooseFilter(page: Page, group: string, option: string) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: /^筛选/ }).click();
    const drawer = page.getByRole('dialog', { name: '筛选' });
    await drawer.getByRole('group', { name: group }).getByRole('button', { name: option, exact: true }).click();
    await drawer.getByRole('button', { name: '完成' }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page.getByRole('button', { name: new RegExp(`^${group}: `) }).click();
    await page.getByRole('dialog', { name: group }).getByRole('button', { name: option, exact: true }).click();
  }
}

test('an operator builds a card-filter channel with three items; a reader sees and filters them at once', async ({ page, browser, errors }, testInfo) => {
  test.setTimeout(90_000);
  await signInToConsole(page, '/admin', /\/admin\/ys_obc\/channels$/);

  // The channel: a card-filter block with one filter group, previewed live while editing.
  const channelName = unique('E2E牌库');
  await page.getByRole('button', { name: '新建顶级频道' }).click();
  const channelForm = page.getByRole('form', { name: '新建频道' });
  await channelForm.getByLabel('名称').fill(channelName);
  // Kept off home (no place), so other tests' home pages stay as the seed made them.
  await channelForm.getByLabel('位置').selectOption('');
  await channelForm.getByLabel('展示类型').selectOption('cardFilter');
  await channelForm.getByRole('button', { name: '添加筛选组' }).click();
  await channelForm.getByLabel('筛选组名称').fill('费用');
  await channelForm.getByLabel('选项（用逗号分隔）').fill('1, 2, 3');
  await expect(page.getByTestId('channel-preview').locator('[data-block="cardFilter"]')).toBeVisible();
  await channelForm.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/channels\?id=\d+$/);
  const channelId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('form', { name: `编辑频道：${channelName}` })).toBeVisible();

  // Three items, each placed in the channel with its own filter value.
  const titles = [unique('火花'), unique('潮汐'), unique('雷霆')];
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '内容' }).click();
  for (const [index, title] of titles.entries()) {
    await page.getByRole('button', { name: '新建内容' }).click();
    const form = page.getByRole('form', { name: '新建内容' });
    await form.getByLabel('标题').fill(title);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByRole('form', { name: /^编辑内容 #\d+$/ })).toBeVisible();
    await expect(page.getByRole('form', { name: /^编辑内容/ }).getByLabel('标题')).toHaveValue(title);
    const placements = page.getByRole('region', { name: '所在频道' });
    await placements.getByLabel('选择频道').selectOption(String(channelId));
    await placements.getByRole('button', { name: '放入频道' }).click();
    const placement = page.getByRole('region', { name: new RegExp(`^${channelName}`) });
    await placement
      .getByRole('group', { name: '费用' })
      .getByLabel(String(index + 1), { exact: true })
      .check();
    await placement.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('已保存').first()).toBeVisible();
    await expect(placement.getByRole('group', { name: '费用' }).getByLabel(String(index + 1), { exact: true })).toBeChecked();
  }

  // The audit log names the operator's changes. The saves' toasts may lie over the console's
  // navigation at this width, held by a pointer near them: the link is taken from the keyboard.
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '操作日志' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-audit-entry]', { hasText: 'placement.update' }).first()).toBeVisible();
  await expect(page.locator('[data-audit-entry]', { hasText: `channel #${channelId}` }).filter({ hasText: 'channel.create' })).toBeVisible();

  // The console's route modules, which reader pages must never load.
  const adminModules = await page.evaluate(() => {
    const manifest = (window as unknown as { __reactRouterManifest: { routes: Record<string, { id: string; module: string }> } }).__reactRouterManifest;
    return Object.values(manifest.routes)
      .filter((route) => route.id.startsWith('admin'))
      .map((route) => route.module);
  });
  expect(adminModules.length).toBeGreaterThan(0);

  // A reader (not signed in) opens the channel page: all three cards, then filters them.
  const reader = await projectPage(browser, testInfo);
  await visit(reader, `/ys/obc/channel/position/${channelId}`);
  const cards = reader.locator('[data-block="cardFilter"]').getByRole('link');
  await expect(cards).toHaveCount(3);
  for (const title of titles) await expect(cards.filter({ hasText: title })).toHaveCount(1);
  await chooseFilter(reader, '费用', '2');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(titles[1]!);

  const loaded = await reader.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  for (const module of adminModules) expect(loaded).not.toContain(module);
  await reader.context().close();

  // Clean up through the API: the items, then the (now empty) channel.
  for (const title of titles) {
    const found = await page.request.get('/api/ys_obc/v1/operator/contents', { params: { keyword: title } });
    const [item] = ((await found.json()) as { data: { list: Array<{ id: number }> } }).data.list;
    expect((await page.request.post('/api/ys_obc/v1/operator/content/delete', { data: { id: item!.id } })).status()).toBe(200);
  }
  expect((await page.request.post('/api/ys_obc/v1/operator/channel/delete', { data: { id: channelId } })).status()).toBe(200);
  expect(errors).toEqual([]);
});

test('a reader without ADMIN sees no console and no data', async ({ page }) => {
  const response = await page.request.post('/api/ys_obc/v1/account/login', { data: { login_name: 'editor', password: 'editor-password' } });
  expect(response.status()).toBe(200);
  await visit(page, '/admin/ys_obc/channels');
  await expect(page.getByRole('alert')).toHaveText('此账号没有该版本的管理员权限');
  await expect(page.getByRole('navigation', { name: '后台导航' })).toHaveCount(0);
  const api = await page.request.get('/api/ys_obc/v1/operator/channels');
  expect(api.status()).toBe(403);
});

test('every console page opens without errors at this width', async ({ page }, testInfo) => {
  // Nine pages with a full-page screenshot each: near a minute on a loaded two-core machine.
  test.slow();
  await signInToConsole(page, '/admin', /\/admin\/ys_obc\/channels$/);
  const nav = page.getByRole('navigation', { name: '后台导航' });
  for (const [link, heading] of [
    ['首页', '版本设置'],
    ['版本', '所有版本'],
    ['卡池', '卡池'],
    ['日历', '日历活动'],
    ['红点', '红点'],
    ['用户', '用户'],
    ['操作日志', '操作日志'],
    ['内容', '内容'],
    ['频道', '频道树'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { name: heading, exact: true, level: 2 }).first()).toBeVisible();
    await page.screenshot({ path: `/tmp/operator-${link}-${testInfo.project.name}.png`, fullPage: true });
  }
});

// On the login-required edition, so the public edition's announcement other tests read stays as seeded.
test('a new announcement version reaches readers on their next page load', async ({ page, browser }, testInfo) => {
  await signInToConsole(page, '/admin', /\/admin\/ys_obc\/channels$/);
  await visit(page, '/admin/sr_wiki/home');
  const text = unique('公告');
  const notice = page.getByRole('form', { name: '公告栏' });
  await notice.getByLabel('公告内容').fill(text);
  await notice.getByLabel('作为新版本发布（已关闭公告的读者会再次看到）').check();
  await notice.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('已保存').first()).toBeVisible();

  // A reader with VIEW on the edition.
  const reader = await projectPage(browser, testInfo);
  expect((await reader.request.post('/api/sr_wiki/v1/account/login', { data: { login_name: 'editor', password: 'editor-password' } })).status()).toBe(200);
  await visit(reader, '/sr/wiki/');
  await expect(reader.getByText(text).first()).toBeAttached();
  await reader.context().close();
});
