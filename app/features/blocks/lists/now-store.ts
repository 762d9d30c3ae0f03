/** How often list blocks refresh their times (hit card countdowns, relative times): each minute. */
export const NOW_REFRESH_MS = 60_000;

/** Idle (nobody subscribed), a cached "now" older than this is read again. */
const IDLE_STALE_MS = 1_000;

export interface NowStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
}

/**
 * A shared clock for useSyncExternalStore: one interval of NOW_REFRESH_MS ticks while any
 * block is mounted and is cleared when the last one unmounts. The snapshot stays the same value
 * between ticks, as useSyncExternalStore requires.
 */
export function createNowStore(clock: () => number = Date.now): NowStore {
  let current: number | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const tick = () => {
    current = clock();
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      timer ??= setInterval(tick, NOW_REFRESH_MS);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    getSnapshot() {
      if (current === undefined || (timer === undefined && clock() - current >= IDLE_STALE_MS)) current = clock();
      return current;
    },
  };
}
