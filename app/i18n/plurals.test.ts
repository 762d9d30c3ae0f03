import { describe, expect, it } from 'vitest';
import { enUS } from './en-US.ts';
import { pluralRules } from '../lib/format/intl.ts';
import { pluralsOf, withoutPlurals } from './message-format.ts';
import { zhCN } from './zh-CN.ts';

type Messages = Readonly<Record<string, string>>;

/** Every catalogue file (app/i18n/catalog/: `fooZh` and `fooEn`, the areas' and the small ones kept with their code included), and the core's own messages. */
const files = import.meta.glob<Record<string, Messages>>('./catalog/*.ts', { eager: true });
const catalogues: Array<{ name: string; locale: 'zh-CN' | 'en-US'; messages: Messages }> = [
  { name: 'zh-CN.ts', locale: 'zh-CN', messages: zhCN },
  { name: 'en-US.ts', locale: 'en-US', messages: enUS },
  ...Object.entries(files).flatMap(([file, exports]) =>
    Object.entries(exports).map(([name, messages]) => {
      const locale = name.endsWith('Zh') ? ('zh-CN' as const) : name.endsWith('En') ? ('en-US' as const) : undefined;
      if (!locale) throw new Error(`${file}: the export ${name} is no catalogue of a language (fooZh, fooEn)`);
      return { name: `${file} ${name}`, locale, messages };
    }),
  ),
];

/**
 * Placeholders that are words, never counts: names, titles, dates and times, pieces of text. Any
 * other placeholder may be a count (a new one is, until it is named here).
 */
const TEXT_PLACEHOLDERS = new Set([
  ...['name', 'names', 'title', 'text', 'intro', 'summary', 'reason', 'note', 'message', 'term', 'keyword', 'word', 'tag', 'aliases'],
  ...['site', 'edition', 'channel', 'module', 'modules', 'items', 'field', 'column', 'type', 'mark', 'status', 'permission', 'list'],
  ...['language', 'source', 'target', 'code', 'date', 'time', 'zone', 'day', 'level', 'from', 'to', 'device', 'ip', 'version'],
]);

/**
 * Words a count may stand before in English without plural forms, each for its reason: units
 * written the same for any count ("5 min ago", "at most 20 MB"; "%" and "d"/"h" written close
 * are no words), "of" ("2 of 5", "Page 3 of 9") and "in all" ("12 in all").
 */
const INVARIANT_AFTER_COUNT = new Set(['min', 'h', 's', 'KB', 'MB', 'GB', 'px', 'of', 'in']);

/**
 * Nouns that make the number after them a label, not a count: "version 3 is published",
 * "component 2 has empty content", "Column 4 name".
 */
const INDEX_LABELS = new Set(['version', 'component', 'column', 'row', 'page', 'item', 'banner', 'no']);

/** A possible count followed by a word, outside plural forms: "{n} likes". */
function countsBeforeWords(template: string): string[] {
  return [...withoutPlurals(template).matchAll(/(?:([A-Za-z]+)\.? +)?\{(\w+)\} +([A-Za-z]+)/g)]
    .filter(([, label, name, word]) => !TEXT_PLACEHOLDERS.has(name!) && !INVARIANT_AFTER_COUNT.has(word!) && !INDEX_LABELS.has(label?.toLowerCase() ?? ''))
    .map(([whole]) => whole.slice(whole.indexOf('{')));
}

describe('plural forms in the catalogues', () => {
  it('scans every catalogue file, both languages of each', () => {
    expect(catalogues.filter((catalogue) => catalogue.locale === 'zh-CN').length).toBe(catalogues.filter((catalogue) => catalogue.locale === 'en-US').length);
    expect(catalogues.length).toBeGreaterThan(40);
  });

  it('no message puts a count before a word without plural forms', () => {
    const found = catalogues.flatMap(({ name, messages }) =>
      Object.entries(messages).flatMap(([key, text]) => countsBeforeWords(text).map((words) => `${name} ${key}: ${words}`)),
    );
    expect(found).toEqual([]);
  });

  it('finds the counts it should (the rule itself)', () => {
    expect(countsBeforeWords('{n} likes')).toEqual(['{n} likes']);
    expect(countsBeforeWords('Signed out {n} other devices')).toEqual(['{n} other']);
    expect(countsBeforeWords('Co-edited {count} times')).toEqual(['{count} times']);
    expect(countsBeforeWords('{n, plural, one {# like} other {# likes}}')).toEqual([]);
    expect(countsBeforeWords('{name} is open')).toEqual([]);
    expect(countsBeforeWords('The text of version {n} is published; Column {n} name; No. {n} here')).toEqual([]);
    expect(countsBeforeWords('Delete its {n} modules, and {n} more')).toEqual(['{n} modules', '{n} more']);
    expect(countsBeforeWords('{n} min ago, {n} of {total}, {total} in all, {n}%, {n} MB')).toEqual([]);
  });

  it('writes each plural with forms the language has, `other` among them, and the count in each', () => {
    for (const { name, locale, messages } of catalogues) {
      const categories = new Set<string>(pluralRules(locale).resolvedOptions().pluralCategories);
      for (const [key, text] of Object.entries(messages)) {
        // Every ", plural," is a plural the syntax reads (a typo would show the raw text).
        expect(pluralsOf(text).length, `${name} ${key}`).toBe(text.split(', plural,').length - 1);
        for (const [, forms] of pluralsOf(text)) {
          expect(Object.keys(forms), `${name} ${key}`).toContain('other');
          for (const [selector, form] of Object.entries(forms)) {
            if (!selector.startsWith('=')) expect(categories.has(selector), `${name} ${key}: ${selector} in ${locale}`).toBe(true);
            if (!selector.startsWith('=')) expect(form, `${name} ${key} ${selector}`).toContain('#');
          }
          // English counts read "1 like" and "2 likes": both forms are written.
          if (locale === 'en-US') expect(Object.keys(forms), `${name} ${key}`).toContain('one');
        }
      }
    }
  });

  it('counts the same placeholders with plurals in both languages', () => {
    const counted = (text: string | undefined) => pluralsOf(text ?? '').map(([argument]) => argument);
    const zh = catalogues.filter((catalogue) => catalogue.locale === 'zh-CN');
    for (const { name, messages } of zh) {
      const en = catalogues.find((catalogue) => catalogue.name === name.replace(/Zh$/, 'En').replace('zh-CN.ts', 'en-US.ts'));
      expect(en, name).toBeDefined();
      for (const key of Object.keys(messages)) expect(counted(en!.messages[key]), `${name} ${key}`).toEqual(counted(messages[key]));
    }
  });
});
