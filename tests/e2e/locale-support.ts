import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The demo's public edition's name: content, not chrome (it is in both languages alike). */
export const EDITION_NAME = '苍穹回响百科';

/** A row of the browser tests' seeded database (read only). */
export { seeded } from './seeded-db.ts';

/** The language control of the page's header. */
export const languageSwitch = (page: Page) => page.getByRole('banner').locator('[data-language-switch]');

export async function expectLanguage(page: Page, language: 'zh-CN' | 'en-US') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

export async function languageCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'almanac_lang')?.value;
}

/**
 * What a person reads in a part of the chrome: text, and the names and hints of its controls
 * (aria-label, title, placeholder, alt). Content inside it is left out: the edition's name, the
 * home sections' names (channels) and the mobile header's page title (an entry's or channel's
 * name), which are data; and words marked as another language (the control names 中文 in itself).
 */
export async function chromeTexts(part: Locator): Promise<string[]> {
  const texts = await part.evaluateAll((roots) => {
    const found: string[] = [];
    const page = document.documentElement.lang;
    const skip = (element: Element) =>
      element.closest('nav[data-home-sections], header h1') !== null || (element.closest('[lang]')?.getAttribute('lang') ?? page) !== page;
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.currentNode as Node | null; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const parent = node.parentElement;
          if (parent && !skip(parent) && node.textContent?.trim()) found.push(node.textContent.trim());
          continue;
        }
        const element = node as Element;
        if (skip(element)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = element.getAttribute(name);
          if (value?.trim()) found.push(value.trim());
        }
      }
    }
    return found;
  });
  return texts.map((text) => text.replaceAll(EDITION_NAME, '').trim()).filter(Boolean);
}

/** Han characters: a Chinese UI string in a page that should be English. */
export const HAN = /\p{Script=Han}/u;

/** HH:mm of the times a page states with their zone, e.g. 2026/06/01 17:48（UTC+8）. */
export async function zonedClocks(part: Locator): Promise<string[]> {
  const text = (await part.allInnerTexts()).join('\n');
  return [...text.matchAll(/(\d{2}:\d{2})(?::\d{2})?\s?[（(]UTC\+8[）)]/g)].map((match) => match[1]!);
}

/** The Asia/Shanghai clock (HH:mm) of every minute from start to end (ms). */
export function shanghaiMinutes(startMs: number, endMs: number): Set<string> {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const minutes = new Set<string>();
  for (let at = startMs - 60_000; at <= endMs + 60_000; at += 30_000) minutes.add(format.format(at));
  return minutes;
}
