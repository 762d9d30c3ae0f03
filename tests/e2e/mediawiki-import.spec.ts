import path from 'node:path';
import { expect, test, unique, visit } from './fixtures.ts';
import { signInToConsole } from './operator-support.ts';

const DUMP = path.join(import.meta.dirname, '..', 'fixtures', 'mediawiki', 'dumps', 'liyue-wiki', 'liyue-wiki-history.xml');

test('an operator uploads a MediaWiki dump in the console, follows its import and reads the report; the pages are entries', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToConsole(page);
  // An edition of its own, so the two layouts' runs do not import into one edition at once.
  const sn = unique('mw');
  const created = await page.request.post('/api/ys_obc/v1/operator/edition/create', {
    data: {
      name: '璃月百科',
      app_sn: sn,
      base_path: `/${sn}/wiki/`,
      game: sn,
      login_required: false,
      is_test: false,
      default_lang: 'zh-CN',
      logo_url: '',
      head_img_url: '',
    },
  });
  expect(created.status(), await created.text()).toBe(200);

  await visit(page, `/admin/${sn}/channels`);
  await page.getByRole('navigation', { name: '后台导航' }).getByRole('link', { name: '导入 MediaWiki' }).click();
  const form = page.getByRole('form', { name: '导入 MediaWiki 备份' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: '上传并导入' }).click();
  await expect(form.getByRole('alert')).toHaveText('导入失败：请先选择文件');

  await form.getByLabel('备份文件').setInputFiles(DUMP);
  await form.getByRole('button', { name: '上传并导入' }).click();
  await expect(form.getByRole('status')).toContainText('导入完成', { timeout: 90_000 });
  await expect(form.getByRole('progressbar', { name: '导入中' })).toHaveAttribute('value', '100');
  const report = page.getByRole('region', { name: '导入报告' });
  await expect(report).toContainText('Pages: 3 created, 0 updated, 0 unchanged; 2 redirects, 2 file pages');
  await expect(report).toContainText('Images: 0 stored');

  // The imported page is an entry of the edition, found by search.
  await page.goto(`/${sn}/wiki/search?keyword=${encodeURIComponent('甘雨')}`);
  await expect(page.getByRole('link', { name: /甘雨/ }).first()).toBeVisible();
});
