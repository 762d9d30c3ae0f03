import { performance } from 'node:perf_hooks';
import { READER_HEADERS } from '../load/protocol.ts';

/** Time between two polls of a page. */
const POLL_MS = 50;

/** Reads the page as an anonymous reader of that layout would (on the main thread's own connections, not the readers'). */
async function shows(url: string, layout: keyof typeof READER_HEADERS, text: string): Promise<boolean> {
  try {
    const response = await fetch(url, { headers: READER_HEADERS[layout], signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    return response.status === 200 && body.includes(text);
  } catch {
    return false;
  }
}

/**
 * Polls the page at each target (an origin or Varnish), in both layouts, until every one shows
 * the text: answers the milliseconds from `since` (performance.now()) until the last of them did,
 * or undefined when one did not within timeoutMs.
 */
export async function visibleAfter(targets: string[], path: string, text: string, since: number, timeoutMs: number): Promise<number | undefined> {
  const deadline = since + timeoutMs;
  const times = await Promise.all(
    targets.flatMap((target) =>
      (['phone', 'desktop'] as const).map(async (layout) => {
        for (;;) {
          if (await shows(`${target}${path}`, layout, text)) return performance.now() - since;
          if (performance.now() >= deadline) return undefined;
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      }),
    ),
  );
  return times.some((time) => time === undefined) ? undefined : Math.max(...(times as number[]));
}
