import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * The registry of this process's series. Every series of the app (server/metrics/*) is made in
 * it when its module loads; nothing outside this folder touches prom-client. In a cluster each
 * worker has its own, and the primary sums them (cluster-metrics.ts).
 */
export const registry = new Registry();

let collecting = false;

/**
 * Node's own series (event-loop lag, heap, GC, CPU, handles), once per process: every in-process
 * test server of one test file shares the registry.
 */
export function collectProcessMetrics(): void {
  if (collecting) return;
  collecting = true;
  collectDefaultMetrics({ register: registry });
}
