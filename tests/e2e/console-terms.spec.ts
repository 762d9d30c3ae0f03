import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInToConsole } from './operator-support.ts';

/** Each project its own place name (both run at once against one server), and a spelling OpenCC would never give, so the preview shows the term was used. */
const placeOf = (project: string) =>
  project.startsWith('mobile')
    ? { source: '望舒客栈', opencc: '望舒客棧', target: '望舒客棧（館）' }
    : { source: '风起地', opencc: '風起地', target: '風起地（地）' };

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text });

test('an operator adds a term to the traditional view, sees the preview use it, edits and deletes it', async ({ page, errors }, testInfo) => {
  test.setTimeout(120_000);
  void errors;
  const place = placeOf(testInfo.project.name);
  await signInToConsole(page, '/admin/ys_obc/home');
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '繁体词表', exact: true }).click();
  await expect(page.getByRole('heading', { name: '繁体中文词表', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/ys_obc\/terms/);

  // The demo's seeded terms, with a search over both spellings.
  const terms = page.getByRole('list', { name: '繁体中文词表' });
  await expect(terms.locator('li[data-term="钟离"]')).toContainText('鍾離');
  await expect(terms.locator('li[data-term="岩王帝君"]')).toContainText('岩王帝君');
  await page.getByLabel('搜索词表').fill('鍾離');
  await expect(terms.locator('li')).toHaveCount(1);
  await page.getByLabel('搜索词表').fill('');

  // The preview converts with the stored terms: 岩 stays 岩 (OpenCC alone: 巖), 钟离 is 鍾離.
  const input = page.getByLabel('简体中文文本');
  const output = page.getByTestId('term-preview-output');
  await input.fill(`岩王帝君和旅行者来到${place.source}`);
  await expect(output).toHaveText(`岩王帝君和旅行者來到${place.opencc}`);

  // A new term: the preview follows at once.
  const add = page.getByRole('form', { name: '添加术语' });
  await add.getByLabel('简体').fill(` ${place.source} `);
  await add.getByLabel('繁体').fill(place.target);
  await add.getByRole('button', { name: '添加' }).click();
  await expect(toast(page, /已(添加|更新) /)).toBeVisible();
  const row = terms.locator(`li[data-term="${place.source}"]`);
  await expect(row).toContainText(place.target);
  await expect(output).toHaveText(`岩王帝君和旅行者來到${place.target}`);

  // Edit its spelling.
  await row.getByRole('button', { name: `编辑 ${place.source}` }).click();
  const edit = page.getByRole('form', { name: `编辑 ${place.source}` });
  await edit.getByLabel('繁体').fill(`${place.opencc}（改）`);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, `已更新 ${place.source}`)).toBeVisible();
  await expect(row).toContainText(`${place.opencc}（改）`);
  await expect(output).toHaveText(`岩王帝君和旅行者來到${place.opencc}（改）`);

  // Delete it: the preview is OpenCC's again.
  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `删除 ${place.source}` }).click();
  await expect(toast(page, `已删除 ${place.source}`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(output).toHaveText(`岩王帝君和旅行者來到${place.opencc}`);

  // The page fits the viewport: no sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test('an operator sees the edition’s content languages by name, the source marked, and saves them', async ({ page }) => {
  // The login-required edition, left as it is: its one language, zh-cn, the source.
  await signInToConsole(page, '/admin/sr_wiki/home');
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '版本', exact: true }).click();
  const form = page.getByRole('form', { name: '内容语言' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /简体中文/ })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /日语/ })).not.toBeChecked();
  await expect(form.getByRole('checkbox')).toHaveCount(15);
  await expect(form.getByRole('combobox')).toHaveValue('zh-cn');

  // Choosing another language offers it as the source; unchoosing it again leaves zh-cn alone.
  await form.getByRole('checkbox', { name: /英语/ }).check();
  await expect(form.getByRole('combobox').locator('option')).toHaveText(['简体中文 (zh-cn)', '英语 (en-us)']);
  await form.getByRole('checkbox', { name: /英语/ }).uncheck();
  await form.getByRole('button', { name: '保存内容语言' }).click();
  await expect(toast(page, '内容语言已保存')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /简体中文/ })).toBeChecked();
});
