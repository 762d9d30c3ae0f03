import type { Page, TestInfo } from '@playwright/test';
import type { EntryDocInput } from '../../shared/contract/entry-page.ts';
import { channelId, ok, personPage, sendEdit, toast, uniqueName } from './contributing-support.ts';
import { demoChannel, demoContents, skipFavoritesGuide } from './favorites-support.ts';
import { expect, HOME, signUpByApi, test, unique, visit } from './fixtures.ts';

/**
 * Watchlists and notifications (issue 32) at 375 and 1280 px: a reader watches a fresh entry from
 * its page, another editor's change is approved, the reader's bell counts it live (no reload), the
 * inbox says what happened and links to the diff, mark all read clears the bell; the watchlist
 * lists the change and unwatches; the settings switch a kind off. Each project signs a reader of
 * its own up and writes its own entry, so the two viewports never meet.
 */

const entryDoc = (name: string): EntryDocInput => ({
  name,
  desc: `${name}的简介`,
  modules: [
    {
      id: 'intro',
      name: '简介',
      components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: '最初的正文。' }] }] } }],
    },
  ],
});

/** A fresh entry: written by the editor, approved by the reviewer, over the API. */
async function freshEntry(page: Page, testInfo: TestInfo, name: string): Promise<number> {
  const browser = page.context().browser()!;
  const author = await personPage(browser, testInfo, 'editor');
  const { audit_id: created } = await ok<{ audit_id: number }>(
    await author.request.post('/api/ys_obc/wapi/entry_page/create_with_content', {
      data: { menu_id: channelId('成就'), doc: entryDoc(name), summary: '新建' },
    }),
  );
  await author.context().close();
  return (await approve(page, testInfo, created)).entry_page_id;
}

/** The reviewer approves a submission over the API. */
async function approve(page: Page, testInfo: TestInfo, auditId: number): Promise<{ entry_page_id: number }> {
  const reviewer = await personPage(page.context().browser()!, testInfo, 'reviewer');
  const approved = await ok<{ submission: { entry_page_id: number } }>(
    await reviewer.request.post('/api/ys_obc/wapi/audit_content/update', { data: { audit_id: auditId, action: 'approve' } }),
  );
  await reviewer.context().close();
  return approved.submission;
}

/** The editor changes the entry's description and the reviewer approves it: version 2 goes live. */
async function publishChange(page: Page, testInfo: TestInfo, id: number, summary: string) {
  const editor = await personPage(page.context().browser()!, testInfo, 'editor');
  const auditId = await sendEdit(editor.request, id, summary);
  await editor.context().close();
  await approve(page, testInfo, auditId);
}

/** A fresh reader of this test alone, signed in (sign-up signs in). */
async function freshReader(page: Page) {
  await signUpByApi(page, unique('watch_'), 'watch-password-1');
}

/** The page fits its width; a screenshot in each scheme (of `target`, else the whole page). */
async function shoot(page: Page, testInfo: TestInfo, name: string, target?: ReturnType<Page['locator']>) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.evaluate(() => window.scrollTo(0, 0));
    const path = testInfo.outputPath(`${name}-${scheme}.png`);
    if (target) await target.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.beforeEach(async ({ page }) => {
  await skipFavoritesGuide(page);
});

