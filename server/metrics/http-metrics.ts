import type { FastifyInstance } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { registry } from './registry.ts';

const labelNames = ['method', 'route', 'status'] as const;

const requests = new Counter({
  name: 'almanac_http_requests_total',
  help: 'HTTP requests answered, by route pattern and status',
  labelNames,
  registers: [registry],
});

const duration = new Histogram({
  name: 'almanac_http_request_duration_seconds',
  help: 'Time from a request to its answer, by route pattern and status',
  labelNames,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** The route label of a request no route matched (a 404 of Fastify's, a refusal before routing). */
export const UNMATCHED_ROUTE = '(unmatched)';
/** The route label of the page cache's hits answered before Fastify (server/early-answers.ts). */
export const EARLY_ROUTE = '(page cache, early)';

/**
 * Counts every answer Fastify sends, labelled by the route's pattern ('/api/:app_sn/v1/…', '*'
 * for the pages), never by the raw URL: the number of series stays bounded whatever is asked.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status: reply.statusCode };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

/** Counts an answer sent before Fastify (a page cache hit), `started` from performance.now(). */
export function countEarlyAnswer(method: string, status: number, started: number): void {
  const labels = { method, route: EARLY_ROUTE, status };
  requests.inc(labels);
  duration.observe(labels, (performance.now() - started) / 1000);
}
