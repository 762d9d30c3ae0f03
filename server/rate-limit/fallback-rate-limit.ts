import type { RateLimiter } from './rate-limit.ts';

export interface FallbackOptions {
  /** Calls started going to the fallback: once per outage, not once per call. */
  onFallback?(error: unknown): void;
  /** The primary answered again after an outage. */
  onRecovery?(): void;
  /** A primary call not answered within this counts as failed (a store that accepts but does not answer). */
  timeoutMs?: number;
  /** After a failure, calls go straight to the fallback for this long before the primary is tried again. */
  pauseMs?: number;
}

/** Rejects when `promise` has not settled within `ms`; the late answer is ignored. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A rate limiter that counts in `primary` (Redis) and, for each call the primary fails or does
 * not answer in time, in `fallback` (the database) instead. Never an error or a wait for the
 * caller because the primary is down, and never a lock-out: while it is down the limits hold,
 * counted in the fallback, and a right password from a clean address gets in.
 *
 * What it costs: a window that spans the outage is counted partly in each store, so for that
 * window a bucket may allow up to its limit in each (a limit twice as loose, for one window at
 * most); a call that timed out may still have been counted by the primary (one more count, the
 * safe side). A hung primary costs one call `timeoutMs`, then calls skip it for `pauseMs`.
 */
export function withFallback(primary: RateLimiter, fallback: RateLimiter, options: FallbackOptions = {}): RateLimiter {
  const { timeoutMs = 500, pauseMs = 2_000 } = options;
  let failing = false;
  let skipPrimaryUntil = 0;

  async function attempt<T>(run: (limiter: RateLimiter) => Promise<T>): Promise<T> {
    if (Date.now() < skipPrimaryUntil) return run(fallback);
    try {
      const answer = await within(run(primary), timeoutMs);
      if (failing) {
        failing = false;
        options.onRecovery?.();
      }
      return answer;
    } catch (error) {
      skipPrimaryUntil = Date.now() + pauseMs;
      if (!failing) {
        failing = true;
        options.onFallback?.(error);
      }
      return run(fallback);
    }
  }

  return {
    consume: (bucket, rule, now) => attempt((limiter) => limiter.consume(bucket, rule, now)),
    count: (bucket, rule, now) => attempt((limiter) => limiter.count(bucket, rule, now)),
    refund: (bucket, rule, now) => attempt((limiter) => limiter.refund(bucket, rule, now)),
    retryAfter: (bucket, rule, now) => attempt((limiter) => limiter.retryAfter(bucket, rule, now)),
    reset: (bucket, rule, now) => attempt((limiter) => limiter.reset(bucket, rule, now)),
    // Both: what an outage counted in the fallback must be dropped too once its windows end.
    async prune(now, longestWindowSeconds) {
      await Promise.all([primary.prune(now, longestWindowSeconds), fallback.prune(now, longestWindowSeconds)]);
    },
  };
}

/** Logs the start and the end of an outage (the app's logger). */
export const loggedFallback = (log: { warn(message: string): void; info(message: string): void }, what: string): FallbackOptions => ({
  onFallback: (error) =>
    log.warn(`rate limits: ${what} failed (${error instanceof Error ? error.message : String(error)}); counting in the database meanwhile`),
  onRecovery: () => log.info(`rate limits: counting in ${what} again`),
});
