/** Prefetch waits this long after the page settles. */
export const PREFETCH_IDLE_MS = 2000;
/** At most this many likely next pages are prefetched per page. */
export const PREFETCH_MAX_PAGES = 6;

interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching is skipped offline, on 2g (and slow-2g) and with data-saver on. */
export function mayPrefetch(navigatorLike: { onLine?: boolean; connection?: ConnectionLike } | undefined): boolean {
  if (!navigatorLike) return false;
  if (navigatorLike.onLine === false) return false;
  const connection = navigatorLike.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /2g/.test(connection.effectiveType)) return false;
  return true;
}

/**
 * The likely next pages: distinct internal links of the main content under the edition's base
 * path, in document order, leaving out the current page.
 */
export function likelyNextPages(hrefs: string[], basePath: string, current: string, max = PREFETCH_MAX_PAGES): string[] {
  const pages: string[] = [];
  for (const href of hrefs) {
    if (!href.startsWith(basePath) || href.startsWith('//')) continue;
    const path = href.split('#')[0]!;
    if (path === current || pages.includes(path)) continue;
    pages.push(path);
    if (pages.length >= max) break;
  }
  return pages;
}

/** Runs `work` once the browser is idle, PREFETCH_IDLE_MS after now; answers a cancel. */
export function afterIdle(work: () => void, delayMs = PREFETCH_IDLE_MS): () => void {
  let idleHandle: number | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(() => work(), { timeout: delayMs });
    else work();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}
