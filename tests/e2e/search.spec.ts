import type { Page } from '@playwright/test';
import { expect, HOME, isMobile, signUpByApi, test, visit } from './fixtures.ts';

const SEARCH = `${HOME}search`;
/** Every demo entry's text says it is kept by the community's editors: hundreds of results. */
const EVERYWHERE = '社区编辑';

/** A demo entry's plain name, found through the API. */
async function someEntryName(page: Page): Promise<string> {
  const response = await page.request.get(`/api/ys_obc/wapi/search?keyword=${encodeURIComponent(EVERYWHERE)}`);
  const { data } = await response.json();
  return String(data.list[0].name).replace(/<\/?em>/g, '');
}

const resultItems = (page: Page) => page.locator('[data-search-result]');
const searchInput = (page: Page) => page.locator('[data-search-screen]').getByRole('searchbox');

test('mobile: suggestions while typing, results, filter panel, history after clearing', async ({ page }) => {
  test.skip(!isMobile(page), 'mobile search screen');
  const name = await someEntryName(page);
  await visit(page, SEARCH);
  await searchInput(page).fill(name.slice(0, 2));
  const suggestions = page.locator('[data-search-suggestions]');
  await expect(suggestions.getByRole('button', { name, exact: true })).toBeVisible();
  await suggestions.getByRole('button', { name, exact: true }).click();
  await expect(resultItems(page).first()).toBeVisible();
  const first = resultItems(page).first().getByRole('link');
  await expect(first).toHaveAttribute('target', '_blank');
  await expect(first).toHaveAttribute('href', /\/ys\/obc\/content\/\d+\/detail\?.*bbs_presentation_style=no_header/);
  await expect(resultItems(page).first().locator('em').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(name);

  // The filter panel opens and closes on its toggle; choosing a channel narrows and relabels.
  const toggle = page.locator('[data-search-filter-toggle]');
  await expect(toggle).toHaveText('全部');
  await toggle.click();
  const panel = page.locator('[data-search-filter-panel]');
  await expect(panel).toBeVisible();
  await toggle.click();
  await expect(panel).toBeHidden();
  await toggle.click();
  const firstLevel = panel.getByRole('list', { name: '一级分类' }).getByRole('button');
  await firstLevel.nth(1).click();
  const channelName = (await firstLevel.nth(1).textContent())!.trim();
  await panel.getByRole('list', { name: '二级分类' }).getByRole('button', { name: '不限' }).click();
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveText(channelName.length > 10 ? `${channelName.slice(0, 10)}…` : channelName);

  // Clearing the input resets the filter and shows the history with the keyword.
  await page.getByRole('button', { name: '清空输入' }).click();
  await expect(toggle).toHaveText('全部');
  await expect(page.locator('[data-search-history]').getByRole('button', { name, exact: true })).toBeVisible();
});

test('mobile: history delete mode with per-item delete, clear-all confirm and done', async ({ page }) => {
  test.skip(!isMobile(page), 'mobile history delete mode');
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('almanac.search-history.ys_obc', JSON.stringify(['甲乙', '丙丁', '戊己']));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await visit(page, SEARCH);
  const history = page.locator('[data-search-history]');
  await expect(history.getByRole('button', { name: '甲乙', exact: true })).toBeVisible();
  await history.getByRole('button', { name: '删除搜索历史' }).click();
  await history.getByRole('button', { name: '删除“丙丁”' }).click();
  await expect(history.getByRole('button', { name: '丙丁', exact: true })).toHaveCount(0);
  await history.getByRole('button', { name: '全部删除' }).click();
  const dialog = page.getByRole('dialog', { name: '确认清空全部搜索历史记录？' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  await expect(history.getByRole('button', { name: '甲乙', exact: true })).toBeVisible();
  await history.getByRole('button', { name: '完成' }).click();
  await expect(history.getByRole('button', { name: '删除“甲乙”' })).toHaveCount(0);
  await history.getByRole('button', { name: '删除搜索历史' }).click();
  await history.getByRole('button', { name: '全部删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '清空' }).click();
  await expect(page.locator('[data-search-history]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('almanac.search-history.ys_obc'))).toBe('[]');
});

test('mobile: the home search entry opens the search screen with cancel; a search opens the page', async ({ page }) => {
  test.skip(!isMobile(page), 'mobile home entry');
  await visit(page, HOME);
  await page.locator('[data-home-search]').click();
  const screen = page.getByRole('dialog');
  await expect(screen.getByRole('button', { name: '取消' })).toBeVisible();
  await screen.getByRole('button', { name: '取消' }).click();
  await expect(screen).toBeHidden();
  await page.locator('[data-home-search]').click();
  // An empty keyword does nothing.
  await page.getByRole('dialog').getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('searchbox').fill(EVERYWHERE);
  await page.getByRole('dialog').getByRole('searchbox').press('Enter');
  await page.waitForURL(/\/ys\/obc\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('keyword')).toBe(EVERYWHERE);
  expect(url.searchParams.get('source_id')).toBe('index');
  await expect(resultItems(page).first()).toBeVisible();
  // The search page itself has no cancel button.
  await expect(page.getByRole('button', { name: '取消' })).toHaveCount(0);
});

test('desktop: header search with history dropdown, results and history columns, typing searches', async ({ page }) => {
  test.skip(isMobile(page), 'desktop search');
  const name = await someEntryName(page);
  await visit(page, HOME);
  const header = page.locator('[data-header-search]');
  await header.getByRole('combobox').fill(name);
  await header.getByRole('combobox').press('Enter');
  await page.waitForURL(/\/ys\/obc\/search\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('keyword')).toBe(name);
  expect(url.searchParams.get('source_id')).toBe('index');
  await expect(header.getByRole('combobox')).toHaveValue('');
  await expect(resultItems(page).first()).toContainText(name);

  const screen = page.locator('[data-search-screen="pc"]');
  const main = await screen.locator('> div').first().boundingBox();
  const side = await screen.locator('aside').boundingBox();
  expect(Math.round(main!.width)).toBe(900);
  expect(Math.round(side!.width)).toBe(280);
  await expect(screen.locator('aside').getByRole('button', { name, exact: true })).toBeVisible();

  // Typing searches directly, without pressing Enter.
  await searchInput(page).fill(EVERYWHERE);
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(EVERYWHERE)}`));
  // A first page of 10; with short snippets the tenth is in view at once and the next page follows.
  await expect.poll(() => resultItems(page).count()).toBeGreaterThanOrEqual(10);

  // The header's dropdown lists the history and clears it.
  await header.getByRole('combobox').focus();
  const dropdown = page.locator('[data-header-search-dropdown="history"]');
  await expect(dropdown.getByRole('listbox', { name: '搜索历史' }).getByRole('option', { name, exact: true })).toBeVisible();
  await dropdown.getByRole('button', { name: '清空' }).click();
  await expect(dropdown).toBeHidden();
  await expect(screen.locator('aside').getByRole('button', { name, exact: true })).toHaveCount(0);
});

test('results: the next page is appended when a near-end item scrolls into view', async ({ page }) => {
  await visit(page, `${SEARCH}?keyword=${encodeURIComponent(EVERYWHERE)}`);
  // Pages of 10; on a tall window the tenth item may be in view at once, and the second page comes
  // before the first count is read.
  const count = () => resultItems(page).count();
  await expect.poll(count).toBeGreaterThanOrEqual(10);
  for (const total of [20, 30]) {
    await resultItems(page)
      .nth(total - 11)
      .scrollIntoViewIfNeeded();
    await expect.poll(count).toBeGreaterThanOrEqual(total);
  }
  const ids = await resultItems(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-search-result')));
  expect(new Set(ids).size).toBe(ids.length);
});

test("a signed-in reader's history merges with the key-box copy and every search updates it", async ({ page }, testInfo) => {
  // A fresh account per browser project: the two projects run side by side.
  const loginName = `search_${testInfo.project.name.replace(/\W/g, '_')}_${Date.now() % 1_000_000}`;
  await signUpByApi(page, loginName, 'search-password');
  const key = 'search_history.ys_obc';
  await page.request.post('/api/ys_obc/v1/keybox/add_unique_key', { data: { key, value: JSON.stringify(['云端词', '共同词']) } });
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('almanac.search-history.ys_obc', JSON.stringify(['本机词', '共同词']));
      sessionStorage.setItem('seeded', '1');
    }
  });
  await visit(page, SEARCH);
  const history = page.locator('[data-search-history]');
  for (const word of ['本机词', '共同词', '云端词']) await expect(history.getByRole('button', { name: word, exact: true })).toBeVisible();
  const stored = async () => JSON.parse((await (await page.request.get(`/api/ys_obc/v1/keybox/query_unique_key?key=${key}`)).json()).data.value);
  await expect.poll(stored).toEqual(['本机词', '共同词', '云端词']);
  await searchInput(page).fill('新词');
  await searchInput(page).press('Enter');
  await expect.poll(stored).toEqual(['新词', '本机词', '共同词', '云端词']);
});

test('mobile: no suggestions are asked for while an input method is composing', async ({ page }) => {
  test.skip(!isMobile(page), 'mobile suggestions');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/wapi/search_suggestion')) asked.push(new URL(request.url()).searchParams.get('keyword') ?? '');
  });
  await visit(page, SEARCH);
  await searchInput(page).focus();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.imeSetComposition', { text: 'gan', selectionStart: 3, selectionEnd: 3 });
  await cdp.send('Input.imeSetComposition', { text: 'ganyu', selectionStart: 5, selectionEnd: 5 });
  await expect(searchInput(page)).toHaveValue('ganyu');
  // Well past the 100 ms debounce: still nothing asked.
  await page.waitForTimeout(400);
  expect(asked).toEqual([]);
  await cdp.send('Input.insertText', { text: '社区' });
  await expect(searchInput(page)).toHaveValue('社区');
  await expect.poll(() => asked).toEqual(['社区']);
});
