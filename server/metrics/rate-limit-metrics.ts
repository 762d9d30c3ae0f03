import { Counter, Gauge } from 'prom-client';
import { registry } from './registry.ts';

const refusals = new Counter({
  name: 'almanac_rate_limit_refusals_total',
  help: 'Requests refused 429 by a rate limit, by what was limited',
  labelNames: ['what'],
  registers: [registry],
});

/** `what` is the fixed text of the limit ('reports', 'failed sign-ins from this address'): a bounded set. */
export function countRateLimitRefusal(what: string): void {
  refusals.inc({ what });
}

const redisFallback = new Gauge({
  name: 'almanac_redis_fallback',
  help: '1 while Redis fails and the rate limits are counted in the database instead (REDIS_URL set), else 0',
  registers: [registry],
  // A worker that saw no outage says 0; one that is in one says 1: the primary keeps the highest.
  aggregator: 'max',
});

interface OutageHooks {
  onFallback?(error: unknown): void;
  onRecovery?(): void;
}

/** The rate limiter's outage hooks (fallback-rate-limit.ts FallbackOptions), also setting the gauge. */
export function withRedisFallbackGauge<T extends OutageHooks>(hooks: T): T {
  redisFallback.set(0);
  return {
    ...hooks,
    onFallback(error: unknown) {
      redisFallback.set(1);
      hooks.onFallback?.(error);
    },
    onRecovery() {
      redisFallback.set(0);
      hooks.onRecovery?.();
    },
  };
}
