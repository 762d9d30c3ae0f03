import { describe, expect, it } from 'vitest';
import './areas/account-center.ts';
import './areas/contributing.ts';
import './areas/editor.ts';
import './areas/operator.ts';
import './areas/reports.ts';
import { LOCALES, isLocale, translate } from './index.ts';

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
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const [zhCN, enUS] = [LOCALES['zh-CN'], LOCALES['en-US']];
    for (const key of Object.keys(zhCN) as Array<keyof typeof zhCN>) {
      expect(placeholders(enUS[key]), key).toEqual(placeholders(zhCN[key]));
    }
  });
});
