import type { Locator } from '@playwright/test';
import { expect, isMobile, test, unique, visit } from './fixtures.ts';
import { signInToConsole } from './operator-support.ts';

/** How many lines each channel name of the tree takes (a name cut or squeezed to a column of characters takes many). */
const nameLines = (tree: Locator) =>
  tree.locator('[data-channel-id] > div > button:nth-child(2) > span:first-child').evaluateAll((spans) =>
    spans.map((span) => {
      const lineHeight = parseFloat(getComputedStyle(span).lineHeight);
      return { name: span.textContent ?? '', lines: Math.round(span.getBoundingClientRect().height / lineHeight) };
    }),
  );

test('the channel tree uses the width beside the editor, with every name whole and readable', async ({ page, errors }, testInfo) => {
  void errors;
  await signInToConsole(page, '/admin', /\/admin\/ys_obc\/channels$/);
  const panel = page.locator('[data-channel-tree-panel]');
  const tree = panel.locator('[data-channel-id]').first();
  await expect(tree).toBeVisible();
  const viewport = page.viewportSize()!;

  // Pick the deepest channel: the editor opens beside the tree (under it on a phone).
  const deepest = await panel.locator('[data-channel-id]').evaluateAll((items) => {
    const depth = (item: Element) => {
      let n = 0;
      for (let node = item.parentElement; node; node = node.parentElement) if (node.matches('[data-channel-id]')) n += 1;
      return n;
    };
    const best = items.reduce((a, b) => (depth(b) > depth(a) ? b : a));
    return { id: best.getAttribute('data-channel-id')!, depth: depth(best) };
  });
  expect(deepest.depth).toBeGreaterThanOrEqual(2);
  await panel.locator(`[data-channel-id="${deepest.id}"] > div > button:nth-child(2)`).click();
  const editor = page.getByRole('form', { name: /^编辑频道：/ });
  await expect(editor).toBeVisible();
  const panelBox = (await panel.boundingBox())!;
  const editorBox = (await editor.boundingBox())!;

  if (isMobile(page)) {
    expect(panelBox.width).toBeGreaterThan(viewport.width - 60);
    expect(editorBox.y).toBeGreaterThan(panelBox.y + panelBox.height - 1);
  } else {
    // Two fifths of the width, not a fixed 420 px column beside an empty page.
    expect(panelBox.width).toBeGreaterThan(viewport.width * 0.35);
    expect(editorBox.x).toBeGreaterThan(panelBox.x + panelBox.width);
    expect(editorBox.x + editorBox.width).toBeGreaterThan(viewport.width - 60);
  }
  // Every name is whole on one line, or two for the longest at a phone's width.
  for (const { name, lines } of await nameLines(panel)) expect(lines, name).toBeLessThanOrEqual(isMobile(page) ? 2 : 1);
  await panel.screenshot({ path: testInfo.outputPath('channel-tree.png') });
  await page.screenshot({ path: testInfo.outputPath('channels-page.png') });
});

test('the audit log shows a channel update field by field, ch_ext decoded into a line diff', async ({ page, errors }, testInfo) => {
  void errors;
  await signInToConsole(page, '/admin', /\/admin\/ys_obc\/channels$/);
  const name = unique('审计频道');
  await page.getByRole('button', { name: '新建顶级频道' }).click();
  const create = page.getByRole('form', { name: '新建频道' });
  await create.getByLabel('名称').fill(name);
  // Kept off home (no place), so other tests' pages stay as the seed made them.
  await create.getByLabel('位置').selectOption('');
  await create.getByLabel('展示类型').selectOption('default');
  await create.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/channels\?id=\d+$/);
  const channelId = new URL(page.url()).searchParams.get('id')!;

  const edit = page.getByRole('form', { name: `编辑频道：${name}` });
  await edit.getByLabel('名称').fill(`${name}改`);
  await edit.getByLabel('展示类型').selectOption('avatar');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('form', { name: `编辑频道：${name}改` })).toBeVisible();

  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '操作日志' }).click();
  const entry = page
    .locator('[data-audit-entry]', { hasText: `channel #${channelId}` })
    .filter({ hasText: 'channel.update' })
    .first();
  await expect(entry).toBeVisible();
  const nameField = entry.locator('[data-audit-field="name"]');
  await expect(nameField.locator('del')).toHaveText(name);
  await expect(nameField.locator('ins')).toHaveText(`${name}改`);
  const chExt = entry.locator('[data-audit-field="ch_ext"]');
  await expect(chExt.locator('[data-op="del"]')).toHaveText(['−    "value": "default"']);
  await expect(chExt.locator('[data-op="add"]')).toHaveText(['+    "value": "avatar"']);
  // Decoded: no escaped JSON anywhere in the entry.
  await expect(entry).not.toContainText('\\"');
  // Unchanged fields are counted, not listed.
  await expect(entry.locator('[data-audit-field="parent_id"]')).toHaveCount(0);
  await expect(entry).toContainText(/另有 \d+ 个字段未变/);
  if (isMobile(page)) {
    const box = (await entry.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  await entry.screenshot({ path: testInfo.outputPath('audit-diff.png') });

  // The creation lists every field as added.
  const created = page
    .locator('[data-audit-entry]', { hasText: `channel #${channelId}` })
    .filter({ hasText: 'channel.create' })
    .first();
  await expect(created.locator('[data-audit-field="name"][data-change="added"] ins')).toHaveText(name);

  // Clean up: the channel is empty, so it can go.
  // Hydrated first: a click before React attaches its handler would submit the form natively.
  await visit(page, `/admin/ys_obc/channels?id=${channelId}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('form', { name: `编辑频道：${name}改` })
    .getByRole('button', { name: '删除' })
    .click();
  await expect(page).toHaveURL(/\/admin\/ys_obc\/channels$/);
});
