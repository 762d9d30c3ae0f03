import type { Locator, Page } from '@playwright/test';
import { showcaseId } from './axe-support.ts';
import { HOME, expect, isMobile, tabLink, test, visit } from './fixtures.ts';

/**
 * Every widget by keyboard alone, at both widths: each test puts focus on the widget's first
 * control (where Tab from the text before it would arrive) and from there uses page.keyboard only.
 */

const showcase = () => `${HOME}content/${showcaseId()}/detail`;
const moduleOf = (page: Page, name: string): Locator => page.locator('[data-module]', { has: page.getByRole('heading', { name, exact: true }) });
const focused = (page: Page) => page.locator(':focus');

/** Tabs through the open dialog a dozen times: focus never leaves it. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `focus inside after step ${step + 1}`).toBe(true);
  }
}

test('tabs: arrow keys, Home and End move and select; Tab goes to the panel and back to the selected tab', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const talents = moduleOf(page, '天赋');
  const tab = (name: string) => talents.getByRole('tab', { name });
  await tab('普通攻击').focus();
  // Only the selected tab is in the Tab order.
  await expect(tab('元素战技')).toHaveAttribute('tabindex', '-1');

  await page.keyboard.press('ArrowRight');
  await expect(tab('元素战技')).toBeFocused();
  await expect(tab('元素战技')).toHaveAttribute('aria-selected', 'true');
  await expect(talents.getByText('召唤星辉护盾，吸收伤害。')).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab('元素爆发')).toBeFocused();
  await expect(talents.getByText('召唤流星雨，造成范围伤害。')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tab('普通攻击')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('元素爆发')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(tab('普通攻击')).toHaveAttribute('aria-selected', 'true');
  await expect(talents.getByText('进行至多五段的连续攻击。')).toBeVisible();
  await expect(talents.getByText('召唤流星雨，造成范围伤害。')).toBeHidden();

  await page.keyboard.press('Tab');
  await expect(talents.getByRole('tabpanel')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tab('普通攻击')).toBeFocused();
});

test('fold: Enter and Space open and close it (a native disclosure: its open state is its expanded state)', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const folds = moduleOf(page, '命之座');
  const fold = folds.locator('details').first();
  const text = folds.getByText('元素战技的冷却时间减少20%，护盾吸收量提升10%。');
  await fold.locator('summary').focus();
  await expect(text).toBeHidden();
  await expect(fold).toHaveJSProperty('open', false);
  await page.keyboard.press('Enter');
  await expect(text).toBeVisible();
  await expect(fold).toHaveJSProperty('open', true);
  await page.keyboard.press('Space');
  await expect(text).toBeHidden();
  await expect(fold).toHaveJSProperty('open', false);
});

test('filter tags: the panel opens from the keyboard and each tag toggles as a pressed button', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const list = moduleOf(page, '角色筛选');
  const items = list.locator('ul li');
  await expect(items).toHaveCount(12);
  await list.getByRole('button', { name: '全部' }).focus();
  await page.keyboard.press('Tab');
  const toggle = list.getByRole('button', { name: '筛选' });
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(list.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');

  // The panel's first tag is the first element, 火: two of the twelve characters.
  await page.keyboard.press('Tab');
  const fire = list.getByRole('group', { name: '筛选条件' }).getByRole('button', { name: '火', exact: true });
  await expect(fire).toBeFocused();
  await page.keyboard.press('Space');
  await expect(fire).toHaveAttribute('aria-pressed', 'true');
  await expect(items).toHaveCount(2);
  await expect(list.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  await expect(fire).toHaveAttribute('aria-pressed', 'false');
  await expect(items).toHaveCount(12);
});

test('sortable tables: each header is a button; Enter and Space sort, aria-sort says which way', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const table = moduleOf(page, '成长数值').locator('table');
  const health = table.locator('th', { hasText: '生命值' });
  const column = () => table.locator('tbody tr > :nth-child(2)').allInnerTexts();
  await table.getByRole('button', { name: /等级/ }).focus();
  await page.keyboard.press('Tab');
  await expect(table.getByRole('button', { name: /生命值/ })).toBeFocused();
  await expect(health).toHaveAttribute('aria-sort', 'none');
  await page.keyboard.press('Enter');
  await expect(health).toHaveAttribute('aria-sort', 'ascending');
  expect((await column())[0]).toBe('912');
  await page.keyboard.press('Space');
  await expect(health).toHaveAttribute('aria-sort', 'descending');
  expect((await column())[0]).toBe('12,981');
  // The button keeps focus and says what its next press does.
  await expect(table.getByRole('button', { name: /生命值/ })).toBeFocused();
});

test('dialogs: Enter opens, focus moves in and stays, Escape closes and focus returns to the opener', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const opener = page.getByRole('button', { name: '查看故事：星落之生之花' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const story = page.getByRole('dialog', { name: '星落之生之花' });
  await expect(story).toBeVisible();
  expect(await story.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await expectFocusTrapped(page, story);
  await page.keyboard.press('Escape');
  await expect(story).toBeHidden();
  await expect(opener).toBeFocused();

  // The sign-in dialog of the header (on mobile, the home page's), the same way.
  await visit(page, HOME);
  const signIn = page.getByRole('banner').getByRole('button', { name: '登录', exact: true });
  await signIn.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '百科通行证' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: '登录' })).toHaveAttribute('aria-selected', 'true');
  await expectFocusTrapped(page, dialog);
  // Its two modes are tabs too.
  await dialog.getByRole('tab', { name: '登录' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: '注册' })).toBeFocused();
  await expect(dialog.getByRole('tab', { name: '注册' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(signIn).toBeFocused();
});

test('drawers and the filter popover: focus moves in (and stays, in a drawer), Escape closes, focus returns', async ({ page, errors }) => {
  void errors;
  await visit(page, HOME);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await section.getByRole('link', { name: '查看更多' }).focus();
  await page.keyboard.press('Enter');
  await expect(tabLink(page, '角色')).toHaveAttribute('aria-current', 'page');

  if (isMobile(page)) {
    for (const [button, name] of [
      [page.getByRole('button', { name: '打开目录' }), '目录'],
      [page.getByRole('button', { name: /^筛选/ }), '筛选'],
    ] as const) {
      await button.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name });
      await expect(drawer).toBeVisible();
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectFocusTrapped(page, drawer);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
    }
  } else {
    const button = page.getByRole('button', { name: /^元素: / });
    await button.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: '元素' });
    await expect(popover).toBeVisible();
    expect(await popover.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test('footnotes: the marker opens its note (a tooltip on desktop, a dialog on mobile) and Escape comes back to it', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const marker = moduleOf(page, '简介').getByRole('button', { name: '注释 1' });
  const note = '控件的数据由社区编辑在编辑器中填写。';
  await marker.focus();
  if (isMobile(page)) {
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '注释 1' });
    await expect(dialog).toContainText(note);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  } else {
    // Focus shows the note and makes it the marker's description; Enter keeps it open; Escape closes it.
    await expect(page.getByRole('tooltip')).toContainText(note);
    await expect(marker).toHaveAccessibleDescription(note);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tooltip')).toContainText(note);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  }
  await expect(marker).toBeFocused();
});

test('voice player: each line is a named button that plays and pauses from the keyboard', async ({ page, errors }) => {
  void errors;
  await visit(page, showcase());
  const voices = moduleOf(page, '语音');
  await voices.locator('audio').evaluateAll((audios) => audios.forEach((audio) => ((audio as HTMLAudioElement).loop = true)));
  const playing = () => voices.locator('audio').evaluateAll((audios) => audios.map((audio) => !(audio as HTMLAudioElement).paused));
  await voices.getByRole('button', { name: '播放「初次见面」' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(playing).toEqual([true, false, false]);
  await expect(focused(page)).toHaveAccessibleName('暂停「初次见面」');
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveAccessibleName('播放「闲聊·星空」');
  await page.keyboard.press('Space');
  await expect.poll(playing).toEqual([false, true, false]);
  await page.keyboard.press('Space');
  await expect.poll(playing).toEqual([false, false, false]);
  await expect(focused(page)).toHaveAccessibleName('播放「闲聊·星空」');
});
