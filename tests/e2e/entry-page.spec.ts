import path from 'node:path';
import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { expect, isMobile, test, visit } from './fixtures.ts';

/**
 * The entry detail page on the demo's 「控件示例」 entry, which has one module per widget type
 * (server/seed/demo/entry-pages.ts), at both widths.
 */

/** One id from the test server's seeded SQLite file (the showcase entries are in no channel list). */
function seededId(query: string, ...params: unknown[]): number {
  const file = path.join('.e2e-data', String(process.env.E2E_PORT ?? 3199), 'almanac.sqlite');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(query).get(...params) as { id: number } | undefined;
    if (!row) throw new Error(`nothing for ${query}`);
    return row.id;
  } finally {
    db.close();
  }
}

const contentIdByTitle = (title: string) => seededId('select id from contents where title = ? order by id limit 1', title);

const showcase = () => `/ys/obc/content/${contentIdByTitle('控件示例')}/detail`;
const moduleOf = (page: Page, name: string): Locator => page.locator('[data-module]', { has: page.getByRole('heading', { name, exact: true }) });

test('renders the whole text on the server, with title, description and Open Graph tags', async ({ page, browser }) => {
  const serverOnly = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const plain = await serverOnly.newPage();
  await plain.goto(showcase());
  await expect(plain).toHaveTitle(/控件示例/);
  await expect(plain.locator('meta[name="description"]')).toHaveAttribute('content', /展示所有条目控件/);
  await expect(plain.locator('meta[property="og:title"]')).toHaveAttribute('content', '控件示例');
  await expect(plain.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/127\.0\.0\.1:\d+\/img\//);
  const article = plain.locator('article[data-entry-page]');
  for (const text of [
    '进行至多五段的连续攻击。',
    '召唤流星雨，造成范围伤害。',
    '等级 90',
    '元素爆发的持续时间延长2秒。',
    '推荐等级',
    '星落之生之花',
    '星辉之誓',
    '今晚的星星格外明亮。',
    '立绘 1',
  ]) {
    await expect(article, text).toContainText(text);
  }
  await serverOnly.close();
});

test('tabs and switch buttons show one panel at a time', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const talents = moduleOf(page, '天赋');
  await expect(talents.getByRole('tab', { name: '普通攻击' })).toHaveAttribute('aria-selected', 'true');
  await expect(talents.getByText('进行至多五段的连续攻击。')).toBeVisible();
  await talents.getByRole('tab', { name: '元素爆发' }).click();
  await expect(talents.getByText('召唤流星雨，造成范围伤害。')).toBeVisible();
  await expect(talents.getByText('进行至多五段的连续攻击。')).toBeHidden();

  const stats = moduleOf(page, '属性');
  await expect(stats.getByText('等级 1', { exact: true })).toBeVisible();
  await stats.getByRole('button', { name: 'Lv.90' }).click();
  await expect(stats.getByRole('button', { name: 'Lv.90' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stats.getByText('等级 90', { exact: true })).toBeVisible();
  await expect(stats.getByText('等级 1', { exact: true })).toBeHidden();
});

test('fold blocks open and close', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const folds = moduleOf(page, '命之座');
  const first = folds.getByText('元素战技的冷却时间减少20%，护盾吸收量提升10%。');
  await expect(first).toBeHidden();
  await expect(folds.getByText('元素爆发的持续时间延长2秒。')).toBeVisible();
  await folds.getByText('第一层·星辉初照').click();
  await expect(first).toBeVisible();
  await folds.getByText('第一层·星辉初照').click();
  await expect(first).toBeHidden();
});

test('filter tags hide items that do not match every category, with an empty notice', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const list = moduleOf(page, '角色筛选');
  const items = list.locator('ul li');
  const all = 12;
  await expect(items).toHaveCount(all);
  await expect(list.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');

  await list.getByRole('button', { name: '筛选' }).click();
  const panel = list.getByRole('group', { name: '筛选条件' });
  const option = (name: string) => panel.getByRole('button', { name, exact: true });
  // The first twelve demo characters: two are 火 (one 单手剑, one 长柄武器), none of them uses a 弓.
  await option('火').click();
  await expect(list.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'false');
  await expect(items).toHaveCount(2);
  await option('单手剑').click();
  await expect(items).toHaveCount(1);
  await option('单手剑').click();
  await option('弓').click();
  await expect(items).toHaveCount(0);
  await expect(list.getByRole('status')).toHaveText('没有符合条件的内容');

  await list.getByRole('button', { name: '全部' }).click();
  await expect(items).toHaveCount(all);
  await option('火').click();
  await option('火').click();
  await expect(list.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
  await expect(items).toHaveCount(all);
});

test('sortable tables sort numbers numerically before text, both ways', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const table = moduleOf(page, '成长数值').locator('table');
  const column = (n: number) => table.locator(`tbody tr > :nth-child(${n})`).allInnerTexts();
  await table.getByRole('button', { name: /生命值/ }).click();
  expect(await column(2)).toEqual(['912', '2,341', '4,632', '5,829', '7,359', '10,123', '12,981', '未知']);
  await table.getByRole('button', { name: /生命值/ }).click();
  expect(await column(2)).toEqual(['12,981', '10,123', '7,359', '5,829', '4,632', '2,341', '912', '未知']);
  await expect(table.locator('th[aria-sort="descending"]')).toHaveText(/生命值/);
});

test('a long table shows its first rows, the server sends no more, and the rest come on demand', async ({ page, browser, errors }) => {
  void errors;
  const large = `/ys/obc/content/${contentIdByTitle('大型条目示例')}/detail`;
  const serverOnly = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const plain = await serverOnly.newPage();
  await plain.goto(large);
  await expect(moduleOf(plain, '章节 1').locator('tbody tr')).toHaveCount(20);
  await expect(moduleOf(plain, '章节 1').getByRole('button', { name: '展开全部（共200行）' })).toBeVisible();
  await serverOnly.close();

  await visit(page, large);
  const chapter = moduleOf(page, '章节 1');
  const rows = chapter.locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(rows.last().locator('th')).toHaveText('20');
  await chapter.getByRole('button', { name: '展开全部（共200行）' }).click();
  await expect(rows).toHaveCount(200);
  await expect(rows.last().locator('th')).toHaveText('200');
  await expect(chapter.getByRole('button', { name: /展开全部/ })).toHaveCount(0);
  // The other long tables stay collapsed.
  await expect(moduleOf(page, '章节 20').locator('tbody tr')).toHaveCount(20);
});

test('wide tables scroll sideways with their first column fixed', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const scroller = moduleOf(page, '全部属性').locator('[data-fixed-columns="1"]');
  const firstCell = scroller.locator('tbody tr').first().locator('th');
  const before = await firstCell.boundingBox();
  const scrollable = await scroller.evaluate((element) => element.scrollWidth > element.clientWidth);
  if (isMobile(page)) expect(scrollable).toBe(true);
  await scroller.evaluate((element) => element.scrollBy(200, 0));
  const after = await firstCell.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? 0, 0);
  if (scrollable) {
    const later = await scroller.locator('tbody tr').first().locator('td').nth(3).boundingBox();
    expect(later).not.toBeNull();
  }
});

