import type { Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expect, visit } from './fixtures.ts';

/** The editor pages are desktop-only (a narrow window leaves for the wiki site). */
export const desktopOnly = (testInfo: TestInfo) => testInfo.project.name !== 'desktop-1280';

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text });

/** A small real PNG (the upload service re-encodes what it gets). */
export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 200 } } })
    .png()
    .toBuffer();
}

/**
 * Opens the create page of a channel and waits for the editor of a new entry: when the user has
 * unsent drafts of new entries there, the page first offers to continue one; this starts a new one.
 */
export async function openCreate(page: Page, menuId: number) {
  await visit(page, `/ys/obc/words/create?menuId=${menuId}`);
  const editor = page.locator('[data-editor]');
  const chooser = page.locator('[data-draft-chooser]');
  await expect(editor.or(chooser)).toBeVisible();
  if (await chooser.isVisible()) await chooser.getByRole('button', { name: '新建空白词条' }).click();
  await expect(editor).toBeVisible();
}

/** The autosave's status text. */
export const saveStatus = (page: Page) => page.locator('[data-save-status]');

/**
 * Fills a new entry in the open editor: its name, a table with a header and one row in the
 * template's first module, and a rich text component with a paragraph and an uploaded image.
 */
export async function writeEntry(page: Page, name: string) {
  const main = page.getByRole('main');
  await main.getByLabel('词条名称').fill(name);
  await page.getByRole('navigation', { name: '目录' }).getByRole('button', { name: '属性', exact: true }).click();
  const table = main.getByRole('article', { name: '第1个组件：表格' });
  await table.getByLabel('第1列名称').fill('等级');
  await table.getByRole('button', { name: '+ 添加列' }).click();
  await table.getByLabel('第2列名称').fill('生命值');
  await table.getByRole('button', { name: '+ 添加行' }).click();
  await table.getByLabel('第1行第1列').fill('90');
  await table.getByLabel('第1行第2列').fill('12345');
  await main.getByLabel('组件类型').selectOption('rich_text');
  await main.getByRole('button', { name: '+ 添加组件' }).click();
  const rich = main.getByRole('article', { name: '第2个组件：富文本' });
  await rich.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type(`${name}的属性说明`);
  await rich.getByTestId('rich-image-input').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await smallPng() });
  await expect(rich.locator('.ProseMirror img')).toHaveAttribute('src', /^\/img\//);
}
