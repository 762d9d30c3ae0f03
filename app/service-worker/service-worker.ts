/**
 * The service worker (README, Installable and offline): pages a reader opened stay readable
 * offline. Bundled into the client build as /sw.js by scripts/vite-service-worker.ts; its
 * strategies are Workbox's.
 *
 * - Pages and their client-navigation data (`.data`): from the network, the saved copy when the
 *   network fails (no time limit: a slow answer for a signed-in reader must not be replaced by the
 *   anonymous copy saved before). Only answers the server marked `Cache-Control: public` are
 *   saved, which no signed-in reader's page, personal page or login-required edition's page is
 *   (app/lib/page-cache-headers.ts); the personal pages are not even tried (isReaderPage).
 * - The shell's hashed files (/assets/): the reader's are kept when the worker installs, the
 *   rest as pages load them; from the cache, else the network. Pictures (/img/) the
 *   same, at most 300 of them for 30 days, offline at another width when that one was not seen.
 * - A page never saved, offline: the offline page, in the reader's language.
 * A new deploy is a new worker: it takes over at once and deletes the caches of the old one.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY, isReaderLanguage, uiLanguage, type Language } from '../../shared/language.ts';
import {
  CACHE_PREFIX,
  OFFLINE_PAGE_URL,
  cacheNames,
  isLatePart,
  isPublicAnswer,
  isReaderPage,
  pageOfDataRequest,
  type PageMessage,
  type WorkerMessage,
} from '../../shared/offline-protocol.ts';

declare const self: ServiceWorkerGlobalScope;
/** The client build's fingerprint (scripts/vite-service-worker.ts): a new deploy, a new worker. */
declare const __ALMANAC_SW_VERSION__: string;
/** The scripts and styles a reader's pages may load, lazy ones included (scripts/vite-service-worker.ts). */
declare const __ALMANAC_SW_PRECACHE__: string[];

const CACHES = cacheNames(__ALMANAC_SW_VERSION__);
const DAY_SECONDS = 24 * 60 * 60;
const INTERFACE_LANGUAGES: Language[] = ['zh-CN', 'en-US'];

type Plugin = NonNullable<NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']>[number];

const publicOnly: Plugin = { cacheWillUpdate: async ({ response }) => (isPublicAnswer(response) ? response : null) };

/** Documents answered from the saved copy, by the client they made, until that page asks (almanac:page-source?). */
const savedDocuments = new Map<string, string>();

/** Notes that a page, or a client navigation's data, came from the saved copy: the page shows the offline notice. */
const savedCopyNotice: Plugin = {
  cachedResponseWillBeUsed: async ({ event, request, cachedResponse }) => {
    if (!cachedResponse || !(event instanceof FetchEvent)) return cachedResponse;
    const url = new URL(request.url);
    if (request.mode === 'navigate') {
      savedDocuments.set(event.resultingClientId, `${url.pathname}${url.search}`);
      for (const oldest of savedDocuments.keys()) if (savedDocuments.size > 32) savedDocuments.delete(oldest);
    } else if (!isLatePart(url.pathname)) {
      const message: WorkerMessage = { type: 'almanac:saved-copy', page: pageOfDataRequest(url) };
      const client = await self.clients.get(event.clientId);
      client?.postMessage(message);
    }
    return cachedResponse;
  },
};

/** The reader's interface language for the offline page: ?lang=, else their language cookie, else the wiki's first language. */
async function readerLanguage(url: URL): Promise<Language> {
  const query = url.searchParams.get(LANGUAGE_QUERY);
  if (isReaderLanguage(query)) return uiLanguage(query);
  const cookies = (self as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } }).cookieStore;
  const cookie = await cookies?.get(LANGUAGE_COOKIE).catch(() => null);
  return isReaderLanguage(cookie?.value) ? uiLanguage(cookie.value) : 'zh-CN';
}

/** A navigation the network could not answer and no saved copy could: the offline page (503), under the page's URL. */
const offlinePage: Plugin = {
  handlerDidError: async ({ request }) => {
    const page = await caches.match(`${OFFLINE_PAGE_URL}?${LANGUAGE_QUERY}=${await readerLanguage(new URL(request.url))}`, { cacheName: CACHES.offline });
    return page ? new Response(page.body, { status: 503, statusText: 'Offline', headers: page.headers }) : undefined;
  },
};

/**
 * A client navigation's data that is neither online nor saved: React Router is told to load the page
 * as a document (X-Remix-Reload-Document), which the navigation route answers with its saved copy
 * or the offline page. A late part's request fails as it would without the worker.
 */
const reloadAsDocument: Plugin = {
  handlerDidError: async ({ request }) => {
    const url = new URL(request.url);
    if (isLatePart(url.pathname)) return undefined;
    return new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': pageOfDataRequest(url), 'X-Remix-Reload-Document': 'true', 'X-Remix-Replace': 'true' },
    });
  },
};

/**
 * A picture not saved at the width asked for (a srcset candidate, a lazy one never shown): the
 * same picture at any width saved, since /img/{key} names the picture and ?w= only its size.
 */
