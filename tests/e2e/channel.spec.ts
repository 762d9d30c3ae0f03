import type { Page } from '@playwright/test';
import { HOME, expect, isMobile, tabLink, test, visit } from './fixtures.ts';

/** Opens the 图鉴 channel page on its 角色 tab through the home page, as a reader would. */
async function openCharacters(page: Page) {
  await visit(page, HOME);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await section.getByRole('link', { name: '查看更多' }).click();
  await expect(tabLink(page, '角色')).toHaveAttribute('aria-current', 'page');
}

const tiles = (page: Page) => page.getByRole('tabpanel').getByRole('link');

/** The characters listed with no filter: the demo's 60, and any entry another test has published there since. */
async function allCharacters(page: Page): Promise<number> {
  await expect.poll(() => tiles(page).count()).toBeGreaterThanOrEqual(60);
  return tiles(page).count();
}

/** Chooses filter options the way the layout offers: dropdowns on desktop, the drawer on mobile. */
async function chooseFilters(page: Page, picks: Array<[group: string, option: string]>) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: /^筛选/ }).click();
    const drawer = page.getByRole('dialog', { name: '筛选' });
    for (const [group, option] of picks) {
      await drawer.getByRole('group', { name: group }).getByRole('button', { name: option, exact: true }).click();
    }
    await drawer.getByRole('button', { name: '完成' }).click();
    await expect(drawer).toBeHidden();
  } else {
    for (const [group, option] of picks) {
      await page.getByRole('button', { name: new RegExp(`^${group}: `) }).click();
      await page.getByRole('dialog', { name: group }).getByRole('button', { name: option, exact: true }).click();
    }
  }
}

test('filters keep entries whose values hold every chosen option, and reset on tab change', async ({ page }) => {
  await openCharacters(page);
  const all = await allCharacters(page);
  // The demo's characters: element by index mod 7 (火 = 0), star by index parity (五星 = even).
  await chooseFilters(page, [['元素', '火']]);
  await expect(tiles(page)).toHaveCount(9);
  await chooseFilters(page, [['星级', '五星']]);
  await expect(tiles(page)).toHaveCount(5);
  await chooseFilters(page, [['元素', '雷']]);
  await expect(tiles(page)).toHaveCount(4);
  if (isMobile(page)) {
    await page.getByRole('button', { name: /^筛选/ }).click();
    await page.getByRole('dialog', { name: '筛选' }).getByRole('button', { name: '重置' }).click();
    await page.getByRole('dialog', { name: '筛选' }).getByRole('button', { name: '完成' }).click();
  } else {
    await chooseFilters(page, [
      ['元素', '不限'],
      ['星级', '不限'],
    ]);
  }
  await expect(tiles(page)).toHaveCount(all);

  await chooseFilters(page, [['元素', '火']]);
  await expect(tiles(page)).toHaveCount(9);
  await tabLink(page, '武器').click();
  await expect(tabLink(page, '武器')).toHaveAttribute('aria-current', 'page');
  await expect(tiles(page)).toHaveCount(75);
  if (!isMobile(page)) await expect(page.getByRole('button', { name: '类型: 不限' })).toBeVisible();
});

test('combined filters and an empty result', async ({ page }) => {
  await openCharacters(page);
  // Index i: element by i mod 7 (火 0, 冰 6), weapon by i mod 5 (单手剑 0, 弓 4), 五星 when even.
  await chooseFilters(page, [
    ['元素', '火'],
    ['武器', '弓'],
  ]);
  await expect(tiles(page)).toHaveCount(2); // 14, 49
  await chooseFilters(page, [
    ['武器', '单手剑'],
    ['星级', '四星'],
  ]);
  await expect(tiles(page)).toHaveCount(1); // 35
  await chooseFilters(page, [
    ['元素', '冰'],
    ['武器', '弓'],
  ]);
  await expect(page.getByText('没有符合条件的内容')).toBeVisible(); // only 69, beyond the 60 characters
});

test('the channel search suggests titles, clears filters, and waits for input-method composition', async ({ page }) => {
  await openCharacters(page);
  const all = await allCharacters(page);
  const search = page.getByRole('searchbox', { name: '在本频道搜索' });
  await chooseFilters(page, [['元素', '火']]);
  await expect(tiles(page)).toHaveCount(9);

  await search.fill('岚');
  const results = page.locator('#channel-search-results');
  await expect(results.getByRole('link').first()).toBeVisible();
  for (const text of await results.getByRole('link').allInnerTexts()) expect(text).toContain('岚');
  // Typing a search cleared the filters.
  await expect(tiles(page)).toHaveCount(all);

  await search.fill('不存在的词条');
  await expect(results.getByText('未检索到相关词条')).toBeVisible();
  await search.fill('');
  await expect(results).toBeHidden();

  // While composing (pinyin), nothing is searched; the end of composition searches.
  await search.dispatchEvent('compositionstart');
  await search.fill('lan');
  await page.waitForTimeout(300);
  await expect(results).toBeHidden();
  await search.fill('岚');
  await search.dispatchEvent('compositionend');
  await expect(results.getByRole('link').first()).toContainText('岚');

  // The dropdown hides shortly after the box loses focus.
  await search.blur();
  await expect(results).toBeHidden();
});

