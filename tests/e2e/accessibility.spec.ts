import type { Page } from '@playwright/test';
import { audit, readable, showcaseId } from './axe-support.ts';
import { HOME, expect, isMobile, signInByApi, tabLink, test, visit } from './fixtures.ts';

/**
 * An axe pass (WCAG 2.1 A and AA, and best practices) over every kind of page and every dialog
 * and drawer, at both widths and in both colour schemes: any critical or serious violation fails
 * the test, listed by rule, summary and element.
 */

type Scheme = 'light' | 'dark';

/** Fails with a readable list when the page (or the part `within`) has a critical or serious violation. */
async function expectAccessible(page: Page, within?: string) {
  const findings = await audit(page, within);
  expect(findings, readable(findings)).toEqual([]);
}

/** Opens the 图鉴 channel on its 角色 tab, as a reader would from the home page. */
async function openCharacters(page: Page) {
  await visit(page, HOME);
  const section = page.locator('section', { has: page.getByRole('heading', { name: '图鉴', exact: true, level: 2 }) });
  await section.getByRole('link', { name: '查看更多' }).click();
  await expect(tabLink(page, '角色')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
}

const showcase = () => `${HOME}content/${showcaseId()}/detail`;

/** The pages of the issue, each as the reader who can open it: path, account (none for anyone). */
const PAGES: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  { name: 'home', open: (page) => visit(page, HOME).then(() => undefined) },
  { name: 'a channel', open: openCharacters },
  {
    name: 'the entry with every widget',
    open: async (page) => {
      await visit(page, showcase());
      await expect(page.locator('article[data-entry-page]')).toBeVisible();
    },
  },
  {
    name: 'search results',
    open: async (page) => {
      await visit(page, `${HOME}search?keyword=${encodeURIComponent('社区编辑')}`);
      await expect(page.locator('[data-search-result]').first()).toBeVisible();
    },
  },
  {
    name: 'the editor',
    open: async (page) => {
      await signInByApi(page, 'editor');
      await visit(page, `${HOME}editor/${showcaseId()}`);
      await expect(page.getByRole('heading', { name: '编辑词条' })).toBeVisible();
    },
  },
  {
    name: 'the review queue',
    open: async (page) => {
      await signInByApi(page, 'reviewer');
      await visit(page, `${HOME}words/review`);
      await expect(page.getByRole('heading', { name: '词条审核', level: 2 })).toBeVisible();
    },
  },
  {
    name: 'the operator console',
    open: async (page) => {
      await signInByApi(page, 'admin');
      await visit(page, '/admin/ys_obc/channels');
      await expect(page.getByRole('navigation', { name: '后台导航' })).toBeVisible();
    },
  },
  {
    name: 'the personal center',
    open: async (page) => {
      await signInByApi(page, 'demo');
      await visit(page, `${HOME}account`);
      await expect(page.getByRole('main')).toBeVisible();
    },
  },
];

/** Dialogs and drawers, each opened as a reader would at this width; the pass runs while it is open. */
const DIALOGS: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  {
    name: 'the sign-in dialog',
    open: async (page) => {
      await visit(page, HOME);
      await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
      await expect(page.getByRole('dialog', { name: '百科通行证' })).toBeVisible();
    },
  },
  {
    name: 'the correction report dialog',
    open: async (page) => {
      await signInByApi(page, 'demo');
      await visit(page, HOME);
      await page.getByRole('contentinfo').getByRole('button', { name: '建议与反馈' }).click();
      await expect(page.getByRole('dialog', { name: '建议与反馈' })).toBeVisible();
    },
  },
  {
    name: 'the catalogue (a drawer on mobile)',
    open: async (page) => {
      await openCharacters(page);
      if (isMobile(page)) await page.getByRole('button', { name: '打开目录' }).click();
      await expect(page.getByRole('navigation', { name: '目录' }).getByRole('link').first()).toBeVisible();
    },
  },
  {
    name: 'the channel filter (a drawer on mobile, a popover on desktop)',
    open: async (page) => {
      await openCharacters(page);
      if (isMobile(page)) {
        await page.getByRole('button', { name: /^筛选/ }).click();
        await expect(page.getByRole('dialog', { name: '筛选' })).toBeVisible();
      } else {
        await page.getByRole('button', { name: /^元素: / }).click();
        await expect(page.getByRole('dialog', { name: '元素' })).toBeVisible();
      }
    },
  },
  {
    name: "the entry's filter panel and footnote",
    open: async (page) => {
      await visit(page, showcase());
      const list = page.locator('[data-module]', { has: page.getByRole('heading', { name: '角色筛选', exact: true }) });
      await list.getByRole('button', { name: '筛选' }).click();
      await expect(list.getByRole('group', { name: '筛选条件' })).toBeVisible();
      const marker = page.getByRole('button', { name: '注释 1' });
      if (isMobile(page)) {
        await marker.click();
        await expect(page.getByRole('dialog', { name: '注释 1' })).toBeVisible();
      } else {
        await marker.click();
        await expect(page.getByRole('tooltip')).toBeVisible();
      }
    },
  },
  {
    name: "the entry's relic story dialog",
    open: async (page) => {
      await visit(page, showcase());
      await page.getByRole('button', { name: '查看故事：星落之生之花' }).click();
      await expect(page.getByRole('dialog', { name: '星落之生之花' })).toBeVisible();
    },
  },
];

for (const scheme of ['light', 'dark'] as Scheme[]) {
  test.describe(`${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      // An axe pass over a long page (the home page at 1280 px) has taken near a minute on two busy cores.
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
    });

    for (const { name, open } of PAGES) {
      test(`${name}: no critical or serious axe violation`, async ({ page }) => {
        await open(page);
        await expectAccessible(page);
      });
    }

    for (const { name, open } of DIALOGS) {
      test(`${name}, open: no critical or serious axe violation`, async ({ page }) => {
        await open(page);
        await expectAccessible(page);
      });
    }
  });
}
