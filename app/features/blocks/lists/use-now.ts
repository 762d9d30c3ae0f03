import { useSyncExternalStore } from 'react';
import { createNowStore } from './now-store.ts';

const store = createNowStore();
const serverNow = (): number | null => null;

/**
 * The current time for countdowns and relative times, refreshed each minute. It is null on the
 * server and while hydrating, so the server HTML and the first client render agree; the time
 * appears right after, and at once on client-side navigation.
 */
export function useNow(): number | null {
  return useSyncExternalStore<number | null>(store.subscribe, store.getSnapshot, serverNow);
}
