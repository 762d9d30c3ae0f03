import { CONTENT_LANGUAGES, languageTag } from './content-language.ts';

/**
 * The reader's language: the languages the wiki speaks, the cookie that remembers a reader's
 * choice, and the rule that picks one. Read by the root loader (app/root.tsx), the page loaders'
 * titles and the page cache's key (server/page-cache/cache-key.ts): all must agree.
 *
 * A reader asks for a reader language: any content language an edition may be written in
 * (shared/content-language.ts, as a BCP 47 tag) or zh-HK. The interface speaks zh-CN and en-US
 * (`Language`); every other reader language reads the interface in one of them (uiLanguage).
 */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

export const READER_LANGUAGES: readonly string[] = [...CONTENT_LANGUAGES.map(languageTag), 'zh-HK'];
export type ReaderLanguage = string;

export function isReaderLanguage(value: unknown): value is ReaderLanguage {
  return typeof value === 'string' && READER_LANGUAGES.includes(value);
}

/** The interface language of a reader language: Chinese ones read zh-CN, every other one en-US. */
export function uiLanguage(reader: ReaderLanguage): Language {
  return reader.startsWith('zh-') ? 'zh-CN' : 'en-US';
}

/** The query value that picks a language for one page (and is then remembered in the cookie). */
export const LANGUAGE_QUERY = 'lang';
/** The cookie that remembers the reader's choice: not HttpOnly (the page writes it), a year long. */
export const LANGUAGE_COOKIE = 'almanac_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the cookie header remembers; undefined when none (or no language we speak). */
export function languageFromCookies(cookieHeader: string | null | undefined): ReaderLanguage | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (isReaderLanguage(value)) return value;
  }
  return undefined;
}

/** The cookie's text for document.cookie (or Set-Cookie): Path=/, a year, SameSite=Lax, Secure on https. */
export function languageCookie(language: ReaderLanguage, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Who decides: an explicit ?lang, else the reader's cookie, else the edition's default, else zh-CN. */
export function chooseLanguage(input: {
  query: string | null | undefined;
  cookie: ReaderLanguage | undefined;
  editionDefault: string | undefined;
}): ReaderLanguage {
  if (isReaderLanguage(input.query)) return input.query;
  if (input.cookie) return input.cookie;
  return isReaderLanguage(input.editionDefault) ? input.editionDefault : 'zh-CN';
}

/** The reader language of a page request (its URL and Cookie header) in an edition of this default. */
export function languageOfRequest(request: { url: string; headers: { get(name: string): string | null } }, editionDefault: string | undefined): ReaderLanguage {
  const query = new URL(request.url, 'http://localhost').searchParams.get(LANGUAGE_QUERY);
  return chooseLanguage({ query, cookie: languageFromCookies(request.headers.get('cookie')), editionDefault });
}
