import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediawikiImportEn, mediawikiImportZh } from './catalog/mediawiki-import.ts';
import './catalogues.server.ts';
import { LOCALES, isLocale, translate, type MessageKey } from './index.ts';
import { formatMessage } from './message-format.ts';

describe('translate', () => {
  it('fills {placeholders} from the values', () => {
    expect(translate('zh-CN', 'home.banner', { n: 2, total: 5 })).toBe('轮播图 2/5');
    expect(translate('en-US', 'footer.copyright', { year: 2026, name: 'Almanac' })).toBe('© 2026 Almanac · written by the community');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(translate('en-US', 'home.banner', { n: 1 })).toBe('Banner 1 of {total}');
  });

  it('returns plain messages unchanged', () => {
    expect(translate('zh-CN', 'nav.back')).toBe('返回');
    expect(translate('en-US', 'nav.back')).toBe('Back');
  });

  it('chooses the plural form of the count: one and other in English, one form in Chinese', () => {
    const likes = (locale: 'zh-CN' | 'en-US', n: number) => translate(locale, 'entry.likes', { n });
    expect([0, 1, 2, 5].map((n) => likes('en-US', n))).toEqual(['0 likes', '1 like', '2 likes', '5 likes']);
    expect([0, 1, 2, 5].map((n) => likes('zh-CN', n))).toEqual(['0人点赞', '1人点赞', '2人点赞', '5人点赞']);
    const credited = (locale: 'zh-CN' | 'en-US', count: number) => translate(locale, 'people.credited', { count });
    expect([0, 1, 2, 5].map((count) => credited('en-US', count))).toEqual(['Co-edited 0 times', 'Co-edited 1 time', 'Co-edited 2 times', 'Co-edited 5 times']);
    expect([0, 1, 2, 5].map((count) => credited('zh-CN', count))).toEqual(['共同编辑 0 次', '共同编辑 1 次', '共同编辑 2 次', '共同编辑 5 次']);
    // Two counts in one message, each with its forms.
    const progress = { percent: 40, pages: 1, revisions: 5 };
    expect(formatMessage('en-US', mediawikiImportEn['operator.mediawiki.progress'], progress)).toBe('40% read: 1 page, 5 revisions');
    expect(formatMessage('zh-CN', mediawikiImportZh['operator.mediawiki.progress'], progress)).toBe('已读取 40%：1 个页面、5 个历史版本');
    // An exact count first.
    expect([0, 1, 3].map((n) => formatMessage('en-US', '{n, plural, =0 {No likes yet} one {# like} other {# likes}}', { n }))).toEqual([
      'No likes yet',
      '1 like',
      '3 likes',
    ]);
  });

  it("writes the count in the language's digits", () => {
    expect(translate('en-US', 'entry.views', { n: 12345 })).toBe('12,345 views');
    expect(translate('zh-CN', 'entry.views', { n: 12345 })).toBe('12,345次浏览');
  });

  it('leaves a plural without its count as written', () => {
    expect(translate('en-US', 'entry.likes')).toBe(LOCALES['en-US']['entry.likes']);
  });

  it('knows its locales', () => {
    expect(isLocale('zh-CN')).toBe(true);
    expect(isLocale('en-US')).toBe(true);
    expect(isLocale('fr-FR')).toBe(false);
    for (const inherited of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) expect(isLocale(inherited), inherited).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('catalogues', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(LOCALES['en-US']).sort()).toEqual(Object.keys(LOCALES['zh-CN']).sort());
  });

  it('have no empty messages', () => {
    for (const [locale, catalogue] of Object.entries(LOCALES)) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('use the same placeholders in every language', () => {
    // {name}, and the count of a plural ({n, plural, ...}).
    const placeholders = (text = '') => [...text.matchAll(/\{(\w+)(?:\}|, plural,)/g)].map((match) => match[1]).sort();
    const [zhCN, enUS] = [LOCALES['zh-CN'], LOCALES['en-US']];
    for (const key of Object.keys(zhCN) as MessageKey[]) {
      expect(placeholders(enUS[key]), key).toEqual(placeholders(zhCN[key]));
    }
  });
});

describe('one language a page', () => {
  // A fresh index.ts, without the server's catalogues.server.ts: as a browser starts.
  async function freshIndex(lang: string) {
    vi.resetModules();
    vi.stubGlobal('document', { documentElement: { lang } });
    return import('./index.ts');
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads only the language asked for, and an area only in the languages loaded', async () => {
    const i18n = await freshIndex('en-US');
    expect(i18n.pageLocale()).toBe('en-US');
    expect(i18n.translate('en-US', 'nav.back')).toBe('nav.back');
    await i18n.loadLocale('en-US');
    expect(i18n.translate('en-US', 'nav.back')).toBe('Back');
    expect(i18n.translate('en-US', 'entry.likes', { n: 1 })).toBe('1 like');
    expect(Object.keys(i18n.LOCALES['zh-CN'])).toEqual([]);

    const asked: string[] = [];
    const area = (locale: 'zh-CN' | 'en-US', key: string, text: string) => () => {
      asked.push(locale);
      return Promise.resolve({ messages: { [key]: text } });
    };
    await i18n.addArea({ 'zh-CN': area('zh-CN', 'reports.title', '举报'), 'en-US': area('en-US', 'reports.title', 'Reports') });
    expect(asked).toEqual(['en-US']);
    expect(i18n.translate('en-US', 'reports.title')).toBe('Reports');

    // The other language (the language switch): its core catalogue and the areas known so far.
    await i18n.loadLocale('zh-CN');
    expect(asked).toEqual(['en-US', 'zh-CN']);
    expect(i18n.translate('zh-CN', 'nav.back')).toBe('返回');
    expect(i18n.translate('zh-CN', 'reports.title')).toBe('举报');
    expect(i18n.loadLocale('zh-CN')).toBe(i18n.loadLocale('zh-CN'));
  });

  it("loads an area registered before any language in the page's language (<html lang>)", async () => {
    const i18n = await freshIndex('zh-CN');
    const asked: string[] = [];
    await i18n.addArea({
      'zh-CN': () => (asked.push('zh-CN'), Promise.resolve({ messages: { 'x.one': '一' } })),
      'en-US': () => (asked.push('en-US'), Promise.resolve({ messages: { 'x.one': 'one' } })),
    });
    expect(asked).toEqual(['zh-CN']);
  });
});
