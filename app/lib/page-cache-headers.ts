import type { HeadersFunction } from 'react-router';

/**
 * A page's opt-in to shared caches: the page cache of anonymous readers (server/page-cache/)
 * and a CDN or reverse proxy keep it for sMaxAge seconds, and may serve it staleWhileRevalidate
 * seconds longer while one render refreshes it; browsers revalidate every time (max-age=0).
 * Only for pages that show the same to every anonymous reader: the server makes any page of a
 * signed-in reader, of a login-required edition, not 200 or setting a cookie `private, no-store`.
 * Export it from a leaf route only: a route without headers() inherits its parent's.
 */
export function publicPage(sMaxAge: number, staleWhileRevalidate: number): HeadersFunction {
  const cacheControl = `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  return () => ({ 'Cache-Control': cacheControl });
}

/** Pages whose data changes only by edits (each edit invalidates the page cache): five minutes. */
export const EDITED_PAGE = publicPage(300, 600);

/** Pages that show time-based data (current pools, calendar): a minute. */
export const TIMED_PAGE = publicPage(60, 30);
