import { HOME, expect, test, visit } from './fixtures.ts';
import { seeded, seededRows } from './seeded-db.ts';

/**
 * One entry in many languages (issue 31), as a reader meets it at 375 and 1280 px on the demo
 * (zh-cn source, the zh-TW view, English for a few characters, server/seed/demo/translations.ts):
 * the English text with its untranslated modules marked, links to the other languages, the
 * traditional view, the notice where no translation exists, and a translation older than its source.
 */

/** The demo's English translations: the page and whether its source changed after it was translated. */
const englishPages = () =>
  seededRows<{ id: number; outdated: number }>(
    `SELECT t.content_id AS id, MAX(t.source_version) < p.version AS outdated FROM entry_translations t JOIN entry_pages p ON p.content_id = t.content_id
     WHERE t.lang = 'en-us' GROUP BY t.content_id, p.version ORDER BY t.content_id`,
  );
const untranslatedCharacter = () =>
  seeded<{ id: number }>(
    `SELECT p.content_id AS id FROM entry_pages p JOIN channels c ON c.id = p.menu_id
     WHERE c.name = '角色' AND p.content_id NOT IN (SELECT content_id FROM entry_translations) ORDER BY p.content_id LIMIT 1`,
  ).id;
const detail = (id: number, lang: string) => `${HOME}content/${id}/detail?lang=${lang}`;

test('an English reader reads a translated character, marked where it is not translated, and moves to another language', async ({ page, errors }, testInfo) => {
  const current = englishPages().find((row) => !row.outdated)!;
  await visit(page, detail(current.id, 'en-US'));
  const article = page.locator('[data-entry-page]');
  await expect(article).toHaveAttribute('data-content-language', 'en-us');
  await expect(article.getByRole('heading', { level: 2 })).toHaveText(/^[A-Z][a-z]+$/);
  await expect(article.locator('[data-module]', { has: page.getByRole('heading', { name: 'Basic info' }) })).toBeVisible();
  await expect(article.getByText('Not translated yet: original text').first()).toBeVisible();
  await expect(page.locator('[data-language-notice]')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('entry-en.png'), fullPage: false });

  // The other languages, each named in itself; the traditional view is converted from the source.
  const others = page.getByRole('navigation', { name: 'Other languages' });
  await expect(others.getByRole('link')).toHaveText(['简体中文', '繁體中文']);
  await others.getByRole('link', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(/lang=zh-TW/);
  await expect(article).toHaveAttribute('data-content-language', 'zh-tw');
  await expect(page.locator('[data-language-notice="converted"]')).toBeVisible();
  await expect(article.getByRole('heading', { name: '基礎資訊' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a translation older than its source says so on the changed module', async ({ page, errors }) => {
  const outdated = englishPages().find((row) => row.outdated);
  test.skip(!outdated, 'another test re-translated the outdated page');
  await visit(page, detail(outdated!.id, 'en-US'));
  await expect(page.locator('[data-language-notice="outdated"]')).toContainText('The original has changed since this translation');
  const basic = page.locator('[data-module]', { has: page.getByRole('heading', { name: /^Basic info/ }) });
  await expect(basic.locator('[data-language-mark="outdated"]')).toHaveText('Original changed');
  expect(errors).toEqual([]);
});

test('an entry without an English version says so and shows its original', async ({ page, errors }, testInfo) => {
  await visit(page, detail(untranslatedCharacter(), 'en-US'));
  const notice = page.locator('[data-language-notice="fallback"]');
  await expect(notice).toHaveText('This entry has no English version yet; here is the original in 简体中文.');
  await expect(page.locator('[data-entry-page]')).toHaveAttribute('data-content-language', 'zh-cn');
  await expect(page.locator('[data-entry-page]').getByRole('heading', { name: '基础信息' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('entry-fallback.png'), fullPage: false });
  expect(errors).toEqual([]);
});
