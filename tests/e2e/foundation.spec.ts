import { HOME, expect, isMobile, tabLink, test, visit } from './fixtures.ts';

test('the root redirects to the public edition, whose home shows seeded content', async ({ page, errors }) => {
  await visit(page, '/');
  await expect(page).toHaveURL(/\/ys\/obc\/\?bbs_presentation_style=no_header/);
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', isMobile(page) ? 'mobile' : 'pc');
  await expect(page.getByRole('img', { name: '新版本「星落之歌」现已开放' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '图鉴', exact: true, level: 2 })).toBeVisible();
  const firstSection = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await expect(firstSection.getByRole('tab', { name: '角色' })).toHaveAttribute('aria-selected', 'true');
  await expect(firstSection.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('home tabs load another channel on demand', async ({ page }) => {
  await visit(page, HOME);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await section.getByRole('tab', { name: '武器' }).click();
  await expect(section.getByRole('tab', { name: '武器' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByRole('tabpanel').getByRole('link').first()).toContainText('·');
});

test('a click reaches a channel page, another a detail page; links keep the presentation query', async ({ page }) => {
  await visit(page, HOME);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await section.getByRole('link', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/ys\/obc\/channel\/position\/\d+\/\d+\?.*bbs_presentation_style=no_header/);
  await expect(page.getByRole('heading', { name: '图鉴', exact: true, level: 2 })).toBeVisible();
  await expect(tabLink(page, '角色')).toHaveAttribute('aria-current', 'page');

  const tile = page.getByRole('tabpanel').getByRole('link').first();
  const href = await tile.getAttribute('href');
  expect(href).toContain('bbs_presentation_style=no_header');
  if (isMobile(page)) expect(href).toContain('visit_device=mobile');
  const title = (await tile.locator('span').last().innerText()).trim();
  await tile.click();
  await expect(page).toHaveURL(/\/ys\/obc\/content\/\d+\/detail/);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: '基础信息' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '天赋' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('普通攻击');
});

test('channel tabs carry the active tab in childId and replace the history entry', async ({ page }) => {
  await visit(page, HOME);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await section.getByRole('link', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/channel\/position\/\d+\/\d+/);
  const before = new URL(page.url()).pathname;
  await tabLink(page, '武器').click();
  await expect(tabLink(page, '武器')).toHaveAttribute('aria-current', 'page');
  const after = new URL(page.url()).pathname;
  expect(after).not.toBe(before);
  expect(after.split('/').slice(0, -1)).toEqual(before.split('/').slice(0, -1));
  await page.goBack();
  await expect(page).toHaveURL(/\/ys\/obc\/(\?|$)/);
});

test('the layout switches live when the window crosses 900 px', async ({ page }) => {
  await visit(page, HOME);
  const start = isMobile(page) ? 'mobile' : 'pc';
  const other = start === 'mobile' ? 'pc' : 'mobile';
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', start);
  await page.setViewportSize(start === 'mobile' ? { width: 1280, height: 800 } : { width: 375, height: 812 });
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', other);
  await expect(page).toHaveURL(new RegExp(`visit_device=${other}`));
  await page.setViewportSize({ width: 901, height: 800 });
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'pc');
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'mobile');
  await expect(page).toHaveURL(/visit_device=mobile/);
});

test('the root font size follows the width before and after hydration', async ({ page }) => {
  await visit(page, HOME);
  const size = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await size()).toBe('100px');
  await page.setViewportSize({ width: 750, height: 800 });
  await expect.poll(size).toBe('200px');
});

test('a path repeating the edition base redirects to the path without it', async ({ page }) => {
  await visit(page, `${HOME}ys/obc/channel/position?visit_device=pc`);
  await expect(page).toHaveURL(/\/ys\/obc\/channel\/position\?visit_device=pc/);
  await expect(page.getByRole('heading', { name: '全部频道' })).toBeVisible();
});

test('unknown paths answer the 404 page', async ({ page }) => {
  for (const path of [`${HOME}no-such-page`, `${HOME}words/no-such-page`, `${HOME}content/999999/detail`, '/no/such-edition/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  }
});

test('the mobile back button follows the spec and header_bar_hide_back hides it', async ({ page }) => {
  test.skip(!isMobile(page), 'the back button is part of the mobile header');
  await visit(page, HOME);
  await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
  await visit(page, `${HOME}channel/position?visit_device=mobile`);
  // First page of this site in the tab: back goes home.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/ys\/obc\/(\?|$)/);
  await visit(page, `${HOME}channel/position?visit_device=mobile&header_bar_hide_back=1`);
  await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0);
});

test('a code chunk that fails to load reloads the page, and the next click works', async ({ page, errors }) => {
  await visit(page, HOME);
  let blocked = 0;
  await page.route('**/assets/content-detail-*.js', async (route) => {
    if (blocked++ === 0) return route.abort();
    return route.continue();
  });
  const tile = () =>
    page
      .locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) })
      .getByRole('tabpanel')
      .getByRole('link')
      .first();
  // textContent: the sections below the fold are not rendered yet (content-visibility), and innerText reads rendered text.
  const title = (await tile().locator('span').last().textContent())?.trim() ?? '';
  const reloaded = page.waitForEvent('load');
  await tile().click();
  await reloaded;
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await tile().click();
  await expect(page).toHaveURL(/\/content\/\d+\/detail/);
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  // The failed load is reported on the console by design; nothing else may be.
  const unexpected = errors.filter((error) => !/route module|content-detail|Failed to fetch|ERR_FAILED|Importing a module/i.test(error));
  expect(unexpected).toEqual([]);
  errors.length = 0;
});