test('a watched entry changes: the bell counts it live, the inbox shows it, mark all read; the watchlist lists it and unwatches', async ({
  page,
  errors,
}, testInfo) => {
  test.setTimeout(150_000);
  const name = uniqueName(testInfo, '关注词条');
  const id = await freshEntry(page, testInfo, name);
  await freshReader(page);

  // The entry page is cached for everyone: the server's HTML has no watch state and no count.
  const html = await (await page.request.get(`${HOME}content/${id}/detail?bbs_presentation_style=no_header`)).text();
  expect(html).not.toContain('data-unread=');
  expect(html).not.toContain('data-watch-source=');

  await visit(page, `${HOME}content/${id}/detail?bbs_presentation_style=no_header`);
  const watch = page.locator('main').getByRole('button', { name: '关注', exact: true });
  await expect(watch).toHaveAttribute('aria-pressed', 'false');
  await expect(watch).toBeEnabled();
  await watch.click();
  await expect(toast(page, '已关注，有更新时会通知你')).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: '已关注', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // The bell, in this width's header, with nothing unread yet (the stream's first count).
  const bell = page.getByRole('banner').locator('[data-header-item="notifications"]');
  await expect(bell).toHaveAttribute('data-unread', '0');
  await expect(bell).toHaveAttribute('aria-label', '通知');

  // Another editor's change is approved: the open tab's bell counts it within the issue's 5 s.
  const summary = unique('补充简介');
  await publishChange(page, testInfo, id, summary);
  const approvedAt = Date.now();
  await expect(bell).toHaveAttribute('data-unread', '1', { timeout: 5_000 });
  testInfo.annotations.push({ type: 'bell after approval', description: `${Date.now() - approvedAt} ms` });
  await expect(bell).toHaveAttribute('aria-label', '通知，1 条未读');
  await expect(bell.locator('[data-unread-badge]')).toHaveText('1');
  await shoot(page, testInfo, 'header-bell', page.getByRole('banner'));
  // A new page load reads the same count (home: the mobile header's fullest right side).
  await visit(page, `${HOME}?bbs_presentation_style=no_header`);
  await expect(bell).toHaveAttribute('data-unread', '1');
  await shoot(page, testInfo, 'header-home', page.getByRole('banner'));

  // The inbox: the change, unread, as a sentence linking to the diff.
  await bell.click();
  // The first visit of the account area's pages downloads their code and messages: on two busy cores that has taken over 10 s.
  await expect(page).toHaveURL(/\/account\/notifications\?/, { timeout: 30_000 });
  const row = page.locator('li[data-kind="entry_changed"]').first();
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(row).toContainText(`更新了你关注的词条「${name}」`);
  await expect(row.getByRole('link')).toHaveAttribute('href', new RegExp(`/content/${id}/upgrade-records\\?from=1&to=2&`));
  await expect(page.locator('[data-inbox-summary]')).toHaveText('共 1 条，1 条未读');
  await shoot(page, testInfo, 'inbox');

  await page.getByRole('button', { name: '全部标为已读' }).click();
  await expect(toast(page, '已全部标为已读')).toBeVisible();
  await expect(row).toHaveAttribute('data-read', 'true');
  await expect(page.locator('[data-inbox-summary]')).toHaveText('共 1 条，全部已读');
  await expect(bell).toHaveAttribute('data-unread', '0');
  await expect(bell.locator('[data-unread-badge]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部标为已读' })).toBeDisabled();

  // The watchlist: the change with its author, summary and diff; then unwatch the entry.
  // (Opened anew: on a phone the toasts above cover the page's links a few seconds.)
  await expect(page.getByRole('navigation', { name: '通知与关注' }).getByRole('link', { name: '关注列表' })).toHaveAttribute('href', /\/account\/watchlist\?/);
  await visit(page, `${HOME}account/watchlist?bbs_presentation_style=no_header`);
  const change = page.locator(`[data-watchlist-changes] li[data-change-content="${id}"][data-change-version="2"]`);
  await expect(change).toContainText(name);
  await expect(change).toContainText(summary);
  await expect(change).toContainText('演示编辑 编辑');
  await expect(change.getByRole('link', { name: `查看「${name}」第 2 版的改动` })).toHaveAttribute(
    'href',
    new RegExp(`/content/${id}/upgrade-records\\?from=1&to=2&`),
  );
  const watched = page.locator(`[data-watchlist-watched] li[data-watched="entry:${id}"]`);
  await expect(watched).toContainText(name);
  await shoot(page, testInfo, 'watchlist');
  await watched.getByRole('button', { name: `取消关注「${name}」` }).click();
  await expect(toast(page, `已取消关注「${name}」`)).toBeVisible();
  await expect(watched).toHaveCount(0);
  await expect(page.locator('[data-watchlist-watched]')).toContainText('还没有关注任何词条或分类');

  // The entry page agrees.
  await visit(page, `${HOME}content/${id}/detail?bbs_presentation_style=no_header`);
  await expect(page.locator('main').getByRole('button', { name: '关注', exact: true })).toHaveAttribute('aria-pressed', 'false');

  // The inbox in English: the same notification, its own sentence, plural-correct counts.
  await visit(page, `${HOME}account/notifications?bbs_presentation_style=no_header&lang=en-US`);
  await expect(page.locator('[data-inbox-summary]')).toHaveText('1 notification, all read');
  await expect(page.locator('li[data-kind="entry_changed"]').first()).toContainText(`changed “${name}”, an entry you watch`);
  await expect(page.getByRole('banner').locator('[data-header-item="notifications"]')).toHaveAttribute('aria-label', 'Notifications');
  await shoot(page, testInfo, 'inbox-en');
  expect(errors).toEqual([]);
});

