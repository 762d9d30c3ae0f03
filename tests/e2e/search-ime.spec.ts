import type { Locator, Page } from '@playwright/test';
import * as searchCalls from '../../shared/contract/calls/search.ts';
import { expect, HOME, isMobile, test, visit } from './fixtures.ts';

/**
 * Every search box with an input method (IME), driven through Chromium's DevTools protocol as a
 * pinyin keyboard drives it: while letters are composed, nothing is searched, suggested or
 * submitted on them, Enter included; the characters committed are searched or suggested.
 */

/** A prefix of the demo's weapon names ('苍雷·单手剑', ...), and the pinyin composed into it. */
const WORD = '苍雷';
const PINYIN = 'canglei';
/** Well past the 100 ms debounce of suggestions and searches: time for a request that should not be sent to show. */
const PAST_DEBOUNCE_MS = 400;

/** The input method of the page's focused box. */
async function inputMethod(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return {
    /** Types letters one at a time into the composition: the box shows them, uncommitted. */
    async compose(letters: string) {
      for (let end = 1; end <= letters.length; end += 1) {
        await cdp.send('Input.imeSetComposition', { text: letters.slice(0, end), selectionStart: end, selectionEnd: end });
      }
    },
    /** Chooses characters: they replace the composition, which ends. */
    async commit(text: string) {
      await cdp.send('Input.insertText', { text });
    },
  };
}

/** The keywords of every request the page sends to a search call, in order (paths from shared/contract/calls/search.ts). */
function keywordsAsked(page: Page, call: { path: string }): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(call.path)) asked.push(url.searchParams.get('keyword') ?? '');
  });
  return asked;
}

/** The words the API suggests for the word: what the boxes list once it is committed. */
async function suggestedWords(page: Page): Promise<string[]> {
  const response = await page.request.get(`/api/ys_obc/wapi/search_suggestion?keyword=${encodeURIComponent(WORD)}`);
  const words = (await response.json()).data.word_list as string[];
  expect(words.length, `suggestions for ${WORD}`).toBeGreaterThan(0);
  return words;
}

/** Composes the pinyin into the box, then presses Enter while still composing; answers the input method to commit with. */
async function composeAndPressEnter(page: Page, box: Locator) {
  await box.focus();
  const ime = await inputMethod(page);
  await ime.compose(PINYIN);
  await expect(box).toHaveValue(PINYIN);
  await box.press('Enter');
  await page.waitForTimeout(PAST_DEBOUNCE_MS);
  await expect(box).toHaveValue(PINYIN);
  return ime;
}

test('mobile search page: composing neither suggests nor searches, Enter included; the committed word is suggested', async ({ page, errors }) => {
  void errors;
  test.skip(!isMobile(page), 'the mobile search screen');
  const words = await suggestedWords(page);
  const suggestionsAsked = keywordsAsked(page, searchCalls.suggestions);
  const searchesAsked = keywordsAsked(page, searchCalls.search);
  await visit(page, `${HOME}search`);
  const box = page.locator('[data-search-screen="mobile"]').getByRole('searchbox');
  const suggestions = page.locator('[data-search-suggestions]');

  const ime = await composeAndPressEnter(page, box);
  expect(suggestionsAsked).toEqual([]);
  expect(searchesAsked).toEqual([]);
  await expect(suggestions).toHaveCount(0);
  await expect(page.locator('[data-search-result]')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('keyword')).toBeNull();

  await ime.commit(WORD);
  await expect(box).toHaveValue(WORD);
  await expect(suggestions.getByRole('button', { name: words[0], exact: true })).toBeVisible();
  expect(suggestionsAsked).toEqual([WORD]);
  expect(searchesAsked).toEqual([]);
  // Enter after the composition searches as it always did.
  await box.press('Enter');
  await expect(page.locator('[data-search-result]').first()).toContainText(WORD);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(WORD);
  expect(suggestionsAsked).toEqual([WORD]);
});

