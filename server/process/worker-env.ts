/** What the primary tells each worker through its environment, besides the operator's variables. */
export const WORKER_ENV = {
  /** '1' for the one worker that runs the periodic housekeeping. */
  housekeeping: 'ALMANAC_WORKER_HOUSEKEEPING',
  /** PostgreSQL connections the worker may hold. */
  poolSize: 'ALMANAC_WORKER_POOL_SIZE',
} as const;

/** Connections per worker: about 20 in all, at least 2 each (PostgreSQL's default limit is 100). */
export function poolSizePerWorker(workers: number): number {
  return Math.max(2, Math.floor(20 / workers));
}
