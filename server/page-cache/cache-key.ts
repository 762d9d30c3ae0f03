import { layoutFromUserAgent } from '../../shared/layout.ts';
import { LANGUAGE_QUERY, isReaderLanguage, languageFromCookies } from '../../shared/language.ts';
import { isInApp } from '../../shared/in-app.ts';

/** What a page render reads from its request, besides the database. */
export interface PageRequest {
  /** The request's origin (scheme and host): pages print absolute links (og:image). */
  origin: string;
  /** Path and query, as sent: the query picks the language (lang), layout (visit_device) and more. */
  url: string;
  userAgent: string | undefined;
  /** The Cookie header: the language cookie (almanac_lang) picks the language when the query does not. */
  cookie: string | undefined;
}

/** Does the query pick the language (?lang= one we speak)? Then the language cookie is not read. */
export function languageInQuery(url: string): boolean {
  const at = url.indexOf('?');
  return at >= 0 && isReaderLanguage(new URLSearchParams(url.slice(at + 1)).get(LANGUAGE_QUERY));
}

/**
 * The key of a stored page: exactly the inputs of the render (app/root.tsx's loader and the page
 * loaders). The origin; the URL, path and query as sent (lang, visit_device, mihoyo_app,
 * _routes of a .data request, the page's own parameters); the language the cookie remembers
 * (shared/language.ts: ?lang > cookie > the edition's default, which is data under the cache's
 * version), unless the query picks one; the layout the server guesses from the User-Agent
 * (shared/layout.ts); whether the User-Agent is the companion app's (shared/in-app.ts). No
 * other cookie is read by a render but the session's, and a request with the session cookie
 * never reaches the cache: if a render ever reads another request input, it must be added here.
 */
export function pageCacheKey(request: PageRequest): string {
  const userAgent = request.userAgent ?? '';
  const layout = layoutFromUserAgent(userAgent);
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const inApp = isInApp(userAgent, search) ? 'app' : 'web';
  const language = languageInQuery(request.url) ? 'query' : (languageFromCookies(request.cookie) ?? 'default');
  return `${layout} ${inApp} ${language} ${request.origin}${request.url}`;
}

/**
 * The Vary of a page: Accept-Encoding always (stored pages are sent br, gzip or plain); Cookie
 * too unless the query picks the language, so a shared cache never hands a page of one reader's
 * language cookie to another (a CDN or proxy that keys the cookie itself, as the README's nginx
 * example does, may ignore it).
 */
export function pageVary(url: string): string {
  return languageInQuery(url) ? 'Accept-Encoding' : 'Accept-Encoding, Cookie';
}
