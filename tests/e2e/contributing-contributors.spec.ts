import { seeded } from './contributing-support.ts';
import { expect, test, visit } from './fixtures.ts';

/** The contributors page and the history agree: they read the same records (#17). */
test('the contributors page lists every editor the history names, with their number of edits', async ({ page, errors }, testInfo) => {
  void errors;
  // The demo's showcase entry: two revisions by two editors, and no contribution value recorded.
  const { id } = seeded<{ id: number }>(
    "SELECT c.id FROM contents c JOIN editions e ON e.id = c.edition_id WHERE e.app_sn = 'ys_obc' AND c.title = '控件示例'",
  );

  await visit(page, `/ys/obc/content/${id}/upgrade-records`);
  const historyRows = page.locator('table tbody tr');
  await expect(historyRows).toHaveCount(2);
  const editors = (await historyRows.locator('td:nth-child(2)').allInnerTexts()).map((text) => text.trim());
  const edits = new Map<string, number>();
  for (const editor of editors) edits.set(editor, (edits.get(editor) ?? 0) + 1);

  await visit(page, `/ys/obc/content/${id}/contribution`);
  const contributors = page.locator('[data-contributors]');
  await expect(contributors.getByRole('heading', { name: '「控件示例」的贡献者' })).toBeVisible();
  await expect(contributors).not.toContainText('暂无贡献记录');
  await expect(contributors.getByRole('columnheader')).toHaveText(['贡献者', '编辑次数', '贡献值']);
  const rows = contributors.locator('tbody tr');
  await expect(rows).toHaveCount(edits.size);
  for (const [editor, count] of edits) {
    const row = rows.filter({ hasText: editor });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(1)).toHaveText(String(count));
  }
  await page.screenshot({ path: testInfo.outputPath('contributors.png'), fullPage: true });
});
