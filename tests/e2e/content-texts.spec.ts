import type { Page } from '@playwright/test';
import { HOME, expect, test, visit } from './fixtures.ts';
import { signInToConsole } from './operator-support.ts';
import { seeded } from './seeded-db.ts';

/**
 * Channel names in the reader's language (issue 31) at 375 and 1280 px: the demo's English names
 * (server/seed/demo/content-texts.ts) on a channel page, the source for a Chinese reader, and an
 * operator giving a channel its English name in the console's Translations disclosure.
 */

const channelId = (name: string, parent?: string) =>
  parent
    ? seeded<{ id: number }>(
        `SELECT c.id FROM channels c JOIN channels p ON p.id = c.parent_id JOIN editions e ON e.id = c.edition_id WHERE e.app_sn = 'ys_obc' AND c.name = ? AND p.name = ?`,
        name,
        parent,
      ).id
    : seeded<{ id: number }>(
        `SELECT c.id FROM channels c JOIN editions e ON e.id = c.edition_id WHERE e.app_sn = 'ys_obc' AND c.name = ? AND c.parent_id IS NULL`,
        name,
      ).id;

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]', { hasText: text });

test("an English reader reads the demo's channel names in English, a Chinese reader in the source", async ({ page, errors }, testInfo) => {
  void errors;
  const root = channelId('图鉴');
  const characters = channelId('角色', '图鉴');
  await visit(page, `${HOME}channel/position/${root}/${characters}?lang=en-US`);
  const english = page.getByRole('navigation', { name: 'Categories' });
  await expect(english.getByRole('link', { name: 'Weapons', exact: true })).toBeAttached();
  await expect(english.getByRole('link', { name: 'Characters', exact: true })).toHaveAttribute('aria-current', 'page');
  // Beside the page at 1280 px, the catalogue names the channels in English too.
  if (!testInfo.project.name.startsWith('mobile')) {
    await expect(page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Artifacts', exact: true })).toBeVisible();
  }

  await visit(page, `${HOME}channel/position/${root}/${characters}?lang=zh-CN`);
  const chinese = page.getByRole('navigation', { name: '分类' });
  await expect(chinese.getByRole('link', { name: '武器', exact: true })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Characters', exact: true })).toHaveCount(0);
});

test('an operator names a channel in English in the console, and an English reader sees it', async ({ page, errors }, testInfo) => {
  test.setTimeout(120_000);
  void errors;
  // Each project its own channel (both run at once against one server).
  const source = testInfo.project.name.startsWith('mobile') ? '书籍' : '生物志';
  const english = `${source === '书籍' ? 'Library' : 'Bestiary'} ${Date.now() % 100_000}`;
  const root = channelId('图鉴');
  const id = channelId(source, '图鉴');

  await signInToConsole(page, `/admin/ys_obc/channels?id=${id}`);
  const disclosure = page.getByTestId(`texts-channel-${id}`);
  await disclosure.locator('summary').click();
  const form = page.getByRole('form', { name: `${source} 的翻译` });
  await expect(form.getByLabel(/en-us/)).toHaveAttribute('placeholder', source);
  await form.getByLabel(/en-us/).fill(english);
  await form.getByRole('button', { name: '保存翻译' }).click();
  await expect(toast(page, '翻译已保存')).toBeVisible();
  await expect(disclosure.locator('summary')).toHaveText(/翻译（[12]\/2）/);

  await visit(page, `${HOME}channel/position/${root}/${id}?lang=en-US`);
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: english, exact: true })).toHaveAttribute('aria-current', 'page');
  await visit(page, `${HOME}channel/position/${root}/${id}?lang=zh-CN`);
  await expect(page.getByRole('navigation', { name: '分类' }).getByRole('link', { name: source, exact: true })).toHaveAttribute('aria-current', 'page');
});
