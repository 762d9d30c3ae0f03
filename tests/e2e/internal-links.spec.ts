import { expect, HOME, isMobile, test, visit } from './fixtures.ts';

/**
 * Internal links (001 §5: no host, or ours) stay in the tab and keep the header-hiding query:
 * the demo's home cards whose bbs_url is /ys/obc/raid lead to the raid page, never a new tab.
 */
test('home cards linking to a page of ours open it in this tab with bbs_presentation_style=no_header', async ({ page, errors }) => {
  void errors;
  await visit(page, `${HOME}?bbs_presentation_style=no_header`);
  const raid = page.locator(`main a[href^="${HOME}raid?"]`);
  expect(await raid.count()).toBeGreaterThan(0);
  await expect(page.locator(`main a[href="${HOME}raid"]`)).toHaveCount(0);
  for (const link of await raid.all()) {
    await expect(link).not.toHaveAttribute('target');
    const url = new URL((await link.getAttribute('href'))!, 'http://wiki.example');
    expect(url.searchParams.get('bbs_presentation_style')).toBe('no_header');
    expect(url.searchParams.get('visit_device')).toBe(isMobile(page) ? 'mobile' : 'pc');
  }
  const first = raid.first();
  await first.scrollIntoViewIfNeeded();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${HOME}raid\\?.*bbs_presentation_style=no_header`));
  expect(page.context().pages()).toHaveLength(1);
});
