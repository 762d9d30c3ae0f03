import type { Page } from '@playwright/test';
import { expect, HOME, isMobile, signInByApi, test, visit } from './fixtures.ts';
import { seededRows as seeded } from './seeded-db.ts';

/** The demo's 「控件示例」 entry: a long page. */
const showcaseId = () => seeded<{ id: number }>("select id from contents where title = '控件示例' order by id limit 1")[0]!.id;

/** A child channel (a tab) with a red point in the demo, and its parent. */
const markedChannel = () =>
  seeded<{ id: number; parent_id: number }>(
    "select c.id, c.parent_id from red_points r join channels c on c.id = r.target_id join editions e on e.id = c.edition_id where e.app_sn = 'ys_obc' and r.type = 'channel' and c.parent_id is not null order by c.sort limit 1",
  )[0]!;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** At the end of the page: the fixed buttons, and the links and buttons of the page they might cover. */
async function endOfPage(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  // Scrolled to the very end again once the back-to-top button (on a long page) has made its room.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
    };
    const boxOf = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, label: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30) };
    };
    const all = [...document.querySelectorAll('a, button')].filter(visible);
    const fixed = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return true;
      return false;
    };
    const footer = [...document.querySelectorAll('footer a, footer button, footer p, footer img')].filter(visible).map(boxOf);
    return { floating: all.filter(fixed).map(boxOf), targets: all.filter((element) => !fixed(element)).map(boxOf), footer };
  });
}

for (const [label, url] of [
  ['home', HOME],
  ['a channel page', 'channel'],
  ['an entry page', 'showcase'],
] as const) {
  test(`at the end of ${label} no floating button covers a link or button`, async ({ page, errors }, testInfo) => {
    void errors;
    await visit(
      page,
      url === 'showcase' ? `${HOME}content/${showcaseId()}/detail` : url === 'channel' ? `${HOME}channel/map/${markedChannel().parent_id}` : url,
    );
    const { floating, targets, footer } = await endOfPage(page);
    // On a phone: the catalogue button on home and channel pages, back to top on a long entry.
    if (isMobile(page)) expect(floating.map((box) => box.label)).toContain(url === 'showcase' ? '回到顶部' : '打开目录');
    expect(targets.length).toBeGreaterThan(0);
    const width = page.viewportSize()!.width;
    for (const button of floating) {
      expect(button.x, `${button.label} inside the window`).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width, `${button.label} inside the window`).toBeLessThanOrEqual(width);
      for (const target of targets) expect(overlaps(button, target), `${button.label} covers ${target.label}`).toBe(false);
      // On a phone the page ends with room for the buttons: all of the footer is above them, whatever its width.
      if (isMobile(page)) for (const item of footer) expect(item.y + item.height, `${item.label} beside ${button.label}`).toBeLessThanOrEqual(button.y + 0.5);
    }
    await page.screenshot({ path: testInfo.outputPath(`page-end-${label.replace(/\W/g, '-')}.png`) });
  });
}

test('channel tab chips and their red dots are whole, not clipped by the scrolling row', async ({ page, errors }, testInfo) => {
  void errors;
  const marked = markedChannel();
  await visit(page, `${HOME}channel/map/${marked.parent_id}/${marked.id}`);
  const row = page.getByRole('navigation', { name: '分类' });
  const rowBox = (await row.boundingBox())!;
  const chips = row.getByRole('link');
  expect(await chips.count()).toBeGreaterThan(1);
  for (const chip of await chips.all()) {
    const box = await chip.boundingBox();
    if (!box || box.x > rowBox.x + rowBox.width) continue;
    expect(box.y, (await chip.textContent()) ?? '').toBeGreaterThanOrEqual(rowBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(rowBox.y + rowBox.height + 0.5);
  }
  const dot = row.locator(`[data-red-point="channel:${marked.id}"] > span`).last();
  await expect(dot).toBeVisible();
  const dotBox = (await dot.boundingBox())!;
  expect(dotBox.y).toBeGreaterThanOrEqual(rowBox.y);
  await row.screenshot({ path: testInfo.outputPath('tab-chips.png') });
});

// Without the console-error check: these pages answer 401 and 403 by design.
test('the no-permission and sign-in pages of the login-required edition lead home', async ({ page }) => {
  // Signed in without the edition's permission: the no-permission page.
  await signInByApi(page, 'demo', 'sr_wiki');
  await visit(page, '/sr/wiki/');
  await expect(page.getByRole('heading', { name: '该页面正在测试中，敬请期待' })).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/ys\/obc\/\?/);
  await expect(page.locator('[data-page="home"]')).toBeVisible();

  // Anonymous: the sign-in page, once its dialog is closed.
  await page.context().clearCookies();
  await visit(page, '/sr/wiki/');
  await expect(page.getByRole('heading', { name: '登录后即可浏览', includeHidden: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/ys\/obc\/\?/);
});

test('a footnote clicked right after hovering stays open until Escape (a tap opens its dialog on mobile)', async ({ page, errors }) => {
  void errors;
  await visit(page, `${HOME}content/${showcaseId()}/detail`);
  const marker = page.locator('[data-footnote="1"]').first();
  await marker.scrollIntoViewIfNeeded();
  if (isMobile(page)) {
    await marker.tap();
    const dialog = page.getByRole('dialog', { name: '注释 1' });
    await expect(dialog).toBeVisible();
    await page.waitForTimeout(500);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    return;
  }
  await marker.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText('控件的数据由社区编辑在编辑器中填写。');
  await marker.click();
  await page.waitForTimeout(500);
  await expect(tip).toContainText('控件的数据由社区编辑在编辑器中填写。');
  // Pinned: leaving the marker keeps it open.
  await page.mouse.move(5, 5);
  await page.waitForTimeout(400);
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  // A click elsewhere closes a pinned note too.
  await marker.click();
  await expect(tip).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(tip).toBeHidden();
});

test("the demo's outer links lead to its own pages, never to a made-up forum", async ({ page, errors }) => {
  void errors;
  const links = [
    ...seeded<{ url: string }>("select bbs_url as url from contents where bbs_url <> ''"),
    ...seeded<{ url: string }>("select jump_url as url from calendar_activities where jump_url <> ''"),
  ].map((row) => row.url);
  expect(links.length).toBeGreaterThan(0);
  for (const url of new Set(links)) {
    expect(url).toMatch(/^\/(ys\/obc|sr\/wiki)\//);
    expect((await page.request.get(url)).status(), url).toBe(200);
  }
  await visit(page, HOME);
  await expect(page.locator('a[href*="example.org"]')).toHaveCount(0);
});