test('mobile home search: composing neither suggests nor opens the search page; the committed word does', async ({ page, errors }) => {
  void errors;
  test.skip(!isMobile(page), 'the mobile home search entry');
  const words = await suggestedWords(page);
  const suggestionsAsked = keywordsAsked(page, searchCalls.suggestions);
  await visit(page, HOME);
  await page.locator('[data-home-search]').click();
  const dialog = page.getByRole('dialog');
  const box = dialog.getByRole('searchbox');
  const suggestions = dialog.locator('[data-search-suggestions]');
  await expect(box).toBeVisible();

  const ime = await composeAndPressEnter(page, box);
  expect(suggestionsAsked).toEqual([]);
  await expect(suggestions).toHaveCount(0);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(HOME);

  await ime.commit(WORD);
  await expect(box).toHaveValue(WORD);
  await expect(suggestions.getByRole('button', { name: words[0], exact: true })).toBeVisible();
  expect(suggestionsAsked).toEqual([WORD]);
  await box.press('Enter');
  await page.waitForURL(/\/ys\/obc\/search\?/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(WORD);
  expect(new URL(page.url()).searchParams.get('source_id')).toBe('index');
});

test('desktop header search: composing neither suggests nor navigates, Enter included; the committed word is suggested', async ({ page, errors }) => {
  void errors;
  test.skip(isMobile(page), 'the desktop header');
  const words = await suggestedWords(page);
  const suggestionsAsked = keywordsAsked(page, searchCalls.suggestions);
  await visit(page, HOME);
  const box = page.locator('[data-header-search]').getByRole('combobox');
  const list = page.getByRole('listbox', { name: '搜索建议' });

  const ime = await composeAndPressEnter(page, box);
  expect(suggestionsAsked).toEqual([]);
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(new URL(page.url()).pathname).toBe(HOME);

  await ime.commit(WORD);
  await expect(box).toHaveValue(WORD);
  await expect(list.getByRole('option')).toHaveText(words);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(suggestionsAsked).toEqual([WORD]);
  await box.press('Enter');
  await page.waitForURL(/\/ys\/obc\/search\?/);
  expect(new URL(page.url()).searchParams.get('keyword')).toBe(WORD);
});

test('desktop search page: composing does not search, Enter included; the committed word is searched', async ({ page, errors }) => {
  void errors;
  test.skip(isMobile(page), 'the desktop search screen');
  const searchesAsked = keywordsAsked(page, searchCalls.search);
  await visit(page, `${HOME}search`);
  const screen = page.locator('[data-search-screen="pc"]');
  const box = screen.getByRole('searchbox');

  const ime = await composeAndPressEnter(page, box);
  expect(searchesAsked).toEqual([]);
  await expect(page.locator('[data-search-result]')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('keyword')).toBeNull();
  // Enter did not search: nothing went into the history column.
  await expect(screen.locator('aside').getByRole('button', { name: PINYIN, exact: true })).toHaveCount(0);

  await ime.commit(WORD);
  await expect(box).toHaveValue(WORD);
  await expect(page.locator('[data-search-result]').first()).toContainText(WORD);
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(WORD);
  // Every search asked was for the committed word (a second page of it may follow).
  expect(new Set(searchesAsked)).toEqual(new Set([WORD]));
});

test('channel search: composing lists no titles; the committed word lists its titles', async ({ page, errors }) => {
  void errors;
  // The 图鉴 channel's 角色 tab, whose demo names are made of syllables such as 岚.
  await visit(page, HOME);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await section.getByRole('link', { name: '查看更多' }).click();
  await expect(page.getByRole('navigation', { name: '分类' }).getByRole('link', { name: '角色', exact: true })).toHaveAttribute('aria-current', 'page');
  const channelUrl = page.url();
  const box = page.getByRole('searchbox', { name: '在本频道搜索' });
  const results = page.locator('#channel-search-results');

  await box.focus();
  const ime = await inputMethod(page);
  await ime.compose('lan');
  await expect(box).toHaveValue('lan');
  await box.press('Enter');
  await page.waitForTimeout(PAST_DEBOUNCE_MS);
  await expect(box).toHaveValue('lan');
  await expect(results).toBeHidden();
  await expect(box).not.toHaveAttribute('aria-controls');
  expect(page.url()).toBe(channelUrl);

  await ime.commit('岚');
  await expect(box).toHaveValue('岚');
  await expect(results.getByRole('link').first()).toBeVisible();
  for (const text of await results.getByRole('link').allInnerTexts()) expect(text).toContain('岚');
});
