import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { expect, isMobile, signInByApi, test, visit } from './fixtures.ts';

/**
 * The publisher's components on the demo's character pages (issue #30, docs/wire-clients/components.md):
 * the reader sees the baseInfo lines (生日 among them) and the character gallery at both widths,
 * and an editor changes a baseInfo line in the editor (a desktop page: a narrow window reads the
 * wiki instead, as everywhere in the editor).
 */

function seededId(query: string): number {
  const file = path.join('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'almanac.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(query).get() as { id: number } | undefined;
    if (!row) throw new Error(`nothing for ${query}`);
    return row.id;
  } finally {
    db.close();
  }
}

/**
 * A seeded demo character no other test edits: the last of the 角色 channel's list whose published
 * text holds the publisher's components with a birthday (entries other tests create from the
 * template come later, with the template's empty facts; the showcase page is in the channel, not its list).
 */
const characterId = () =>
  seededId(
    `select p.content_id as id from entry_pages p join channels c on c.id = p.menu_id
       join channel_contents cc on cc.channel_id = c.id and cc.content_id = p.content_id
       join entry_revisions r on r.id = p.current_revision_id
     where c.name = '角色' and r.doc like '%"key":"生日","value":["%月%日"]%' and r.doc like '%角色图集%'
     order by p.content_id desc limit 1`,
  );
const moduleOf = (page: Page, name: string): Locator => page.locator('[data-module]', { has: page.getByRole('heading', { name, exact: true }) });

test('a demo character shows its baseInfo lines and its character gallery', async ({ page, errors }, testInfo) => {
  void errors;
  await visit(page, `/ys/obc/content/${characterId()}/detail`);
  const basic = moduleOf(page, '基础信息');
  const facts = basic.locator('[data-widget="baseInfo"] dl');
  await expect(facts).toBeVisible();
  await expect(facts.getByRole('term').filter({ hasText: '生日' })).toBeVisible();
  await expect(facts.locator('dt:text-is("生日") + dd')).toHaveText(/^\d+月\d+日$/);
  for (const key of ['所属', '元素', '武器类型']) await expect(facts.getByRole('term').filter({ hasText: key })).toBeVisible();

  const gallery = moduleOf(page, '角色图集');
  const pictures = gallery.getByRole('list', { name: '角色图集' });
  await pictures.scrollIntoViewIfNeeded();
  await expect(pictures.getByRole('listitem')).toHaveCount(3);
  await expect(pictures.getByRole('img', { name: '立绘' })).toBeVisible();
  await expect(moduleOf(page, '天赋').getByRole('heading', { name: '元素战技·星辉护盾' })).toBeVisible();
  await expect(moduleOf(page, '角色突破').getByRole('region', { name: 'Lv.90属性' })).toBeVisible();

  // Nothing wider than the window.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('character.png'), fullPage: true });
});

test('an editor changes the birthday in the baseInfo form; the preview shows it', async ({ page, errors }, testInfo) => {
  void errors;
  const id = characterId();
  await signInByApi(page, 'editor');
  if (isMobile(page)) {
    // The editor is a desktop page: a narrow window reads the wiki instead.
    await page.goto(`/ys/obc/editor/${id}`);
    await expect(page).toHaveURL(/\/ys\/obc\/\?.*visit_device=mobile/);
    await expect(page.locator('[data-editor]')).toHaveCount(0);
    return;
  }
  await visit(page, `/ys/obc/editor/${id}`);
  await expect(page.getByRole('heading', { name: '编辑词条' })).toBeVisible();
  await page.getByRole('navigation', { name: '目录' }).getByRole('button', { name: '基础信息', exact: true }).click();
  const form = page.getByRole('main').getByRole('article', { name: '第1个组件：基础信息' });
  const birthday = form.getByLabel('生日 内容（每行一个值）');
  await expect(birthday).toHaveValue(/^\d+月\d+日$/);
  await birthday.fill('12月24日');
  // A new line: its key, then its values one a line.
  await form.getByRole('button', { name: '+ 添加属性' }).click();
  const keys = form.getByLabel('属性名');
  await keys.last().fill('称号');
  await form.getByLabel('称号 内容（每行一个值）').fill('星辉旅人\n晨曦守望');
  await page.screenshot({ path: testInfo.outputPath('editor-baseinfo.png'), fullPage: false });
  await expect(page.locator('[data-save-status]')).toHaveAttribute('data-save-status', 'saved');

  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.locator('[data-preview]');
  const facts = preview.locator('[data-widget="baseInfo"] dl');
  await expect(facts.locator('dt:text-is("生日") + dd')).toHaveText('12月24日');
  await expect(facts.locator('dt:text-is("称号") + dd')).toHaveText('星辉旅人晨曦守望');
  await expect(facts.locator('dt:text-is("称号") + dd p')).toHaveCount(2);
});
