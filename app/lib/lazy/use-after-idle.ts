import { useEffect, useState } from 'react';
import { afterIdle } from '../prefetch.ts';

/** Time after hydration before optional code (menus, carousels) is fetched: the first view comes first. */
export const LAZY_IDLE_MS = 1500;

/**
 * False on the server and at hydration; true once the browser has been idle a moment after load.
 * Lazy parts render a light stand-in until then, and their code is fetched in the quiet after.
 */
export function useAfterIdle(enabled = true, delayMs = LAZY_IDLE_MS): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!enabled || idle) return;
    return afterIdle(() => setIdle(true), delayMs);
  }, [enabled, idle, delayMs]);
  return idle;
}
