import { useSyncExternalStore } from 'react';
import { EGG_POOL_TICK_MS } from '../../../../shared/gacha-countdown.ts';

/** Idle (nobody subscribed), a cached "now" older than this is read again. */
const IDLE_STALE_MS = 1_000;

export interface SecondClock {
  subscribe(listener: () => void): () => void;
  getSnapshot(): number;
}

type Schedule = (callback: () => void, ms: number) => unknown;

/**
 * A shared clock for the egg pool countdowns (refreshed every second). It
 * ticks on whole wall-clock seconds, where the seconds of a countdown to a unix-second end
 * change, so no second is skipped or shown twice; it runs only while a countdown is mounted.
 * The snapshot keeps its value between ticks, as useSyncExternalStore requires.
 */
export function createSecondClock(
  clock: () => number = Date.now,
  schedule: Schedule = (callback, ms) => setTimeout(callback, ms),
  cancel: (handle: unknown) => void = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
): SecondClock {
  let current: number | undefined;
  let timer: unknown;
  const listeners = new Set<() => void>();

  const delay = () => EGG_POOL_TICK_MS - (clock() % EGG_POOL_TICK_MS);
  const tick = () => {
    current = clock();
    timer = schedule(tick, delay());
    for (const listener of [...listeners]) listener();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      timer ??= schedule(tick, delay());
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          cancel(timer);
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

const shared = createSecondClock();
const serverNow = (): number | null => null;

/**
 * The current time in ms, refreshed every second; null on the server and while hydrating, so the
 * server HTML (which shows no countdown) and the first client render agree.
 */
export function useSecondClock(): number | null {
  return useSyncExternalStore<number | null>(shared.subscribe, shared.getSnapshot, serverNow);
}
