import { HOME, expect, test, visit } from './fixtures.ts';

test('the raid page shows each challenge channel of the aggregate page with its entries', async ({ page, errors }) => {
  await visit(page, `${HOME}raid?bbs_presentation_style=no_header`);
  const main = page.locator('main');
  for (const name of ['首领挑战', '深境螺旋', '配队推荐']) {
    const section = main.getByRole('region', { name });
    await expect(section).toBeVisible();
    await expect(section.getByRole('link', { name: '查看全部' })).toHaveAttribute('href', /\/ys\/obc\/channel\/raid\/\d+\/\d+\?/);
    expect(await section.locator('a[href*="/content/"], a[href^="http"]').count()).toBeGreaterThan(0);
  }
  // The page title is the raid channel's name (then the site's, app/lib/seo/).
  await expect(page).toHaveTitle('深境挑战 - 苍穹回响百科');
  await main.getByRole('region', { name: '深境螺旋' }).getByRole('link', { name: '查看全部' }).click();
  await expect(page).toHaveURL(/\/channel\/raid\/\d+\/\d+\?/);
  await expect(page.locator('main').getByRole('heading', { name: '深境挑战', level: 2 })).toBeVisible();
  expect(errors).toEqual([]);
});
