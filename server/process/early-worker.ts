import cluster, { type Worker } from 'node:cluster';
import { WORKER_ENV } from './worker-env.ts';

/**
 * The first worker of a cluster, forked by the compiled entry (compiled-entry.ts) as soon as
 * the primary starts, before the primary loads the server's code and reads the configuration:
 * on two cores the worker's start was the cold start, and the primary's own ~100 ms came before
 * it. Forked with what slot 0 always has; the rest of its settings come with the primary's
 * "database ready" (database-ready.ts), which it waits for before it reads its configuration.
 */
const EARLY = '__almanacEarlyWorker';
type Holder = { [EARLY]?: Worker | undefined };

/** How the workers take connections (cluster-primary.ts says why); set before the first fork. */
export function useWorkerAcceptance(): void {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
}

export function forkEarlyWorker(): void {
  useWorkerAcceptance();
  (globalThis as Holder)[EARLY] = cluster.fork({ NODE_ENV: 'production', [WORKER_ENV.housekeeping]: '1' });
}

/** The early worker, once (the cluster adopts it as slot 0, or the one-process server stops it). */
export function takeEarlyWorker(): Worker | undefined {
  const holder = globalThis as Holder;
  const worker = holder[EARLY];
  holder[EARLY] = undefined;
  return worker;
}