const anyWidth: Plugin = {
  handlerDidError: async ({ request }) => (await caches.match(request.url, { cacheName: CACHES.images, ignoreSearch: true, ignoreVary: true })) ?? undefined,
};

/** One bookkeeping of the pages cache for documents and data alike (Workbox keeps it in IndexedDB per cache). */
const pagesExpiration = new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true });
// The URL is the key: Vary names headers a worker's requests show or not depending on who asked
// (Origin on a script the page imported, not on the same file a stylesheet link loads; Cookie, never).
const matchOptions = { ignoreVary: true };

const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  matchOptions,
  plugins: [publicOnly, pagesExpiration, savedCopyNotice, offlinePage],
});
const pageData = new NetworkFirst({ cacheName: CACHES.pages, matchOptions, plugins: [publicOnly, pagesExpiration, savedCopyNotice, reloadAsDocument] });
/**
 * React Router's route discovery (/__manifest?paths=…&version=…): the routes of the pages a page
 * links to, from the build alone (never the reader), which the server sends no-store as it does
 * every answer that did not opt in. Offline, a page's fetchers need it to find their routes, so it
 * is kept whatever its Cache-Control, with the pages of this version (its version names the build).
 */
const routeDiscovery = new NetworkFirst({
  cacheName: CACHES.pages,
  plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === 'basic' ? response : null) }, pagesExpiration],
});
const assets = new CacheFirst({
  cacheName: CACHES.assets,
  matchOptions,
  plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })],
});
const images = new CacheFirst({
  cacheName: CACHES.images,
  matchOptions,
  plugins: [publicOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }), anyWidth],
});
/** The favicon, manifests and icons: the saved one at once, refreshed behind it. */
const installFiles = new StaleWhileRevalidate({ cacheName: CACHES.assets, plugins: [publicOnly] });

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const INSTALL_FILES = /^(\/[^/]+\/[^/]+)?\/(manifest\.webmanifest|apple-touch-icon\.png|icons\/[^/]+\/[^/]+\.png)$|^\/favicon\.(svg|ico)$/;

registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && isReaderPage(url.pathname), pages);
// Personal pages: never kept, but offline they get the offline page rather than the browser's error.
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url), new NetworkOnly({ plugins: [offlinePage] }));
registerRoute(({ url }) => sameOrigin(url) && url.pathname.endsWith('.data') && isReaderPage(url.pathname), pageData);
registerRoute(({ url }) => sameOrigin(url) && url.pathname === '/__manifest', routeDiscovery);
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith('/assets/'), assets);
// Pictures, and the footer's QR code of the edition's address.
registerRoute(({ url }) => sameOrigin(url) && (url.pathname.startsWith('/img/') || url.pathname.startsWith('/qr/')), images);
registerRoute(({ url }) => sameOrigin(url) && INSTALL_FILES.test(url.pathname), installFiles);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHES.offline);
      // cache: 'reload': this version's offline page, never one a browser cache kept from before.
      await cache.addAll(INTERFACE_LANGUAGES.map((language) => new Request(`${OFFLINE_PAGE_URL}?${LANGUAGE_QUERY}=${language}`, { cache: 'reload' })));
      // A saved page loads some of its code late (a widget, the toaster): all of the reader's is kept
      // now, so that none is missing offline. One that fails is fetched when a page asks for it.
      const assetCache = await caches.open(CACHES.assets);
      await Promise.allSettled(__ALMANAC_SW_PRECACHE__.map((url) => assetCache.add(url)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set<string>(Object.values(CACHES));
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.has(name)).map((name) => caches.delete(name)));
      // The page's request starts while the worker wakes up, instead of after.
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  const source = event.source;
  if (message?.type === 'almanac:page-source?' && source && 'id' in source) {
    const page = savedDocuments.get(source.id);
    savedDocuments.delete(source.id);
    if (page !== undefined) source.postMessage({ type: 'almanac:saved-copy', page } satisfies WorkerMessage);
  } else if (message?.type === 'almanac:warm') {
    event.waitUntil(warm(event, message.page, message.resources));
  }
});

/**
 * What the page that registered the worker loaded before the worker controlled it: the page
 * itself (asked for again, kept if public), its assets and its pictures, through the same
 * strategies as any request.
 */
async function warm(event: ExtendableEvent, page: string, resources: string[]) {
  const requests: Array<Promise<unknown>> = [];
  const pageUrl = new URL(page, self.location.origin);
  if (sameOrigin(pageUrl) && isReaderPage(pageUrl.pathname)) requests.push(pages.handle({ event, request: new Request(pageUrl) }));
  for (const resource of resources.slice(0, 200)) {
    const url = new URL(resource, self.location.origin);
    if (!sameOrigin(url)) continue;
    if (url.pathname.startsWith('/assets/')) requests.push(assets.handle({ event, request: new Request(url) }));
    else if (url.pathname.startsWith('/img/')) requests.push(images.handle({ event, request: new Request(url) }));
  }
  // One failure (a picture gone) does not stop the rest.
  await Promise.allSettled(requests);
}
