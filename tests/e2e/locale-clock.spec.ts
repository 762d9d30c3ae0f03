import type { APIResponse } from '@playwright/test';
import { HOME, expect, projectPage, signInByApi, test, visit } from './fixtures.ts';
import { openCreate, saveStatus } from './editor-support.ts';
import { seeded, shanghaiMinutes, zonedClocks } from './locale-support.ts';

/**
 * One clock (#17): the editor, my edits, the review queue, the history and the audit log state
 * their times on the edition's clock (the demo's: Asia/Shanghai, UTC+8), whatever the reader's
 * own time zone (this browser runs in Los Angeles), so all of them agree.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

async function ok<T>(response: APIResponse): Promise<T> {
  const body = (await response.json()) as { retcode: number; message: string; data: T };
  expect(body.retcode, body.message).toBe(0);
  return body.data;
}

test('the editor, my edits, the review queue, the history and the audit log agree on the time, and say UTC+8', async ({ page, browser, errors }, testInfo) => {
  test.slow();
  const start = Date.now();
  const desktop = testInfo.project.name === 'desktop-1280';
  const characters = seeded<{ id: number }>(
    `SELECT ch.id FROM channels ch JOIN editions e ON e.id = ch.edition_id WHERE e.app_sn = 'ys_obc' AND ch.name = '角色' LIMIT 1`,
  );
  // The submission goes to 成就: a new entry's template copies the channel's latest entry, and a
  // one-module character published here would give every later new character one module.
  const achievements = seeded<{ id: number }>(
    `SELECT ch.id FROM channels ch JOIN editions e ON e.id = ch.edition_id WHERE e.app_sn = 'ys_obc' AND ch.name = '成就' LIMIT 1`,
  );
  const name = `时钟词条${testInfo.project.name.slice(0, 1)}${Date.now().toString(36)}`;
  const seen: Record<string, string[]> = {};

  await signInByApi(page, 'editor');
  // The editor (a desktop page): the autosave's time.
  if (desktop) {
    await openCreate(page, characters.id);
    await page.getByRole('main').getByLabel('词条名称').fill(`${name}草稿`);
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    seen.editor = await zonedClocks(saveStatus(page));
  }
  // A submission, then my edits.
  const submitted = await ok<{ audit_id: number }>(
    await page.request.post('/api/ys_obc/wapi/entry_page/create_with_content', {
      data: {
        menu_id: achievements.id,
        summary: name,
        doc: {
          name,
          desc: `${name}的简介`,
          modules: [
            {
              id: 'intro',
              name: '简介',
              components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: name }] }] } }],
            },
          ],
        },
      },
    }),
  );
  await visit(page, `${HOME}words/list`);
  await page.getByRole('tab', { name: '审核中' }).click();
  const mine = page.locator(`li[data-audit-id="${submitted.audit_id}"]`);
  await expect(mine).toContainText(name);
  seen.myEdits = await zonedClocks(mine);

  // The review queue, then approval: the entry's history.
  const reviewer = await projectPage(browser, testInfo);
  await signInByApi(reviewer, 'reviewer');
  await visit(reviewer, `${HOME}words/review`);
  const queued = reviewer.locator(`li[data-audit-id="${submitted.audit_id}"]`);
  await expect(queued).toContainText(name);
  seen.reviewQueue = await zonedClocks(queued);
  const approved = await ok<{ submission: { entry_page_id: number } }>(
    await reviewer.request.post('/api/ys_obc/wapi/audit_content/update', { data: { audit_id: submitted.audit_id, action: 'approve' } }),
  );
  await visit(reviewer, `${HOME}content/${approved.submission.entry_page_id}/upgrade-records`);
  seen.history = await zonedClocks(reviewer.getByRole('main').getByRole('table').first());

  // An operator's write, then the audit log.
  const admin = await projectPage(browser, testInfo);
  await signInByApi(admin, 'admin');
  const { current } = await ok<{ current: Record<string, unknown> }>(await admin.request.get('/api/ys_obc/v1/operator/editions'));
  const { id: _id, game: _game, ...settings } = current;
  await ok(await admin.request.post('/api/ys_obc/v1/operator/edition/update', { data: settings }));
  await visit(admin, '/admin/ys_obc/audit?action=edition.update');
  seen.audit = await zonedClocks(admin.locator('[data-audit-entry]').first().locator('time'));
  await admin.screenshot({ path: testInfo.outputPath('audit.png') });
  await reviewer.screenshot({ path: testInfo.outputPath('history.png'), fullPage: true });

  // Every page stated its time with the zone, and every one is a Shanghai minute of this test.
  const minutes = shanghaiMinutes(start, Date.now());
  for (const [where, clocks] of Object.entries(seen)) {
    expect(clocks.length, `${where} states a time with UTC+8`).toBeGreaterThan(0);
    for (const clock of clocks) expect(minutes.has(clock), `${where}: ${clock} is not Shanghai time now (${[...minutes].join(', ')})`).toBe(true);
  }
  await reviewer.context().close();
  await admin.context().close();
  expect(errors).toEqual([]);
});
