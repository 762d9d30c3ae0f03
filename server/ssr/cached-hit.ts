import type { TLSSocket } from 'node:tls';
import { SESSION_COOKIE } from '../api/session-cookie.ts';
import type { EarlyAnswer } from '../early-answers.ts';
import { pageCacheKey } from '../page-cache/cache-key.ts';
import { chooseEncoding } from '../page-cache/encoding.ts';
import type { PageCache } from '../page-cache/page-cache.ts';
import { matchesEtag } from '../page-cache/stored-page.ts';
import { countPageCache } from '../metrics/page-metrics.ts';

/**
 * The page cache's hits, answered before Fastify (server/early-answers.ts): a stored page of an
 * anonymous reader's GET, fresh or stale with its refresh under way, sent with the headers the
 * page route sent it with the first time (StoredVariant.hit), ETag/304 included. Everything else
 * goes on to the page route, which decides as before: HEAD, a stale page not yet being refreshed
 * (the route starts that), a variant not yet sent there, any Cookie header naming the session
 * cookie (a false alarm only costs the route), and, when TRUST_PROXY is on, requests with
 * X-Forwarded-Proto or -Host (the origin in the key then depends on Fastify's trust rules). A hit
 * is neither logged nor refused under overload: it costs less than either.
 */export function cachedHitAnswer(cache: PageCache, trustsProxies: boolean): EarlyAnswer {
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
    if (!found || (found.stale && !cache.rendering(key))) return false;
    const variant = found.page.variants[chooseEncoding(headers['accept-encoding'])];
    if (!variant.hit) return false;
    countPageCache(found.stale ? 'stale' : 'hit', 'early');
    if (matchesEtag(headers['if-none-match'], variant.headers.etag!)) {
      response.writeHead(304, variant.hit.notModified).end();
    } else {
      response.writeHead(200, variant.hit.ok).end(variant.body);
    }
    return true;
  };
}