test('the settings switch a kind and the auto-watch off and on; a channel is watched from its page', async ({ page, errors }, testInfo) => {
  test.setTimeout(90_000);
  await freshReader(page);
  await visit(page, `${HOME}account?bbs_presentation_style=no_header`);
  const section = page.locator('[data-center-section="notifications"]');
  await expect(section.getByRole('heading', { name: '通知设置' })).toBeVisible();
  const site = section.getByRole('checkbox', { name: '站内通知：关注的词条有更新' });
  await expect(site).toBeChecked();
  await site.uncheck();
  await expect(toast(page, '通知设置已保存')).toBeVisible();
  const email = section.getByRole('combobox', { name: '邮件摘要：我的编辑未通过审核' });
  await email.selectOption('weekly');
  const auto = section.getByRole('checkbox', { name: '自动关注我创建或编辑过的词条' });
  await expect(auto).toBeChecked();
  await auto.uncheck();
  await expect(auto).not.toBeChecked();
  await expect(auto).toBeEnabled();
  await section.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'settings', section);

  // Saved on the server: a new visit reads them back.
  await visit(page, `${HOME}account?bbs_presentation_style=no_header`);
  await expect(site).not.toBeChecked();
  await expect(email).toHaveValue('weekly');
  await expect(auto).not.toBeChecked();
  await site.check();
  await expect(site).toBeEnabled();
  await auto.check();
  await expect(auto).toBeEnabled();
  await visit(page, `${HOME}account?bbs_presentation_style=no_header&lang=en-US`);
  const english = page.locator('[data-center-section="notifications"]');
  await expect(english.getByRole('checkbox', { name: 'In the site: Changes to entries I watch' })).toBeChecked();
  await expect(english.getByRole('combobox', { name: 'E-mail digest: My edits not approved' })).toHaveValue('weekly');
  await english.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'settings-en', english);
  await visit(page, `${HOME}account?bbs_presentation_style=no_header&lang=zh-CN`);

  // A channel page: its watch button names the listed channel.
  const channel = demoChannel('成就');
  await visit(page, `${HOME}channel/map/${channel.parent_id ? `${channel.parent_id}/${channel.id}` : channel.id}?bbs_presentation_style=no_header`);
  const watch = page.locator('main').getByRole('button', { name: /^关注「.+」$/ });
  await expect(watch).toBeEnabled();
  await watch.click();
  await expect(toast(page, '已关注，有更新时会通知你')).toBeVisible();
  await expect(page.locator('main').getByRole('button', { name: /^已关注「.+」$/ })).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, testInfo, 'channel-watch', page.locator('main'));
  await visit(page, `${HOME}account/watchlist?bbs_presentation_style=no_header`);
  const watched = page.locator('[data-watchlist-watched] li[data-watched^="channel:"]');
  await expect(watched).toHaveCount(1);
  await expect(watched).toContainText('分类');
  await watched.getByRole('button', { name: /^取消关注「.+」$/ }).click();
  await expect(watched).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('inside the companion app, a change of a watched entry also goes to the app: its own notification and its badge count', async ({
  page,
  errors,
}, testInfo) => {
  test.skip(page.viewportSize()!.width > 900, 'the app is a phone');
  test.setTimeout(120_000);
  // The app's hooks (app-bridge.ts notify and setUnreadCount), recorded where the test reads them.
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { appCalls: unknown[] }).appCalls = calls;
    window.AlmanacBridge = {
      notify: (payload) => calls.push({ notify: payload }),
      setUnreadCount: (count) => calls.push({ unread: count }),
    };
  });
  const calls = () => page.evaluate(() => (window as unknown as { appCalls: Record<string, unknown>[] }).appCalls);
  const name = uniqueName(testInfo, '应用通知');
  const id = await freshEntry(page, testInfo, name);
  await freshReader(page);
  await visit(page, `${HOME}content/${id}/detail?mihoyo_app=1`);
  await page.locator('main').getByRole('button', { name: '关注', exact: true }).click();
  await expect(page.locator('main').getByRole('button', { name: '已关注', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').locator('[data-header-item="notifications"]')).toHaveAttribute('data-unread', '0');
  await expect.poll(calls).toContainEqual({ unread: 0 });

  const summary = unique('应用内更新');
  await publishChange(page, testInfo, id, summary);
  await expect.poll(calls, { timeout: 5_000 }).toContainEqual({ unread: 1 });
  // The notification is handed over once its sentence's catalogue has loaded: a moment after the count.
  const notifications = async () => (await calls()).flatMap((call) => ('notify' in call ? [call.notify as Record<string, unknown>] : []));
  await expect.poll(async () => (await notifications()).length).toBe(1);
  const notified = await notifications();
  expect(notified[0]).toMatchObject({
    kind: 'entry_changed',
    text: expect.stringMatching(new RegExp(`更新了你关注的词条「${name}」$`)),
    comment: `编辑摘要：${summary}`,
  });
  expect(String(notified[0]!.url)).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${HOME}content/${id}/upgrade-records\\?`));
  expect(errors).toEqual([]);
});

test('signed out: no bell, the watch button asks to sign in, the inbox asks to sign in', async ({ page }) => {
  await visit(page, `${HOME}?bbs_presentation_style=no_header`);
  await expect(page.getByRole('banner').locator('[data-header-item="notifications"]')).toHaveCount(0);
  const [entry] = demoContents(1, 30);
  await visit(page, `${HOME}content/${entry!.id}/detail?bbs_presentation_style=no_header`);
  await page.locator('main').getByRole('button', { name: '关注', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '百科通行证' })).toBeVisible();
  await visit(page, `${HOME}account/notifications?bbs_presentation_style=no_header`);
  await expect(page.getByText('登录后查看你的通知')).toBeVisible();
  await visit(page, `${HOME}account/watchlist?bbs_presentation_style=no_header`);
  await expect(page.getByText('登录后查看你关注的词条和分类的更新')).toBeVisible();
  await page.locator('main').getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '百科通行证' })).toBeVisible();
});
