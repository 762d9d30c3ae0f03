import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { Retcode } from '../../shared/contract/retcode.ts';
import { wireStatus } from '../api/wire-status.ts';
import { busyText } from './busy-text.ts';
import { HEALTH_PATHS } from '../health/health-routes.ts';

export interface OverloadSettings {
  /** Refuse new requests while the event loop's mean delay over the last sample exceeds this (ms); 0 never. */
  maxEventLoopDelayMs: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds: number;
  /** How often the event loop is sampled (ms). */
  sampleIntervalMs?: number;
  /**
   * A check of our own, run every sampleIntervalMs: false means under pressure. Tests use it to
   * put the server under pressure without loading it.
   */
  healthy?: () => boolean | Promise<boolean>;
}

/** Paths that always answer: the load balancer's health check must tell "busy" from "down". */
const ALWAYS_ANSWERED = new Set<string>(HEALTH_PATHS);
const API_PREFIXES = ['/api/', '/common/blackboard/', '/hoyowiki/'];

/**
 * Under overload, answer 503 with Retry-After at once instead of queueing every request behind
 * hundreds of renders (@fastify/under-pressure samples the event loop's delay). API calls get our
 * envelope (HTTP 200 on the publisher's mounts), pages a short text in the reader's language;
 * static files and /healthz still answer.
 */
export async function registerOverloadProtection(app: FastifyInstance, settings: OverloadSettings) {
  const { maxEventLoopDelayMs, retryAfterSeconds, sampleIntervalMs = 500, healthy } = settings;
  if (maxEventLoopDelayMs <= 0 && !healthy) return;
  const handler = (request: FastifyRequest, reply: FastifyReply): unknown => {
    // As the client sent it: the API's alias mounts are rewritten onto the canonical path (server/api/plugin.ts).
    const path = request.originalUrl.split('?', 1)[0] ?? '/';
    if (ALWAYS_ANSWERED.has(path) || isStaticFile(request)) return undefined; // under-pressure goes on
    reply.header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      // The publisher's mounts answer 200 with the retcode in the body, as their clients expect.
      reply.status(wireStatus(path, 503));
      return { retcode: Retcode.SERVICE_UNAVAILABLE, message: `the server is busy; try again in ${retryAfterSeconds} seconds`, data: null };
    }
    reply.status(503).type('text/plain; charset=utf-8');
    return busyText(request.headers['accept-language']);
  };
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: sampleIntervalMs,
    retryAfter: retryAfterSeconds,
    // under-pressure sends what the handler returns, or goes on when it returns nothing.
    pressureHandler: handler as (request: FastifyRequest, reply: FastifyReply) => void,
    ...(healthy ? { healthCheck: async () => await healthy(), healthCheckInterval: sampleIntervalMs } : {}),
  });
}

/** @fastify/static's routes carry the file they serve in their config. */
function isStaticFile(request: FastifyRequest): boolean {
  return typeof (request.routeOptions.config as { file?: unknown } | undefined)?.file === 'string';
}
