import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ContentTag } from '../content-changes/content-tags.ts';
import type { Encoding } from './encoding.ts';
import type { AppLoadContext } from 'react-router';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality of stored pages: 5 packs a 285 KB entry page about as small as 11 at a fraction of the time (README). */
export const BROTLI_QUALITY = 5;
export const GZIP_LEVEL = 6;

/** A rendered page, all of its body read. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer;
  /**
   * The load context the render's loaders used (its edition already looked up): mayStore asks
   * it; its cspNonce marked the app's own inline scripts (inline-scripts.ts).
   */
  context?: AppLoadContext | undefined;
  /** The 'sha256-…' sources of the app's own inline scripts, once recognised (withOwnScripts); none until then. */
  scriptHashes?: readonly string[] | undefined;
}

/** One encoding of a stored page: its bytes and every header it is sent with. */
export interface StoredVariant {
  body: Buffer;
  headers: Record<string, string>;
  /**
   * Every header of a hit on it, as the page route sent them the first time (its own, the
   * security headers, Vary, Content-Length): the early answer (server/ssr/cached-hit.ts) sends
   * these, so it serves a variant only once the route has.
   */
  hit?: HitHeaders;
}

/** The headers of a 200 and of a 304 (no Content-Length) of a stored variant, ready for writeHead. */
export interface HitHeaders {
  ok: Record<string, string | string[]>;
  notModified: Record<string, string | string[]>;
}

/** A page kept by the cache: made once, sent as is to every anonymous reader of its key. */
export interface StoredPage {
  variants: Record<Encoding, StoredVariant>;
  /** What it shows (server/content-changes/content-tags.ts): a change to one of them makes it stale. */
  tags: readonly ContentTag[];
  /** Date.now() when its render began: a change heard since makes it stale (server/content-changes/tag-clock.ts). */
  renderedAt: number;
  /** Date.now() when it was stored, and when what it shows changes by itself (a pool starts or ends; else a day later). */
  storedAt: number;
  expiresAt: number;
  bytes: number;
}

/**
 * The plain variant of a stored page, made from its gzip bytes each time a reader asks for it
 * (rare: nearly every client accepts gzip or brotli) and never kept: the plain page is most of
 * a stored page's bytes (an entry page: 285 KB plain, 15 KB brotli), so memory and the shared
 * store hold several times more pages without it.
 */
export function plainVariant(headers: Record<string, string>, gzipped: Buffer): StoredVariant {
  return {
    headers,
    get body() {
      return zlib.gunzipSync(gzipped);
    },
  };
}

/** How long a stored page is kept at most without a change (a bound, not its freshness: changes make it stale). */
export const STORED_PAGE_MAX_AGE_MS = 24 * 3_600_000;

/**
 * How long a shared HTTP cache in front (Varnish, a CDN) keeps a page it was sent, by
 * Surrogate-Control: a day, purged by tag on every change (server/content-changes/http-purge.ts);
 * a page that changes by itself at a known moment, until then and at most a minute (the moment
 * is fixed when the page is stored, the shared cache may fetch it later).
 */
function surrogateMaxAge(expiresAt: number, now: number): number {
  if (!Number.isFinite(expiresAt)) return STORED_PAGE_MAX_AGE_MS / 1000;
  return Math.max(1, Math.min(60, Math.floor((expiresAt - now) / 1000)));
}

/** Headers of a rendered page that are not kept: the cache sets its own, and Node sets the rest. */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'etag',
  'date',
  'connection',
  'transfer-encoding',
  'set-cookie',
  'content-security-policy',
  'vary',
  'x-page-cache',
]);

/**
 * Stores a rendered page: brotli and gzip made once, now, beside the plain bytes; a strong
 * ETag per encoding (the bytes differ); the Content-Security-Policy made for its content.
 */
export async function storePage(
  page: RenderedPage,
  options: { tags: readonly ContentTag[]; renderedAt: number; expiresAt: number; csp: string; now: number },
): Promise<StoredPage> {
  const [br, gz] = await Promise.all([
    brotli(page.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
    gzip(page.body, { level: GZIP_LEVEL }),
  ]);
  const tag = createHash('sha256').update(page.body).digest('base64url').slice(0, 27);
  const common: Record<string, string> = {};
  for (const [name, value] of page.headers) if (!NOT_KEPT.has(name)) common[name] = value;
  common['content-security-policy'] = options.csp;
  common.vary = 'Accept-Encoding';
  // For a shared cache in front: how long to keep it, and the tags it is purged by (Varnish xkey; Fastly; Cloudflare).
  common['surrogate-control'] = `max-age=${surrogateMaxAge(options.expiresAt, options.now)}`;
  const tags = options.tags.join(' ');
  common.xkey = tags;
  common['surrogate-key'] = tags;
  common['cache-tag'] = options.tags.join(',');
  const variant = (body: Buffer, encoding: Encoding, suffix: string): StoredVariant => ({
    body,
    headers: { ...common, etag: `"${tag}${suffix}"`, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }) },
  });
  const variants = { identity: plainVariant(variant(page.body, 'identity', '').headers, gz), br: variant(br, 'br', '-br'), gzip: variant(gz, 'gzip', '-gz') };
  const headerBytes = JSON.stringify(common).length * 3;
  return {
    variants,
    tags: options.tags,
    renderedAt: options.renderedAt,
    storedAt: options.now,
    expiresAt: Math.min(options.expiresAt, options.now + STORED_PAGE_MAX_AGE_MS),
    bytes: br.length + gz.length + headerBytes,
  };
}

/** Does an If-None-Match header name this ETag (weak comparison, RFC 9110 §13.1.2)? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
