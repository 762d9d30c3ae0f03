import { LOOPBACK } from './server.ts';

/** What a desktop browser sends: the server compresses and renders exactly as for a visitor. */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  'accept-encoding': 'gzip, br',
  'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8',
};

export const ACCEPT_HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
export const ACCEPT_JSON = 'application/json, text/plain, */*';

/** A page or file answered something other than 200: the benchmark exits non-zero. */
export class BadStatusError extends Error {}

/** Throws unless the URL points at the loopback address: the benchmark never sends traffic elsewhere. */
export function assertLoopback(url: string): void {
  if (new URL(url).hostname !== LOOPBACK) throw new Error(`refusing to send traffic off ${LOOPBACK}: ${url}`);
}

/** Tries of a request the server answers 503 (overloaded: the benchmark's setup waits it out). */
const TRIES_ON_503 = 20;

/** Waits what a 503's Retry-After asks (seconds), at most 2 s, at least 100 ms. */
export function waitRetryAfter(retryAfter: string | null | undefined): Promise<void> {
  const seconds = Number(retryAfter);
  const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(2, seconds) * 1000 : 500;
  return new Promise((resolve) => setTimeout(resolve, Math.max(100, wait)));
}

/** GET with browser headers; the body (decompressed by fetch) if the answer is 200, else BadStatusError. A 503 is tried again. */
export async function get(url: string, accept: string): Promise<Buffer> {
  assertLoopback(url);
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, {
      headers: { ...BROWSER_HEADERS, accept },
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status === 503 && attempt < TRIES_ON_503) {
      await waitRetryAfter(response.headers.get('retry-after'));
      continue;
    }
    if (response.status !== 200) throw new BadStatusError(`GET ${new URL(url).pathname}${new URL(url).search} answered ${response.status}`);
    return body;
  }
}
