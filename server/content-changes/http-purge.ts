import { onLocalContentChange } from './content-changed.ts';
import { joinTags, type ContentTag } from './content-tags.ts';

/**
 * When the purges of a change are sent, in milliseconds after it is raised: once the write has
 * committed (a raise is heard before its commit), and again once every app process has surely
 * heard it (PostgreSQL's NOTIFY takes milliseconds; a process that had not would have answered
 * the shared cache's refetch with its stored page). A purge of a write that rolled back costs a
 * refetch, nothing more.
 */
const PURGE_DELAYS_MS = [250, 2_000];
const PURGE_TIMEOUT_MS = 2_000;

/**
 * Purges the HTTP caches in front (PURGE_URLS) by tag on every content change this process
 * writes: `PURGE /` with `xkey-purge: <tags>`, as the VCL in deploy/varnish/almanac.vcl takes
 * it (Varnish and varnish-modules' xkey). A CDN that purges by Surrogate-Key or Cache-Tag (Fastly,
 * Cloudflare) needs its own API call with the same tags: this is the hook to add it to. Answers
 * the function that stops it.
 */
export function purgeOnContentChange(urls: readonly string[], log: (message: string, error?: unknown) => void): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const purge = (tags: readonly ContentTag[]) =>
    Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetch(url, { method: 'PURGE', headers: { 'xkey-purge': joinTags(tags) }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
          await response.body?.cancel();
          if (!response.ok) log(`purge: ${url} answered ${response.status}`);
        } catch (error) {
          log(`purge: ${url} could not be reached`, error);
        }
      }),
    );
  const stop = onLocalContentChange((tags) => {
    for (const delay of PURGE_DELAYS_MS) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void purge(tags);
      }, delay);
      timers.add(timer);
    }
  });
  return () => {
    stop();
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
}
