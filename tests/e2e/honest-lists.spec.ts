import type { Browser, Page, TestInfo } from '@playwright/test';
import { ok, personPage, seeded, sendEdit } from './contributing-support.ts';
import { seededRows } from './seeded-db.ts';
import { HOME, expect, isMobile, test, visit } from './fixtures.ts';

/**
 * Lists that look right (#37): the latest lists name who last edited an entry and when (what they
 * are sorted by), an entry's contributors each count the edits they published (never 0), the
 * visitor's own name in the ranking leads to their account center, and the catalogue lists 贡献榜
 * second, as the spec orders it.
 */

const EDITOR_NAME = '演示编辑';

/** A demo entry page of its own for each project and test (the two projects run at once against one server). */
function entryFor(testInfo: TestInfo, slot: number): { id: number; title: string } {
  const offset = slot * 2 + (testInfo.project.name === 'mobile-375' ? 0 : 1);
  // Entries with demo contribution records on them (the first ids), created by a demo traveller.
  return seeded<{ id: number; title: string }>(
    `SELECT c.id, c.title FROM contents c JOIN editions e ON e.id = c.edition_id JOIN entry_pages p ON p.content_id = c.id
     WHERE e.app_sn = 'ys_obc' AND EXISTS (SELECT 1 FROM contribution_content cc WHERE cc.content_id = c.id)
     ORDER BY c.id LIMIT 1 OFFSET ?`,
    10 + offset,
  );
}

/** The demo editor edits the entry and the demo reviewer approves it, over the API. */
async function publishEdit(browser: Browser, testInfo: TestInfo, id: number): Promise<void> {
  const editor = await personPage(browser, testInfo, 'editor');
  const auditId = await sendEdit(editor.request, id, `（${testInfo.project.name}补充）`);
  const reviewer = await personPage(browser, testInfo, 'reviewer');
  await ok(await reviewer.request.post('/api/ys_obc/wapi/audit_content/update', { data: { audit_id: auditId, action: 'approve' } }));
  await editor.context().close();
  await reviewer.context().close();
}

/** Opens the catalogue (a drawer on a phone, the side panel on a computer). */
async function catalogue(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: '打开目录' }).click();
  const nav = page.getByRole('navigation', { name: '目录' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  return nav;
}

test('the latest lists name the last editor and the time of that edit', async ({ page, browser, errors }, testInfo) => {
  void errors;
  const entry = entryFor(testInfo, 0);
  const firstAuthor = seeded<{ name: string }>(
    'SELECT u.name FROM entry_revisions r JOIN users u ON u.id = r.author_id WHERE r.content_id = ? AND r.version = 1',
    entry.id,
  ).name;
  expect(firstAuthor).not.toBe(EDITOR_NAME);
  await publishEdit(browser, testInfo, entry.id);

  for (const [path, shot] of [
    ['latest-upgrade', 'recent-updates'],
    ['channel/latest/content', 'latest-channel'],
  ] as const) {
    await visit(page, `${HOME}${path}`);
    // The list's entries: links with their time (not the catalogue's).
    const entries = page.locator('main a:has(time)');
    const item = entries.filter({ hasText: entry.title }).first();
    await expect(item).toBeVisible();
    // Sorted by the last edit: the entry is among the newest (the other project edits one too).
    const titles = await entries.allInnerTexts();
    expect(
      titles.findIndex((text) => text.includes(entry.title)),
      path,
    ).toBeLessThan(8);
    await expect(item, path).toContainText(EDITOR_NAME);
    await expect(item, path).toContainText('刚刚');
    await expect(item, path).not.toContainText(firstAuthor);
    await item.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${shot}.png`) });
  }
});

test("an entry's contributors each count the edits they published, the creation included, never 0", async ({ page, browser, errors }, testInfo) => {
  void errors;
  const entry = entryFor(testInfo, 1);
  await publishEdit(browser, testInfo, entry.id);
  const edits = seededRows<{ name: string; n: number }>(
    'SELECT u.name, COUNT(*) AS n FROM entry_revisions r JOIN users u ON u.id = r.author_id WHERE r.content_id = ? GROUP BY u.name',
    entry.id,
  );
  // Its creator (one revision) and the editor; demo travellers credited on it without an edit are not contributors.
  expect(edits.length).toBe(2);
  const credited = seededRows<{ name: string }>(
    `SELECT u.name FROM contribution_content cc JOIN users u ON u.id = cc.user_id
     WHERE cc.content_id = ? AND cc.user_id NOT IN (SELECT author_id FROM entry_revisions WHERE content_id = ? AND author_id IS NOT NULL)`,
    entry.id,
    entry.id,
  );
  expect(credited.length).toBeGreaterThan(0);

  await visit(page, `${HOME}content/${entry.id}/contribution`);
  const contributors = page.locator('[data-contributors]');
  await expect(contributors.getByRole('columnheader')).toHaveText(['贡献者', '编辑次数', '贡献值']);
  const rows = contributors.locator('tbody tr');
  // A row by its contributor's whole name ('旅行者1' is not '旅行者12').
  const rowOf = (name: string) => rows.filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^\\s*${name}\\s*$`) }) });
  await expect(rows).toHaveCount(edits.length);
  for (const { name, n } of edits) {
    const row = rowOf(name);
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(1)).toHaveText(String(n));
  }
  for (const text of await rows.locator('td:nth-child(2)').allInnerTexts()) expect(Number(text)).toBeGreaterThan(0);
  for (const { name } of credited) await expect(rowOf(name)).toHaveCount(0);
  // The editor's approved edit carries contribution value.
  expect(Number(await rowOf(EDITOR_NAME).locator('td').nth(2).innerText())).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('contributors.png'), fullPage: true });
});

test('the catalogue lists 贡献榜 second; in the ranking the visitor’s own name leads to their account center', async ({ browser }, testInfo) => {
  await publishEdit(browser, testInfo, entryFor(testInfo, 2).id);
  const page = await personPage(browser, testInfo, 'editor');
  const aid = seeded<{ id: number }>("SELECT id FROM users WHERE login_name = 'editor'").id;
  await visit(page, HOME);
  const nav = await catalogue(page);
  const links = await nav.getByRole('link').allInnerTexts();
  // The spec's order: latest, contribute, the position list, the map list.
  expect(links.slice(0, 2)).toEqual(['最新', '贡献榜']);
  expect(links.slice(-2)).toEqual(['互动地图', '活动日历']);
  await page.screenshot({ path: testInfo.outputPath('catalogue.png') });
  await nav.getByRole('link', { name: '贡献榜', exact: true }).click();
  await expect(page).toHaveURL(/\/channel\/map\/\d+/);

  const block = page.locator('[data-block="contribute"]');
  await expect(block.getByRole('tab', { name: '周榜' })).toHaveAttribute('aria-selected', 'true');
  const own = block.getByRole('tabpanel').locator(`[data-uid="${aid}"]`);
  await expect(own).toBeVisible();
  await expect(own).toHaveJSProperty('tagName', 'A');
  await expect(own).toHaveText(EDITOR_NAME);
  await expect(own).toHaveAttribute('href', /\/ys\/obc\/account(\?|$)/);
  // Other people have no public page: their names are text.
  await expect(block.getByRole('tabpanel').locator('a[data-uid]')).toHaveCount(1);
  expect(await block.getByRole('tabpanel').locator('[data-uid]').count()).toBeGreaterThan(1);
  await own.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('ranking.png') });

  await own.click();
  await expect(page).toHaveURL(/\/ys\/obc\/account(\?|$)/);
  await page.context().close();
});
