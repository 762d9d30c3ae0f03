const KEY = 'almanac:chunk-reload';

/** True for the errors a browser gives when a code chunk of an older deploy is gone. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to load module script/i.test(message);
}

/**
 * Reloads the page once per page address; a second failure shows the error page instead. Never
 * offline: the chunk is one the service worker did not save, and reloading would only bring the
 * saved page back to fail again, over and over.
 */
export function reloadOnce(): boolean {
  if (!navigator.onLine) return false;
  const marker = window.location.pathname;
  if (window.sessionStorage.getItem(KEY) === marker) return false;
  window.sessionStorage.setItem(KEY, marker);
  window.location.reload();
  return true;
}

/** Clears the marker once a page has loaded fine, so a later deploy may reload again. */
export function markPageLoaded() {
  window.sessionStorage.removeItem(KEY);
}
