import { expect, HOME, isMobile, test, visit } from './fixtures.ts';
import { demoContents, signInDemo, skipFavoritesGuide } from './favorites-support.ts';

/**
 * A dropped connection (issue 37): a write button tapped while the network is gone shows the
 * spec's 'network abnormal' toast, and the page stays as it was. At both widths.
 */
const NETWORK_TOAST = '网络异常，请稍后重试';

test.beforeEach(async ({ page }) => {
  await skipFavoritesGuide(page);
});

for (const drop of ['offline', 'api aborted'] as const) {
  test(`like and favorite with the connection ${drop}: a toast, and the page stays`, async ({ page, context }) => {
    const [content] = demoContents(1, 40);
    await signInDemo(page);
    await visit(page, `${HOME}content/${content!.id}/detail`);
    const main = page.locator('main');
    const like = main.getByRole('button', { name: /^点赞/ });
    await expect(like).toBeVisible();
    await expect(main.getByRole('heading', { name: content!.title }).first()).toBeVisible();
    // A reader who has been on the page a moment: its parts (likes, favorite state) have loaded.
    await expect(main.getByRole('button', { name: '收藏', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await page.waitForLoadState('networkidle');

    if (drop === 'offline') await context.setOffline(true);
    else await page.route('**/api/**', (route) => route.abort('internetdisconnected'));

    await like.click();
    await expect(page.getByText(NETWORK_TOAST).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: content!.title }).first()).toBeVisible();
    await expect(like).toBeEnabled();

    await main.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(page.getByText(NETWORK_TOAST).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: content!.title }).first()).toBeVisible();
    await expect(page.getByText('Failed to fetch')).toHaveCount(0);
    await context.setOffline(false);
  });
}

test('offline, the account menu whose code never came leaves the page as it is, and opens once back online', async ({ page, context }) => {
  test.skip(isMobile(page), 'the desktop header menu (the mobile sheet is the same loader)');
  const [content] = demoContents(1, 40);
  // The menu's code would come 1.5 s after load: kept away so that it is still to come when the connection drops.
  let blocked = true;
  await page.route('**/assets/AccountPopover-*.js', (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  await signInDemo(page);
  await visit(page, `${HOME}content/${content!.id}/detail`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await context.setOffline(true);
  const main = page.locator('main');
  const menu = page.getByRole('banner').getByRole('button', { name: '账号菜单' });
  await menu.click();
  // The menu's code cannot come: the page and the avatar button stay, nothing else happens.
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('heading', { name: content!.title }).first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: '账号菜单' })).toHaveCount(0);

  // Back online, the code is fetched again and the menu asked for opens.
  blocked = false;
  await context.setOffline(false);
  await expect(page.getByRole('dialog', { name: '账号菜单' }).getByRole('link', { name: '个人中心' })).toBeVisible();
  await expect(main.getByRole('heading', { name: content!.title }).first()).toBeVisible();
});
