import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../api/session-cookie.ts';
import type { OverloadExempt } from '../overload/exempt.ts';
import { pageCacheKey } from '../page-cache/cache-key.ts';
import type { PageCache } from '../page-cache/page-cache.ts';
import { requestOrigin } from '../security/request-origin.ts';

/**
 * The page route's overload exemption: an anonymous reader's GET or HEAD whose page is stored
 * (fresh, or stale: the stored one is sent while it is refreshed) is answered under overload. One
 * that would wait for a render under way is not exempt: if that page may not be kept, the waiter
 * renders it again for itself. Most hits
 * never get here (server/ssr/cached-hit.ts); these are the others (HEAD, a first hit of a variant,
 * forwarded headers). The session cookie is looked for in the raw header, as cached-hit.ts does:
 * the guard runs before the cookies are parsed.
 */
export function storedPageExempt(cache: PageCache): OverloadExempt {
  return (request: FastifyRequest) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const { cookie } = request.headers;
    if (cookie?.includes(SESSION_COOKIE)) return false;
    const key = pageCacheKey({ origin: requestOrigin(request), url: request.url, userAgent: request.headers['user-agent'], cookie });
    const found = cache.lookup(key);
    return found !== undefined && found.state !== 'outdated';
  };
}
