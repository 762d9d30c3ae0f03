import { READING_CACHES, SERVICE_WORKER_URL, type PageMessage, type WorkerMessage } from '../../../shared/offline-protocol.ts';

/**
 * The page's side of offline reading (README, Installable and offline): registers the service
 * worker once the page has loaded, hands it what the page loaded before it took control, and
 * learns whether the page shown is the saved copy (the offline notice says so).
 */

let savedCopy: string | null = null;
const listeners = new Set<() => void>();

/** The path of the page last answered from its saved copy, if the worker said so. */
export function savedCopyPath(): string | null {
  return savedCopy;
}

export function subscribeSavedCopy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function post(worker: ServiceWorker | null | undefined, message: PageMessage) {
  worker?.postMessage(message);
}

/**
 * What this page loaded before the worker controlled it (its document, scripts, styles and
 * pictures): the worker keeps them as if it had served them, so the first page read is readable
 * offline too. Sent when a worker takes control: the first one, and each new deploy's.
 */
function warm(worker: ServiceWorker | null) {
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/assets/`) || name.startsWith(`${location.origin}/img/`));
  post(worker, { type: 'almanac:warm', page: `${location.pathname}${location.search}`, resources });
}

/** From entry.client.tsx, in production builds: the worker is registered after the page's load, never competing with it. */
export function startServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<WorkerMessage | undefined>) => {
    if (event.data?.type !== 'almanac:saved-copy') return;
    savedCopy = new URL(event.data.page, location.origin).pathname;
    for (const listener of listeners) listener();
  });
  // Messages the worker sent before this listener existed are delivered now.
  container.startMessages();
  post(container.controller, { type: 'almanac:page-source?' });
  container.addEventListener('controllerchange', () => warm(container.controller));
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' }).catch(() => {
      // No worker (private browsing, storage refused): pages work as without one.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** On signing out: the pages read and pictures seen leave the device (a shared one keeps nothing of the reader). */
export async function clearReadingCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => READING_CACHES.test(name)).map((name) => caches.delete(name)));
}
