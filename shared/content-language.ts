/**
 * Content languages (issue 31): the languages an edition's entries are written in, in the
 * publisher's codes ('zh-cn', the `x-rpc-language` and `langs` spelling), and how a reader's
 * language (a BCP 47 tag, ?lang= and the almanac_lang cookie: 'zh-CN') maps onto them.
 * The interface itself speaks zh-CN and en-US only (shared/language.ts).
 */
export const CONTENT_LANGUAGES = [
  'zh-cn',
  'zh-tw',
  'en-us',
  'ja-jp',
  'ko-kr',
  'de-de',
  'es-es',
  'fr-fr',
  'id-id',
  'pt-pt',
  'ru-ru',
  'th-th',
  'vi-vn',
  'it-it',
  'tr-tr',
] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** Each reader language named in itself, as a language menu names it in any interface language. */
export const LANGUAGE_ENDONYMS: Readonly<Record<string, string>> = {
  'zh-cn': '简体中文',
  'zh-tw': '繁體中文',
  'zh-hk': '繁體中文（香港）',
  'en-us': 'English',
  'ja-jp': '日本語',
  'ko-kr': '한국어',
  'de-de': 'Deutsch',
  'es-es': 'Español',
  'fr-fr': 'Français',
  'id-id': 'Bahasa Indonesia',
  'pt-pt': 'Português',
  'ru-ru': 'Русский',
  'th-th': 'ภาษาไทย',
  'vi-vn': 'Tiếng Việt',
  'it-it': 'Italiano',
  'tr-tr': 'Türkçe',
};

/** Traditional-Chinese reading views converted from zh-cn (OpenCC and the edition's terms) where no human translation exists. */
export const TRADITIONAL_VIEWS = ['zh-tw', 'zh-hk'] as const;
export type TraditionalView = (typeof TRADITIONAL_VIEWS)[number];

export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

export function isTraditionalView(value: unknown): value is TraditionalView {
  return typeof value === 'string' && (TRADITIONAL_VIEWS as readonly string[]).includes(value);
}

/** A publisher code as a BCP 47 tag ('zh-tw' → 'zh-TW'). */
export function languageTag(code: string): string {
  const [language = '', region] = code.split('-');
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

/** A BCP 47 tag or publisher code as the publisher's code ('zh-TW' → 'zh-tw'). */
export const languageCode = (tag: string): string => tag.trim().toLowerCase().replace('_', '-');

/**
 * The edition's content languages from its stored list (editions.content_langs, source first),
 * known codes only, each once; '' (or nothing known) is the edition's default language alone.
 */
export function editionContentLanguages(stored: string, defaultLang: string): ContentLanguage[] {
  const listed = stored.split(',').map(languageCode).filter(isContentLanguage);
  const unique = [...new Set(listed)];
  if (unique.length > 0) return unique;
  const fallback = languageCode(defaultLang);
  return [isContentLanguage(fallback) ? fallback : 'zh-cn'];
}

/** What a reader in `asked` reads of an edition: its code if the edition has it, else the source. */
export interface ContentChoice {
  /** The language asked ('' when the reader asked for none the wiki knows). */
  asked: string;
  /** The edition's source language. */
  source: ContentLanguage;
  /** The language whose translation is wanted: asked when the edition has it (or its traditional view), else the source. */
  wanted: string;
}

export function chooseContent(languages: readonly ContentLanguage[], asked: string | undefined): ContentChoice {
  const source = languages[0] ?? 'zh-cn';
  const code = asked ? languageCode(asked) : '';
  const has = (language: string) => (languages as readonly string[]).includes(language);
  // zh-hk reads the zh-tw translation, or the Hong Kong conversion, where the edition has zh-tw.
  const offered = has(code) || (code === 'zh-hk' && has('zh-tw'));
  return { asked: code, source, wanted: offered ? code : source };
}

/** Which text a page shows, for the reader's notices and the API's langs (server/domains/translations/localize.ts). */
export interface PageLanguage {
  /** The language asked, as the publisher spells it ('' when none the wiki knows). */
  asked: string;
  /** The edition's source language. */
  source: string;
  /** The language of the text shown. */
  shown: string;
  /**
   * 'source': the page in its source language, as asked; 'translation': a human translation;
   * 'converted': the traditional-Chinese view converted from the source; 'fallback': the asked
   * language has no translation of this page, so the source is shown.
   */
  kind: 'source' | 'translation' | 'converted' | 'fallback';
  /** Module ids shown in the source language because the translation has none of them. */
  untranslated: string[];
  /** Parts (module ids; '' for the page's name and description) the source changed since they were translated. */
  outdated: string[];
  /** The languages the page can be read in: the source, each human translation, and the traditional view where the edition offers it. */
  langs: string[];
}
