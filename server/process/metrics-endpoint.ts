import type { Server } from 'node:http';
import type { AppConfig } from '../config/env.ts';
import type { MetricsText } from '../metrics/cluster-metrics.ts';
import { processLog } from './process-log.ts';

/**
 * The metrics' side of the process `npm start` starts (README, Metrics): in a cluster it sums
 * the workers' series (and answers the workers' own /metrics route, METRICS_TOKEN); with
 * METRICS_PORT it listens there. Loaded only when a METRICS_* setting asks for it. Throws when the
 * listener cannot listen (the port taken): an operator who asked for metrics is told at start.
 */
export async function startMetrics(config: AppConfig, role: 'cluster' | 'single'): Promise<Server | undefined> {
  const { token, port, host } = config.metrics;
  if (!token && port === undefined) return undefined;
  const { clusterMetrics, localMetrics } = await import('../metrics/cluster-metrics.ts');
  const source: () => Promise<MetricsText> = role === 'cluster' ? clusterMetrics() : localMetrics;
  if (port === undefined) return undefined;
  const { listenForScrapes } = await import('../metrics/metrics-listener.ts');
  const log = processLog();
  const server = await listenForScrapes({ host, port, token, source, log });
  log.info(
    { host, port, token: token !== undefined },
    `metrics on http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics${token ? ' (Bearer token required)' : ''}`,
  );
  return server;
}
