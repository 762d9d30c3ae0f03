import type { TLSSocket } from 'node:tls';
import { SESSION_COOKIE } from '../api/session-cookie.ts';
import type { EarlyAnswer } from '../early-answers.ts';
import { pageCacheKey } from '../page-cache/cache-key.ts';
import { chooseEncoding } from '../page-cache/encoding.ts';
import type { PageCache } from '../page-cache/page-cache.ts';
import { matchesEtag } from '../page-cache/stored-page.ts';
import { countPageCache } from '../metrics/page-metrics.ts';

/**
 * The headers that replace a stored page's own when it is sent stale (while it is re-rendered):
 * a shared cache in front keeps it a second, not by Surrogate-Control, under no tag.
 */
export const STALE_HEADERS: Record<string, string> = {
  'cache-control': 'public, max-age=0, s-maxage=1',
  'surrogate-control': 'max-age=1',
  xkey: '',
  'surrogate-key': '',
  'cache-tag': '',
  'x-page-cache': 'stale',
};

/**
 * The page cache's hits, answered before Fastify (server/early-answers.ts): a stored page of an
 * anonymous reader's GET, fresh or stale with its refresh under way, sent with the headers the
 * page route sent it with the first time (StoredVariant.hit), ETag/304 included. Everything else
 * goes on to the page route, which decides as before: HEAD, a stale page not yet being refreshed
 * (the route starts that), a variant not yet sent there, any Cookie header naming the session
 * cookie (a false alarm only costs the route), and, when TRUST_PROXY is on, requests with
 * X-Forwarded-Proto or -Host (the origin in the key then depends on Fastify's trust rules). A hit
 * is neither logged nor refused under overload: it costs less than either.
 */ export function cachedHitAnswer(cache: PageCache, trustsProxies: boolean): EarlyAnswer {
  return (request, response) => {
    if (request.method !== 'GET') return false;
    const { headers } = request;
    const cookie = headers.cookie;
    if (cookie !== undefined && cookie.includes(SESSION_COOKIE)) return false;
    if (trustsProxies && (headers['x-forwarded-proto'] !== undefined || headers['x-forwarded-host'] !== undefined)) return false;
    // requestOrigin() as Fastify computes it without forwarded headers: the socket's scheme, the Host header.
    const origin = `${(request.socket as TLSSocket).encrypted ? 'https' : 'http'}://${headers.host ?? ''}`;
    const key = pageCacheKey({ origin, url: request.url ?? '/', userAgent: headers['user-agent'], cookie });
    const found = cache.lookup(key);
    // A stale page once its refresh is under way: the request that found it stale started that on the route.
    if (!found || found.state === 'outdated' || (found.state === 'stale' && !cache.rendering(key))) return false;
    const variant = found.page.variants[chooseEncoding(headers['accept-encoding'])];
    if (!variant.hit) return false;
    const stale = found.state === 'stale';
    countPageCache(stale ? 'stale' : 'hit', 'early');
    if (matchesEtag(headers['if-none-match'], variant.headers.etag!)) {
      response.writeHead(304, stale ? { ...variant.hit.notModified, ...STALE_HEADERS } : variant.hit.notModified).end();
    } else {
      response.writeHead(200, stale ? { ...variant.hit.ok, ...STALE_HEADERS } : variant.hit.ok).end(variant.body);
    }
    return true;
  };
}
