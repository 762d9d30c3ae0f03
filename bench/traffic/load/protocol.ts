import type { Tally } from './tally.ts';

/** What a load thread is given when it starts. */
export interface ReaderSetup {
  /** Page paths, most popular first (picked by Zipf over this order). */
  paths: string[];
}

/** Main thread → load thread. */
export type ToReader =
  | { type: 'paths'; paths: string[] }
  /**
   * Read for durationMs over `connections` keep-alive connections, connection k to
   * targets[(offset + k) % targets.length]: pages by Zipf, or with `crawl` every page in both
   * layouts once at each target (this thread's share: every `of`-th from `index`), ending early
   * when done.
   */
  | {
      type: 'run';
      connections: number;
      offset: number;
      targets: Array<{ host: string; port: number }>;
      durationMs: number;
      crawl?: { index: number; of: number } | undefined;
    };

/** Load thread → main thread. */
export type FromReader = { type: 'ready' } | { type: 'done'; tally: Tally; seconds: number };

export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
export const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const ACCEPT_HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
export const ACCEPT_ENCODING = 'br, gzip';

/** A reader's request headers, one object per layout (never copied per request). */
export const READER_HEADERS = {
  phone: { 'user-agent': PHONE_UA, accept: ACCEPT_HTML, 'accept-encoding': ACCEPT_ENCODING },
  desktop: { 'user-agent': DESKTOP_UA, accept: ACCEPT_HTML, 'accept-encoding': ACCEPT_ENCODING },
} as const;
