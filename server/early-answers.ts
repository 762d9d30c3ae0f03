import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { clientErrorListener } from './client-errors.ts';
import { countEarlyAnswer } from './metrics/http-metrics.ts';

/** Answers a request before Fastify sees it and says true; false leaves it to Fastify. */
export type EarlyAnswer = (request: http.IncomingMessage, response: http.ServerResponse) => boolean;

export interface EarlyAnswers {
  /** Fastify's serverFactory: the HTTP server Fastify would make, asking the early answer first. */
  serverFactory: FastifyServerFactory;
  /** Sets the early answer (the page cache's hits, server/ssr/cached-hit.ts); none until then. */
  answerWith(answer: EarlyAnswer): void;
}

/**
 * A slot for answers that skip Fastify: its request and reply objects, hooks, routing and request
 * log cost several times what sending a stored page does (README, Benchmarks). Whatever such an
 * answer must send (security headers included) it has to send itself.
 */
export function earlyAnswers(): EarlyAnswers {
  let answer: EarlyAnswer | undefined;
  return {
    serverFactory(handler, options) {
      const server: http.Server = http.createServer((options.http as http.ServerOptions | undefined) ?? {}, (request, response) => {
        // A closing server leaves every request to Fastify, which answers 503 and closes the
        // connection: early answers would keep a busy keep-alive connection, and the stop, waiting.
        const started = performance.now();
        if (server.listening && answer?.(request, response)) {
          countEarlyAnswer(request.method ?? 'GET', response.statusCode, started);
          return;
        }
        handler(request, response);
      });
      // A request the parser refuses (headers over maxHeaderSize, malformed, too slow) gets the envelope, not a bare status.
      const maxHeaderBytes = (options.http as http.ServerOptions | undefined)?.maxHeaderSize ?? http.maxHeaderSize;
      server.on('clientError', clientErrorListener(maxHeaderBytes));
      // What Fastify sets on the server it makes itself (fastify/lib/server.js), not on a factory's.
      server.keepAliveTimeout = options.keepAliveTimeout as number;
      server.requestTimeout = options.requestTimeout as number;
      server.setTimeout(options.connectionTimeout as number);
      const maxRequestsPerSocket = options.maxRequestsPerSocket as number | null | undefined;
      if (maxRequestsPerSocket && maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
      return server;
    },
    answerWith(next) {
      answer = next;
    },
  };
}
