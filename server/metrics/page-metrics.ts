import { Counter, Gauge, Histogram } from 'prom-client';
import { registry } from './registry.ts';

const renders = new Histogram({
  name: 'almanac_page_render_seconds',
  help: "Server renders of pages (not the page cache hits): for_cache, the whole page of an anonymous reader; personal, until the head of a signed-in reader's streamed page",
  labelNames: ['kind'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export type RenderKind = 'for_cache' | 'personal';

/** Starts timing a render; the function it gives records it. */
export function timeRender(kind: RenderKind): () => void {
  return renders.startTimer({ kind });
}

const lookups = new Counter({
  name: 'almanac_page_cache_requests_total',
  help: 'Page requests by what the page cache did: hit (fresh), stale (served stale, refreshed in the background), miss (rendered), bypass (signed in, or no cache); where: early (before Fastify) or route',
  labelNames: ['result', 'where'],
  registers: [registry],
});

export type CacheResult = 'hit' | 'stale' | 'outdated' | 'miss' | 'bypass';

export function countPageCache(result: CacheResult, where: 'early' | 'route'): void {
  lookups.inc({ result, where });
}

let cacheStats: (() => { pages: number; bytes: number }) | undefined;

new Gauge({
  name: 'almanac_page_cache_size',
  help: 'Pages the page cache holds (what=pages) and their bytes (what=bytes)',
  labelNames: ['what'],
  registers: [registry],
  collect() {
    if (!cacheStats) return;
    const { pages, bytes } = cacheStats();
    this.set({ what: 'pages' }, pages);
    this.set({ what: 'bytes' }, bytes);
  },
});

/** The page cache whose size the scrapes read (the last one made in this process). */
export function watchPageCache(stats: () => { pages: number; bytes: number }): void {
  cacheStats = stats;
}
