import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { createRequestHandler, isRouteErrorResponse, type AppLoadContext, type HandleErrorFunction, type ServerBuild } from 'react-router';
import { readSessionToken } from '../api/session-cookie.ts';
import { lacksDatabase } from '../faults/database-unavailable.ts';
import { sendDatabaseUnavailablePage } from '../faults/database-unavailable-page.ts';
import type { EarlyAnswers } from '../early-answers.ts';
import { PRIVATE_PAGE } from '../page-cache/cache-control.ts';
import { pageCacheKey, pageVary } from '../page-cache/cache-key.ts';
import { chooseEncoding } from '../page-cache/encoding.ts';
import type { PageCache } from '../page-cache/page-cache.ts';
import { matchesEtag, type HitHeaders, type RenderedPage, type StoredPage } from '../page-cache/stored-page.ts';
import { requestOrigin } from '../security/request-origin.ts';
import { countPageCache, timeRender } from '../metrics/page-metrics.ts';
import { cachedHitAnswer, STALE_HEADERS } from './cached-hit.ts';
import { storedPageExempt } from './stored-page-exempt.ts';

export interface PageOptions {
  /** What loaders get; forCache: the page is rendered for every anonymous reader (no nonce, the whole page at once; no request when a changed page is re-rendered). */
  getLoadContext(request: FastifyRequest | undefined, forCache: boolean): AppLoadContext;
  /** The page cache of anonymous readers (server/page-cache/); without it every page is rendered per request. */
  cache?: PageCache | undefined;
  /** Route options: the pages' own headers (the Content-Security-Policy with a nonce). */
  routeOptions?: Pick<RouteOptions, 'helmet'>;
  /** Where the cache's hits are answered before Fastify (cached-hit.ts); without it the route answers them. */
  early?: { answers: EarlyAnswers; trustsProxies: boolean } | undefined;
}

/**
 * Serves every page through React Router's request handler (server rendering, data requests).
 * An anonymous reader's GET goes through the page cache: a stored page is sent as stored (its
 * encoding, ETag/304, its CSP by script hashes); otherwise the page is rendered whole without a
 * nonce, stored when it opts in (Cache-Control public, s-maxage) and sent. A signed-in reader's
 * page, and every other method, is rendered for that request only (`private, no-store` when
 * signed in), and its render stops when the client goes away. `x-page-cache` says which path
 * served it: hit, miss (rendered and stored) or bypass.
 */
export async function registerPages(app: FastifyInstance, serverBuild: string | (() => Promise<ServerBuild>), options: PageOptions) {
  const failedOnDatabase = new WeakSet<object>();
  // A file: the production build, loaded once. A function: the dev server's build (server/dev/), loaded again per request.
  const handle =
    typeof serverBuild === 'string'
      ? createRequestHandler(notingDatabaseFaults((await import(pathToFileURL(serverBuild).href)) as ServerBuild, failedOnDatabase), 'production')
      : createRequestHandler(async () => notingDatabaseFaults(await serverBuild(), failedOnDatabase), 'development');
  const { cache, getLoadContext, early } = options;
  if (cache && early) early.answers.answerWith(cachedHitAnswer(cache, early.trustsProxies));

  // A render for the cache reads the request's URL and headers only (cache-key.ts): kept, they re-render the page after a change.
  const renderForCache = async (request: Request): Promise<RenderedPage> => {
    const context = getLoadContext(undefined, true);
    const rendered = timeRender('for_cache');
    const response = await handle(request.clone(), context);
    const body = Buffer.from(await response.arrayBuffer());
    rendered();
    return { status: response.status, headers: response.headers, body, context };
  };

  app.route({
    ...options.routeOptions,
    method: ['GET', 'HEAD'],
    url: '*',
    // A stored page answers under overload; a render waits for its turn (server/overload/).
    config: { overloadExempt: cache ? storedPageExempt(cache) : false },
    handler: async (request, reply) => {
      const signedIn = readSessionToken(request) !== undefined;
      if (!cache || signedIn) {
        countPageCache('bypass', 'route');
        const context = getLoadContext(request, false);
        const rendered = timeRender('personal');
        const response = await handle(toWebRequest(request, reply), context);
        rendered();
        if (failedOnDatabase.has(context)) {
          await response.body?.cancel();
          return sendDatabaseUnavailablePage(request, reply);
        }
        if (signedIn) response.headers.set('cache-control', PRIVATE_PAGE);
        response.headers.set('vary', pageVary(request.url));
        reply.header('x-page-cache', 'bypass');
        return sendWebResponse(reply, response);
      }
      const key = pageCacheKey({ origin: requestOrigin(request), url: request.url, userAgent: request.headers['user-agent'], cookie: request.headers.cookie });
      const pathname = request.url.split('?', 1)[0] ?? '/';
      const replay = toWebRequest(request, undefined);
      const render = () => renderForCache(replay);
      const found = cache.lookup(key) ?? (await cache.lookupShared(key, pathname, render));
      countPageCache(found ? (found.state === 'current' ? 'hit' : found.state) : 'miss', 'route');
      if (found && found.state !== 'outdated') {
        if (found.state === 'stale') cache.refresh(key, pathname, render);
        return sendStored(request, reply, found.page, found.state === 'stale' ? 'stale' : 'hit');
      }
      const filled = await cache.fill(key, pathname, render);
      if (filled.page) return sendStored(request, reply, filled.page, 'miss');
      if (filled.rendered.context && failedOnDatabase.has(filled.rendered.context)) return sendDatabaseUnavailablePage(request, reply);
      return sendRendered(reply, filled.rendered, cache.contentSecurityPolicyOf(filled.rendered));
    },
  });

  // The pages' server actions (a route's `action`, posted as JSON by useRouteAction): never stored,
  // personal to the request. The request guards (server/security/request-guards.ts) have already
  // refused another site's POST and any body that is not JSON, as they do for the API.
  app.route({
    method: 'POST',
    url: '*',
    handler: async (request, reply) => {
      countPageCache('bypass', 'route');
      const context = getLoadContext(request, false);
      const response = await handle(toWebRequest(request, reply, request.body === undefined ? undefined : JSON.stringify(request.body)), context);
      response.headers.set('cache-control', PRIVATE_PAGE);
      reply.header('x-page-cache', 'bypass');
      return sendWebResponse(reply, response);
    },
  });
}

