import type { Page } from '@playwright/test';
import { expect, HOME, isMobile, test, visit } from './fixtures.ts';

/** Suggested words for a keyword, as the API answers them. */
async function suggestedWords(page: Page, keyword: string): Promise<string[]> {
  const response = await page.request.get(`/api/ys_obc/wapi/search_suggestion?keyword=${encodeURIComponent(keyword)}`);
  return (await response.json()).data.word_list as string[];
}

test('desktop: the header box suggests words while typing; arrows, Enter and Escape work it as a combobox', async ({ page, errors }, testInfo) => {
  void errors;
  test.skip(isMobile(page), 'the desktop header');
  // A prefix that several demo names share (weapons are named '苍雷·单手剑', '苍雷·长柄武器 2式', ...).
  let typed = '';
  let words: string[] = [];
  for (const candidate of ['苍雷', '霜华', '星辉', '流光']) {
    words = await suggestedWords(page, candidate);
    typed = candidate;
    if (words.length >= 3) break;
  }
  expect(words.length).toBeGreaterThanOrEqual(3);
  await visit(page, HOME);
  const box = page.locator('[data-header-search]').getByRole('combobox');
  await box.fill(typed);
  const list = page.getByRole('listbox', { name: '搜索建议' });
  await expect(list.getByRole('option')).toHaveText(words);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: testInfo.outputPath('header-suggestions.png') });

  // Down to the first, up wraps to the last, down again wraps to the first.
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('ArrowUp');
  await expect(list.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');

  // Escape closes the list and keeps the text; a second Escape clears it.
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue(typed);
  await box.press('Escape');
  await expect(box).toHaveValue('');

  // Enter on the active suggestion searches that word.
  await box.fill(typed);
  await expect(list.getByRole('option')).toHaveText(words);
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(/\/ys\/obc\/search\?/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(words[1]);
  await expect(box).toHaveValue('');

  // A click on a suggestion searches it too.
  await box.fill(typed);
  await list.getByRole('option', { name: words[0], exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(words[0]);
});

test('result snippets are plain text with the match highlighted, never raw markup', async ({ page, errors }, testInfo) => {
  void errors;
  // A module name of the demo's entry pages: before, snippets showed it as "## 角色筛选".
  const keyword = '角色筛选';
  const api = await (await page.request.get(`/api/ys_obc/wapi/search?keyword=${encodeURIComponent(keyword)}`)).json();
  const hits = (api.data.list as Array<{ body: string }>).filter((hit) => hit.body !== '');
  expect(hits.length).toBeGreaterThan(0);
  for (const hit of hits) expect(hit.body).not.toContain('##');

  await visit(page, `${HOME}search?keyword=${encodeURIComponent(keyword)}`);
  const snippets = page.locator('[data-search-snippet]');
  await expect(snippets.first()).toBeVisible();
  const texts = await snippets.allTextContents();
  for (const text of texts) {
    expect(text).not.toMatch(/#|<\/?em>|&lt;|&amp;/);
  }
  await expect(snippets.first().locator('em').first()).toBeVisible();
  await expect(snippets.first().locator('em').first()).toHaveText(/角色|筛选/);
  await page.screenshot({ path: testInfo.outputPath('search-snippets.png') });
});
