import { Counter, Gauge, Registry } from 'prom-client';

/** The cluster primary's own series, summed with the workers' (cluster-metrics.ts). */
export const primaryRegistry = new Registry();

const restarts = new Counter({
  name: 'almanac_worker_restarts_total',
  help: 'Workers that died and were replaced by the cluster primary',
  registers: [primaryRegistry],
});

export const workersAnswered = new Gauge({
  name: 'almanac_metrics_workers_answered',
  help: 'Workers whose series the last scrape of the cluster summed',
  registers: [primaryRegistry],
});

export function countWorkerRestart(): void {
  restarts.inc();
}