test('relic stories and card details open in dialogs; a damaged card only logs', async ({ page, errors }) => {
  void errors;
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await visit(page, showcase());
  await moduleOf(page, '圣遗物故事').getByRole('button', { name: '查看故事：星落之生之花' }).click();
  const story = page.getByRole('dialog', { name: '星落之生之花' });
  await expect(story).toContainText('传说生之花是星辰坠落时留下的碎片。');
  await story.getByRole('button', { name: '关闭' }).click();
  await expect(story).toBeHidden();

  const cards = moduleOf(page, '卡牌');
  await cards.getByRole('button', { name: '查看「星辉之誓」详情' }).click();
  const card = page.getByRole('dialog', { name: '星辉之誓' });
  await expect(card).toContainText('为我方出战角色附属星辉护盾');
  await expect(card).toContainText('行动牌');
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();

  await cards.getByRole('button', { name: '查看「残缺的卡牌」详情' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(warnings.some((text) => text.includes('card detail could not be read'))).toBe(true);
});

test('voice buttons play one line at a time', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const voices = moduleOf(page, '语音');
  await voices.locator('audio').evaluateAll((audios) => audios.forEach((audio) => ((audio as HTMLAudioElement).loop = true)));
  const playing = () => voices.locator('audio').evaluateAll((audios) => audios.map((audio) => !(audio as HTMLAudioElement).paused));
  await voices.getByRole('button', { name: '播放「初次见面」' }).click();
  await expect.poll(playing).toEqual([true, false, false]);
  await voices.getByRole('button', { name: '播放「闲聊·星空」' }).click();
  await expect.poll(playing).toEqual([false, true, false]);
  await voices.getByRole('button', { name: '暂停「闲聊·星空」' }).click();
  await expect.poll(playing).toEqual([false, false, false]);
});

test('footnotes open as a tooltip on desktop and as a dialog on mobile; spoilers toggle', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const intro = moduleOf(page, '简介');
  const marker = intro.getByRole('button', { name: '注释 1' });
  if (isMobile(page)) {
    await marker.click();
    const dialog = page.getByRole('dialog', { name: '注释 1' });
    await expect(dialog).toContainText('控件的数据由社区编辑在编辑器中填写。');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
  } else {
    await marker.hover();
    await expect(page.getByRole('tooltip')).toContainText('控件的数据由社区编辑在编辑器中填写。');
  }

  const spoiler = intro.locator('[data-revealed]');
  await expect(spoiler).toHaveAttribute('data-revealed', 'false');
  await spoiler.click();
  await expect(spoiler).toHaveAttribute('data-revealed', 'true');
  await spoiler.click();
  await expect(spoiler).toHaveAttribute('data-revealed', 'false');
});

