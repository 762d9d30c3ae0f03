import { layoutFromUserAgent } from '../../shared/layout.ts';
import { isInApp } from '../../app/lib/app-bridge.ts';

/** What a page render reads from its request, besides the database. */
export interface PageRequest {
  /** The request's origin (scheme and host): pages print absolute links (og:image). */
  origin: string;
  /** Path and query, as sent: the query picks the language (lang), layout (visit_device) and more. */
  url: string;
  userAgent: string | undefined;
}

/**
 * The key of a stored page: exactly the inputs of the render (app/root.tsx's loader and the page
 * loaders). The origin; the URL, path and query as sent (lang, visit_device, mihoyo_app,
 * _routes of a .data request, the page's own parameters); the layout the server guesses from
 * the User-Agent (shared/layout.ts); whether the User-Agent is the companion app's
 * (app/lib/app-bridge.ts). The language comes from the `lang` query or the edition's default
 * (data, under the cache's version). No cookie but the session's is read by a render, and a
 * request with the session cookie never reaches the cache: if a render ever reads another
 * request input (a language cookie), it must be added here.
 */
export function pageCacheKey(request: PageRequest): string {
  const userAgent = request.userAgent ?? '';
  const layout = layoutFromUserAgent(userAgent);
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const inApp = isInApp(userAgent, search) ? 'app' : 'web';
  return `${layout} ${inApp} ${request.origin}${request.url}`;
}
