import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { Retcode } from '../../shared/contract/retcode.ts';
import { wireStatus } from '../api/wire-status.ts';
import { busyText } from './busy-text.ts';
import { HEALTH_PATHS } from '../health/health-routes.ts';
import { Admission } from './admission.ts';
import { isOverloadExempt } from './exempt.ts';
import { isInProcess } from '../api/in-process.ts';
import { countOverloadRefusal, type OverloadReason } from '../metrics/overload-metrics.ts';

export interface OverloadSettings {
  /** Refuse new requests while the event loop's mean delay over the last sample exceeds this (ms); 0 never. */
  maxEventLoopDelayMs: number;
  /** Time (ms) a request the server accepts may take to be answered; 0: no admission control. */
  budgetMs?: number;
  /** Requests doing uncached work at once in this process (admission control). */
  concurrency?: number;
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
 * The overload guard. Stored and static answers are never refused: routes say so with their
 * `overloadExempt` config (server/overload/exempt.ts: build assets, root files, /media, image
 * variants already encoded, stored pages), and page cache hits mostly never reach Fastify
 * (server/ssr/cached-hit.ts). The rest (renders, API handlers) goes through admission control
 * (admission.ts): at most `concurrency` at once, a short queue, and a request that would not be
 * answered within `budgetMs` is refused at once. Second line: while the event loop lags more than
 * maxEventLoopDelayMs on average (@fastify/under-pressure samples it), every such request is
 * refused. A refusal is 503 with Retry-After: API calls get our envelope (HTTP 200 on the
 * publisher's mounts), pages a short text in the reader's language.
 */
export async function registerOverloadProtection(app: FastifyInstance, settings: OverloadSettings) {
  const { maxEventLoopDelayMs, budgetMs = 0, concurrency = 8, retryAfterSeconds, sampleIntervalMs = 500, healthy } = settings;
  const measures = maxEventLoopDelayMs > 0 || healthy !== undefined;
  if (!measures && budgetMs <= 0) return;
  if (measures) {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: sampleIntervalMs,
      retryAfter: retryAfterSeconds,
      // It only measures: the hook below decides, once it knows the route (exempt or not).
      pressureHandler: () => undefined,
      ...(healthy ? { healthCheck: async () => await healthy(), healthCheckInterval: sampleIntervalMs } : {}),
    });
  }
  const admission = budgetMs > 0 ? new Admission({ concurrency, budgetMs }) : undefined;

  const refuse = (request: FastifyRequest, reply: FastifyReply, reason: OverloadReason) => {
    countOverloadRefusal(reason);
    // As the client sent it: the API's alias mounts are rewritten onto the canonical path (server/api/plugin.ts).
    const path = pathOf(request);
    reply.header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      // The publisher's mounts answer 200 with the retcode in the body, as their clients expect.
      return reply
        .status(wireStatus(path, 503))
        .send({ retcode: Retcode.SERVICE_UNAVAILABLE, message: `the server is busy; try again in ${retryAfterSeconds} seconds`, data: null });
    }
    return reply.status(503).type('text/plain; charset=utf-8').send(busyText(request.headers['accept-language']));
  };

  app.addHook('onRequest', async (request, reply) => {
    // A call the server makes for a page it is serving (server/ssr/in-process-api.ts) rides on that page's admission.
    if (ALWAYS_ANSWERED.has(pathOf(request)) || isOverloadExempt(request) || isInProcess(request)) return;
    if (measures && app.isUnderPressure()) return refuse(request, reply, 'event_loop');
    if (!admission) return;
    const gone = new AbortController();
    const leave = () => gone.abort();
    // A response closed before it was sent: the client went away while the request waited.
    reply.raw.once('close', leave);
    const release = await admission.admit(`${request.method} ${request.routeOptions.url ?? '404'}`, gone.signal);
    reply.raw.off('close', leave);
    if (!release) return refuse(request, reply, 'budget');
    // The slot is held until the answer is sent or the client goes away ('close' comes in both cases).
    reply.raw.once('finish', release).once('close', release);
  });
}

function pathOf(request: FastifyRequest): string {
  return request.originalUrl.split('?', 1)[0] ?? '/';
}
