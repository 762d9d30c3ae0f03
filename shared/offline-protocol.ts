/**
 * What the page (app/lib/offline/), the service worker (app/service-worker/) and the server
 * agree on: where the worker and the offline page are, the names of the worker's caches, which
 * answers it may keep and the messages page and worker exchange. Neither window nor worker
 * globals here: it compiles for both.
 */

/** The worker's script, at the root so that its scope covers every edition. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Every cache of ours starts so; the worker deletes the ones of other versions when it takes over. */
export const CACHE_PREFIX = 'almanac-';

/**
 * The caches of one version of the worker (one deploy). Pages and the hashed assets their HTML
 * names live and go together, so a saved page never outlives the scripts and styles it needs; the
 * offline page is fetched anew for each version. Pictures are named by their content hash: they
 * outlive deploys, bounded by count and age.
 */
export function cacheNames(version: string) {
  return {
    pages: `${CACHE_PREFIX}pages-${version}`,
    assets: `${CACHE_PREFIX}assets-${version}`,
    offline: `${CACHE_PREFIX}offline-${version}`,
    images: `${CACHE_PREFIX}images-1`,
  };
}

/** The caches signing out empties: what the reader read (pages and their data) and the pictures they saw. */
export const READING_CACHES = /^almanac-(pages|images)-/;

/** Where the server answers the offline page, with ?lang= of each interface language. */
export const OFFLINE_PAGE_URL = '/offline.html';

/**
 * Pages of a reader that may be kept for offline reading: anything but the console, the API and an
 * edition's pages of one person (editor, drafts and submissions, review queue, account center,
 * favorites, reports). The worker keeps only what the server marked public anyway (a signed-in
 * reader's pages never are); this list is the second lock.
 */
const PERSONAL_PAGES =
  /^\/[^/]+\/[^/]+\/(editor|words|account|favorite|reports|my-data)(\/|\.data$|$)|^\/[^/]+\/[^/]+\/content\/\d*\/?(notice|save|success)(\/|\.data$|$)/;

export function isReaderPage(pathname: string): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin.') || pathname.startsWith('/api/')) return false;
  return !PERSONAL_PAGES.test(pathname);
}

/**
 * A page's part that the page's fetchers load after it shows (decision 016): kept like pages, but
 * when it is not there offline the request fails as it would have, instead of reloading the page.
 */
export function isLatePart(pathname: string): boolean {
  return /^\/[^/]+\/[^/]+\/(reader-data|my-data)\//.test(pathname);
}

/**
 * The page a client navigation's data request (React Router's `{path}.data`) is for: /_root.data is
 * /, /{path}.data is /{path}, and /{ns}/{site}.data an edition's home /{ns}/{site}/ (React Router
 * drops the trailing slash); its _routes parameter dropped.
 */
export function pageOfDataRequest(url: URL): string {
  const page = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\/_\.data$|\.data$/, '');
  const pathname = /^\/[^/]+\/[^/]+$/.test(page) ? `${page}/` : page;
  const params = new URLSearchParams(url.search);
  params.delete('_routes');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/**
 * Whether the worker may keep an answer: a 200 of our own origin that the server marked public, never
 * private or no-store. The server marks public only what it would send every anonymous reader alike.
 */
export function isPublicAnswer(response: Pick<Response, 'status' | 'type' | 'headers'>): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const directives = (response.headers.get('cache-control') ?? '').split(',').map((part) => part.trim().split('=')[0]!.toLowerCase());
  return directives.includes('public') && !directives.includes('private') && !directives.includes('no-store');
}

/** The page to the worker. */
export type PageMessage =
  /** Keep what this page loaded before the worker controlled it: its own URL and its assets and pictures. */
  | { type: 'almanac:warm'; page: string; resources: string[] }
  /** Was this page's document answered from the saved copy? */
  | { type: 'almanac:page-source?' };

/** The worker to a page: this page (path and query) was answered from its saved copy. */
export interface WorkerMessage {
  type: 'almanac:saved-copy';
  page: string;
}
