/** What a page's Cache-Control lets the page cache do. */
export interface SharedCachePolicy {
  /** Seconds a stored copy is fresh (s-maxage). */
  sMaxAge: number;
  /** Seconds past that a stale copy may still be served while one render refreshes it. */
  staleWhileRevalidate: number;
}

/**
 * The shared-cache policy of a Cache-Control header: only `public` with an `s-maxage` above 0
 * and none of private, no-store or no-cache counts (a page opts in; anything else is not kept).
 */
export function sharedCachePolicy(header: string | null): SharedCachePolicy | undefined {
  if (!header) return undefined;
  let isPublic = false;
  let sMaxAge = 0;
  let staleWhileRevalidate = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', value] = part.trim().split('=', 2);
    if (name === 'private' || name === 'no-store' || name === 'no-cache') return undefined;
    if (name === 'public') isPublic = true;
    else if (name === 's-maxage') sMaxAge = seconds(value);
    else if (name === 'stale-while-revalidate') staleWhileRevalidate = seconds(value);
  }
  return isPublic && sMaxAge > 0 ? { sMaxAge, staleWhileRevalidate } : undefined;
}

function seconds(value: string | undefined): number {
  const number = Number(value?.replace(/^"|"$/g, ''));
  return Number.isSafeInteger(number) && number > 0 ? number : 0;
}

/** What every page a signed-in reader (or a login-required edition) gets: no shared cache keeps it. */
export const PRIVATE_PAGE = 'private, no-store';
