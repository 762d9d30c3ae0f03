import http from 'node:http';
import type { MetricsText } from './cluster-metrics.ts';
import { scrapeAllowed, unauthorizedScrape } from './scrape-access.ts';

export interface MetricsListenerOptions {
  host: string;
  port: number;
  /** METRICS_TOKEN: required here too when set. */
  token: string | undefined;
  source: () => Promise<MetricsText>;
  log: { error(fields: object, message: string): void };
}

const sendJson = (response: http.ServerResponse, status: number, headers: Record<string, string>, body: object) =>
  response.writeHead(status, { ...headers, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/**
 * The listener of METRICS_HOST:METRICS_PORT: GET /metrics only, apart from the site's port, so
 * that the scrapes reach it on a private address. In a cluster the primary runs it (the workers'
 * series summed), in one process that process. Resolves once it listens.
 */
export async function listenForScrapes(options: MetricsListenerOptions): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendJson(response, 404, {}, { retcode: 404, message: 'not found: this listener serves GET /metrics only', data: null });
    }
    if (!scrapeAllowed(request.headers.authorization, options.token))
      return sendJson(response, unauthorizedScrape.status, unauthorizedScrape.headers, unauthorizedScrape.body);
    options.source().then(
      ({ contentType, text }) =>
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        options.log.error({ err: error }, 'metrics: the scrape failed');
        sendJson(response, 500, {}, { retcode: -1, message: 'metrics: the series could not be gathered', data: null });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