test('card channels word their search for cards', async ({ page }) => {
  await visit(page, HOME);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '七圣召唤', exact: true, level: 2 }) });
  await section.getByRole('link', { name: '查看更多' }).click();
  const search = page.getByRole('searchbox', { name: '在本频道搜索' });
  await expect(search).toHaveAttribute('placeholder', '搜卡牌');
  await search.fill('没有这张牌');
  await expect(page.getByText('暂无“没有这张牌”关联内容')).toBeVisible();
});

test('the all-categories drawer and its first-time tip (mobile, 7+ tabs)', async ({ page }) => {
  await openCharacters(page);
  const button = page.getByRole('button', { name: '全部图鉴分类' });
  if (!isMobile(page)) {
    await expect(button).toHaveCount(0);
    return;
  }
  const tip = page.getByText('点击查看全部图鉴分类哦');
  await expect(tip).toBeVisible();
  await page.getByRole('button', { name: '知道了' }).click();
  await expect(tip).toBeHidden();
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(button).toBeVisible();
  await expect(tip).toBeHidden();

  await button.click();
  const drawer = page.getByRole('dialog', { name: '全部图鉴分类' });
  // 角色 武器 圣遗物 材料 敌人与魔物 NPC 书籍 生物志 食物 成就
  await expect(drawer.getByRole('link')).toHaveCount(10);
  await drawer.getByRole('link', { name: '食物' }).click();
  await expect(drawer).toBeHidden();
  await expect(tabLink(page, '食物')).toHaveAttribute('aria-current', 'page');
});

test('opening the drawer also retires the tip', async ({ page }) => {
  test.skip(!isMobile(page), 'mobile only');
  await openCharacters(page);
  await expect(page.getByText('点击查看全部图鉴分类哦')).toBeVisible();
  await page.getByRole('button', { name: '全部图鉴分类' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('点击查看全部图鉴分类哦')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('almanac:illustrate-tip-seen'))).toBe('1');
});

test('the catalogue lists latest, contribute, positions, then maps, marks the active channel and navigates', async ({ page }) => {
  await openCharacters(page);
  if (isMobile(page)) await page.getByRole('button', { name: '打开目录' }).click();
  const catalogue = page.getByRole('navigation', { name: '目录' });
  // The mobile drawer's code arrives when it is first opened.
  await expect(catalogue.getByRole('link').first()).toBeVisible();
  const links = await catalogue.getByRole('link').allInnerTexts();
  // The spec's order: latest, contribute, the position list, the map list.
  expect(links.slice(0, 2)).toEqual(['最新', '贡献榜']);
  expect(links.indexOf('角色')).toBeGreaterThan(1);
  expect(links.slice(-2)).toEqual(['互动地图', '活动日历']);
  expect(links).not.toContain('热门词条'); // show_in_catalog is not "1"
  await expect(catalogue.getByRole('link', { name: '角色', exact: true })).toHaveAttribute('aria-current', 'page');

  const before = await page.evaluate(() => history.length);
  await catalogue.getByRole('link', { name: '武器', exact: true }).click();
  await expect(tabLink(page, '武器')).toHaveAttribute('aria-current', 'page');
  if (isMobile(page)) await expect(catalogue).toBeHidden();
  // On a channel page the catalogue replaces the history entry.
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test('swiping the list moves to the next tab on mobile', async ({ page }) => {
  test.skip(!isMobile(page), 'swipe is for touch screens at 900 px or less');
  await openCharacters(page);
  const panel = page.getByRole('tabpanel');
  const box = (await panel.boundingBox())!;
  const y = box.y + 100;
  await panel.dispatchEvent('touchstart', {
    touches: [{ identifier: 1, clientX: 300, clientY: y }],
    changedTouches: [{ identifier: 1, clientX: 300, clientY: y }],
  });
  await panel.dispatchEvent('touchend', { touches: [], changedTouches: [{ identifier: 1, clientX: 120, clientY: y + 10 }] });
  await expect(tabLink(page, '武器')).toHaveAttribute('aria-current', 'page');
});

test('the catalogue leads to the latest updates', async ({ page }) => {
  await visit(page, HOME);
  if (isMobile(page)) await page.getByRole('button', { name: '打开目录' }).click();
  await page.getByRole('navigation', { name: '目录' }).getByRole('link', { name: '最新' }).click();
  await expect(page).toHaveURL(/\/channel\/latest\/content/);
  await expect(page.getByRole('tabpanel').getByRole('link')).toHaveCount(50);
});
