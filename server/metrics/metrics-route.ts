import type { FastifyInstance } from 'fastify';
import type { MetricsText } from './cluster-metrics.ts';
import { scrapeAllowed, unauthorizedScrape } from './scrape-access.ts';

/**
 * GET /metrics on the public port, for requests with `Authorization: Bearer <token>` (METRICS_TOKEN);
 * registered only when a token is configured. Never refused under overload: a scrape is how an
 * operator sees the overload.
 */
export function registerMetricsRoute(app: FastifyInstance, token: string, source: () => Promise<MetricsText>): void {
  app.get('/metrics', { config: { overloadExempt: true } }, async (request, reply) => {
    if (!scrapeAllowed(request.headers.authorization, token)) {
      return reply.status(unauthorizedScrape.status).headers(unauthorizedScrape.headers).send(unauthorizedScrape.body);
    }
    const { contentType, text } = await source();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}
