import type { FastifyInstance } from 'fastify';
import type { MetricsSettings } from '../config/env.ts';
import { metricsOfThisServer } from './cluster-metrics.ts';
import { registerRequestMetrics } from './http-metrics.ts';
import { registerMetricsRoute } from './metrics-route.ts';
import { collectProcessMetrics } from './registry.ts';

/**
 * The app's part of the metrics: Node's own series and the requests' (when metrics are
 * configured), and the token-guarded /metrics on the public port (METRICS_TOKEN). Without any
 * METRICS_* setting nothing is registered and /metrics is an unknown page (404).
 */
export function registerMetrics(app: FastifyInstance, settings: MetricsSettings): void {
  if (!settings.token && settings.port === undefined) return;
  collectProcessMetrics();
  registerRequestMetrics(app);
  if (settings.token) registerMetricsRoute(app, settings.token, metricsOfThisServer);
}
