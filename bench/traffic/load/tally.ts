/**
 * What the readers of a phase got, counted without keeping a record per request: statuses,
 * where the answer came from (Varnish's X-Cache, the origin's x-page-cache) and a latency
 * histogram (10 µs steps up to 100 ms, then 1 ms steps up to 60 s).
 */

const FINE_BUCKETS = 10_000; // 0–100 ms by 10 µs
const COARSE_BUCKETS = 59_900; // 100 ms–60 s by 1 ms
export const HISTOGRAM_BUCKETS = FINE_BUCKETS + COARSE_BUCKETS;

export function bucketOf(ms: number): number {
  if (ms < 100) return Math.max(0, Math.floor(ms * 100));
  return Math.min(HISTOGRAM_BUCKETS - 1, FINE_BUCKETS + Math.floor(ms - 100));
}

/** The upper edge of a bucket, in ms. */
function bucketMs(bucket: number): number {
  return bucket < FINE_BUCKETS ? (bucket + 1) / 100 : 100 + (bucket - FINE_BUCKETS + 1);
}

/** The origin's x-page-cache values counted (others, and none, as 'other'). */
export const PAGE_CACHE_STATES = ['hit', 'stale', 'miss', 'bypass', 'other'] as const;
export type PageCacheState = (typeof PAGE_CACHE_STATES)[number];

export interface Tally {
  /** Answers (any status) and connection errors. */
  requests: number;
  errors: number;
  ok: number;
  /** 503: refused by the overload guard. */
  refused: number;
  /** Other 5xx. */
  serverErrors: number;
  /** 3xx and 4xx. */
  otherStatus: number;
  /** Of the answers below 400: answered by Varnish from its cache (X-Cache: HIT), and fetched by it from the origin (MISS). */
  varnishHit: number;
  varnishMiss: number;
  /** Answers below 400 that came from the origin (no X-Cache, or MISS), by their x-page-cache. */
  origin: Record<PageCacheState, number>;
  /** Answers but refusals (503) by latency bucket. */
  histogram: Uint32Array;
}

export function emptyTally(): Tally {
  return {
    requests: 0,
    errors: 0,
    ok: 0,
    refused: 0,
    serverErrors: 0,
    otherStatus: 0,
    varnishHit: 0,
    varnishMiss: 0,
    origin: { hit: 0, stale: 0, miss: 0, bypass: 0, other: 0 },
    histogram: new Uint32Array(HISTOGRAM_BUCKETS),
  };
}

export function addTally(into: Tally, from: Tally): void {
  into.requests += from.requests;
  into.errors += from.errors;
  into.ok += from.ok;
  into.refused += from.refused;
  into.serverErrors += from.serverErrors;
  into.otherStatus += from.otherStatus;
  into.varnishHit += from.varnishHit;
  into.varnishMiss += from.varnishMiss;
  for (const state of PAGE_CACHE_STATES) into.origin[state] += from.origin[state];
  for (let i = 0; i < HISTOGRAM_BUCKETS; i++) into.histogram[i]! += from.histogram[i]!;
}

/** The latency (ms, a bucket's upper edge) below which p % of the answers fall. */
export function percentileMs(tally: Tally, p: number): number {
  let total = 0;
  for (let i = 0; i < HISTOGRAM_BUCKETS; i++) total += tally.histogram[i]!;
  if (total === 0) return NaN;
  const rank = Math.ceil((p / 100) * total);
  let seen = 0;
  for (let i = 0; i < HISTOGRAM_BUCKETS; i++) {
    seen += tally.histogram[i]!;
    if (seen >= rank) return bucketMs(i);
  }
  return bucketMs(HISTOGRAM_BUCKETS - 1);
}

/** Reads that reached the origin. */
export function originReads(tally: Tally): number {
  return PAGE_CACHE_STATES.reduce((sum, state) => sum + tally.origin[state], 0);
}
