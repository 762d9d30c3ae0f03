/**
 * The reader's language: the languages the wiki speaks, the cookie that remembers a reader's
 * choice, and the rule that picks one. Read by the root loader (app/root.tsx), the page loaders'
 * titles and the page cache's key (server/page-cache/cache-key.ts): all must agree.
 */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The query value that picks a language for one page (and is then remembered in the cookie). */
export const LANGUAGE_QUERY = 'lang';
/** The cookie that remembers the reader's choice: not HttpOnly (the page writes it), a year long. */
export const LANGUAGE_COOKIE = 'almanac_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language the cookie header remembers; undefined when none (or no language we speak). */
export function languageFromCookies(cookieHeader: string | null | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    if (isLanguage(value)) return value;
  }
  return undefined;
}

/** The cookie's text for document.cookie (or Set-Cookie): Path=/, a year, SameSite=Lax, Secure on https. */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Who decides: an explicit ?lang, else the reader's cookie, else the edition's default, else zh-CN. */
export function chooseLanguage(input: { query: string | null | undefined; cookie: Language | undefined; editionDefault: string | undefined }): Language {
  if (isLanguage(input.query)) return input.query;
  if (input.cookie) return input.cookie;
  return isLanguage(input.editionDefault) ? input.editionDefault : 'zh-CN';
}

/** The language of a page request (its URL and Cookie header) in an edition of this default. */
export function languageOfRequest(request: { url: string; headers: { get(name: string): string | null } }, editionDefault: string | undefined): Language {
  const query = new URL(request.url, 'http://localhost').searchParams.get(LANGUAGE_QUERY);
  return chooseLanguage({ query, cookie: languageFromCookies(request.headers.get('cookie')), editionDefault });
}