/**
 * The build with its entry's handleError watching for loaders that failed because the database
 * cannot be reached: their render's load context is noted, and the page is answered 503 with
 * Retry-After (a React Router render answers any loader's error with 500 and its error page).
 * Those are not logged as bugs (the pool logs the outage once); every other error is, as React
 * Router's own default does, or by the entry's handleError if it has one.
 */
function notingDatabaseFaults(build: ServerBuild, failedOnDatabase: WeakSet<object>): ServerBuild {
  const own = build.entry.module.handleError;
  const handleError: HandleErrorFunction = (error, args) => {
    const cause = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
    if (lacksDatabase(cause) && typeof args.context === 'object' && args.context !== null) {
      failedOnDatabase.add(args.context);
      return;
    }
    if (own) return own(error, args);
    if (!args.request.signal.aborted) console.error(cause);
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
}

function sendStored(request: FastifyRequest, reply: FastifyReply, page: StoredPage, state: 'hit' | 'miss' | 'stale') {
  const variant = page.variants[chooseEncoding(request.headers['accept-encoding'])];
  reply.headers(variant.headers);
  if (state === 'stale') {
    // Being re-rendered: a shared cache in front keeps this copy a second, untagged, then asks again.
    reply.headers(STALE_HEADERS);
    reply.header('vary', pageVary(request.url));
    reply.header('x-page-cache', 'stale');
    if (matchesEtag(request.headers['if-none-match'], variant.headers.etag!)) return reply.code(304).send();
    return reply.send(variant.body);
  }
  // The page's language may come from the cookie: shared caches must tell readers apart by it.
  reply.header('vary', pageVary(request.url));
  reply.header('x-page-cache', state);
  // Every request of this page's key gets these same headers (the key holds the scheme, the URL):
  // kept for the early answer of the next hits.
  variant.hit ??= hitHeaders(reply.getHeaders(), variant.body.length);
  if (matchesEtag(request.headers['if-none-match'], variant.headers.etag!)) return reply.code(304).send();
  return reply.send(variant.body);
}

/** The headers of a hit, from those the route set: as Fastify sends them (a 304 without Content-Length). */
function hitHeaders(set: ReturnType<FastifyReply['getHeaders']>, length: number): HitHeaders {
  const notModified: HitHeaders['notModified'] = {};
  for (const [name, value] of Object.entries(set)) {
    if (value !== undefined && name !== 'content-length') notModified[name] = typeof value === 'number' ? String(value) : value;
  }
  notModified['x-page-cache'] = 'hit';
  return { notModified, ok: { ...notModified, 'content-length': String(length) } };
}

/** A page rendered for the cache that may not be kept: sent to this reader only, with the CSP of its own scripts. */
function sendRendered(reply: FastifyReply, page: RenderedPage, contentSecurityPolicy: string) {
  copyHeaders(reply, page.status, page.headers);
  reply.header('vary', pageVary(reply.request.url));
  reply.header('content-security-policy', contentSecurityPolicy);
  reply.header('x-page-cache', 'bypass');
  return reply.send(page.body);
}

/**
 * The Web request of a page; with a reply, aborted when the client goes away (the render stops).
 * Without one it is a render for the cache: a GET (a HEAD's page is stored for the GETs too),
 * finished even if its reader leaves.
 */
function toWebRequest(request: FastifyRequest, reply: FastifyReply | undefined, body?: string): Request {
  const origin = requestOrigin(request);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  let signal: AbortSignal | undefined;
  if (reply) {
    const controller = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    signal = controller.signal;
  }
  // A POST's JSON body, already parsed by Fastify, travels on as text (its length is the new text's).
  if (body !== undefined) {
    headers.delete('content-length');
    headers.delete('transfer-encoding');
  }
  return new Request(new URL(request.url, origin), {
    method: reply ? request.method : 'GET',
    headers,
    ...(signal ? { signal } : {}),
    ...(body !== undefined ? { body } : {}),
  });
}

function copyHeaders(reply: FastifyReply, status: number, headers: Headers) {
  reply.status(status);
  for (const [name, value] of headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  copyHeaders(reply, response.status, response.headers);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