test('galleries load responsive variants lazily, and materials link to their entries', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const image = moduleOf(page, '图集').locator('img').first();
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('srcset', /\?w=240&q=75 240w, .*\?w=960&q=75 960w/);
  const materials = moduleOf(page, '突破材料');
  await expect(materials.getByText('摩拉')).toBeVisible();
  const first = materials.getByRole('link').first();
  await expect(first).toContainText('×5');
  await first.click();
  await expect(page).toHaveURL(/\/content\/\d+\/detail/);
  await expect(page.locator('article[data-entry-page] h2')).not.toHaveText('控件示例');
});

test('the history page shows a readable diff between two versions, and contributors list', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  await page.getByRole('link', { name: '历史版本' }).click();
  await expect(page).toHaveURL(/upgrade-records/);
  await expect(page.getByRole('heading', { name: '「控件示例」的历史版本' })).toBeVisible();
  await expect(page.getByText('补充命之座与语音')).toBeVisible();
  await expect(page.locator('ins').filter({ hasText: '护盾吸收量提升10%' })).toBeVisible();
  await expect(page.locator('ins').filter({ hasText: '生日快乐' })).toBeVisible();

  // Comparing a version with itself says so.
  await page.getByLabel('旧版本').selectOption('2');
  await page.getByRole('button', { name: '对比', exact: true }).click();
  await expect(page.getByText('两个版本内容相同')).toBeVisible();

  await page.getByRole('link', { name: '返回词条' }).click();
  await page.getByRole('link', { name: '贡献者' }).click();
  await expect(page.getByRole('heading', { name: '「控件示例」的贡献者' })).toBeVisible();
  // Its contributors are its history's two editors (contributing-contributors.spec.ts checks them one by one).
  await expect(page.locator('tbody tr')).toHaveCount(2);

  const contributed = seededId(
    'select c.content_id as id from contribution_content c join entry_pages p on p.content_id = c.content_id order by c.value desc limit 1',
  );
  await visit(page, `/ys/obc/content/${contributed}/contribution`);
  await expect(page.locator('tbody tr').first()).toContainText(/旅行者\d+/);
});

test('a demo character is an entry page keeping its detail tabs', async ({ page, errors }) => {
  void errors;
  const id = seededId("select p.content_id as id from entry_pages p join channels c on c.id = p.menu_id where c.name = '角色' order by p.content_id limit 1");
  await visit(page, `/ys/obc/content/${id}/detail`);
  await expect(page.getByRole('tab', { name: '基础信息' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '天赋' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('普通攻击');
  await expect(page.locator('[data-widget="materials"] a').first()).toContainText('×10');
});
