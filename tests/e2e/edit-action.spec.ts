import { demoContents, skipFavoritesGuide } from './favorites-support.ts';
import { expect, HOME, isMobile, signInByApi, test, visit } from './fixtures.ts';

/**
 * The edit action on entry pages (issue 37): shown to those who may edit (CREATE_C, or a
 * signed-in reader the server allows to correct the entry), never to a visitor signed out. On a
 * desktop it opens the editor, and each module's own link opens it at that module; on a phone
 * (the editor is a desktop page) it says to edit on a computer. Each project its own entry.
 */

test.beforeEach(async ({ page }) => {
  await skipFavoritesGuide(page);
});

test('the edit action and the modules’ edit links: hidden signed out, shown to an editor, opening the editor at a module', async ({
  page,
  errors,
}, testInfo) => {
  const [entry] = demoContents(1, isMobile(page) ? 60 : 61);
  const path = `${HOME}content/${entry!.id}/detail`;
  const main = page.locator('main');
  const action = main.locator('[data-edit-action]');

  await visit(page, path);
  await expect(main.getByRole('button', { name: /^点赞/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(action).toHaveCount(0);
  await expect(main.locator('[data-edit-module]')).toHaveCount(0);

  await signInByApi(page, 'editor');
  await visit(page, path);
  await expect(action).toHaveText('编辑');
  await page.screenshot({ path: testInfo.outputPath('entry-edit-action.png') });

  if (isMobile(page)) {
    await expect(main.locator('[data-edit-module]')).toHaveCount(0);
    await action.click();
    await expect(page.getByText('编辑器需要电脑：请在电脑上打开本页编辑')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/content/${entry!.id}/detail`));
    expect(errors).toEqual([]);
    return;
  }

  // Each module's link, named by its module, beside its title.
  const modules = main.locator('[data-module]');
  const count = await modules.count();
  expect(count).toBeGreaterThan(1);
  await expect(main.locator('[data-edit-module]')).toHaveCount(count);
  // A module shown open (a section named by its module), not the first: the editor must move to it.
  const second = main.locator('section[data-module]').nth(1);
  const moduleId = (await second.getAttribute('data-module'))!;
  const name = (await second.getAttribute('aria-label'))!;
  const link = second.locator(`[data-edit-module="${moduleId}"]`);
  await expect(link).toHaveAccessibleName(`编辑「${name}」`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/editor/${entry!.id}\\?.*module=${moduleId}`));
  await expect(page.getByRole('navigation', { name: '目录' }).locator('[aria-current="true"]')).toContainText(name);
  await page.screenshot({ path: testInfo.outputPath('editor-at-module.png') });

  // The page's own action opens the editor at its page fields.
  await visit(page, path);
  await action.click();
  await expect(page).toHaveURL(new RegExp(`/editor/${entry!.id}(\\?|$)`));
  await expect(page.getByRole('heading', { name: '编辑词条' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in reader without grants may edit too (the server allows correcting): the action is shown', async ({ page }) => {
  test.skip(isMobile(page), 'one width is enough for the rule');
  const [entry] = demoContents(1, 62);
  await signInByApi(page, 'demo');
  await visit(page, `${HOME}content/${entry!.id}/detail`);
  await expect(page.locator('main [data-edit-action]')).toHaveText('编辑');
});
