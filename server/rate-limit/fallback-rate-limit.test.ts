import { describe, expect, it } from 'vitest';
import { withFallback } from './fallback-rate-limit.ts';
import { limiterOver, type RateLimiter } from './rate-limit.ts';

/** Counters in a Map, with a switch that makes every call fail or never answer (a store gone away). */
function store() {
  const counts = new Map<string, number>();
  let mode: 'up' | 'failing' | 'hung' = 'up';
  const guard = async () => {
    if (mode === 'failing') throw new Error('The client is offline');
    if (mode === 'hung') await new Promise(() => undefined);
  };
  const key = (bucket: string, window: { start: number }) => `${bucket}@${window.start}`;
  const limiter: RateLimiter = limiterOver({
    async increment(bucket, window) {
      await guard();
      counts.set(key(bucket, window), (counts.get(key(bucket, window)) ?? 0) + 1);
      return counts.get(key(bucket, window))!;
    },
    async decrement(bucket, window) {
      await guard();
      counts.set(key(bucket, window), Math.max(0, (counts.get(key(bucket, window)) ?? 0) - 1));
    },
    async read(bucket, window) {
      await guard();
      return counts.get(key(bucket, window)) ?? 0;
    },
    async remove(bucket, window) {
      await guard();
      counts.delete(key(bucket, window));
    },
    async prune() {
      await guard();
      counts.clear();
    },
  });
  return { limiter, counts, set: (next: typeof mode) => void (mode = next) };
}

const RULE = { limit: 2, windowSeconds: 60 };
const T = 1_800_000_000 - (1_800_000_000 % 60);

describe('rate limits with a fallback store', () => {
  it('counts in the primary while it answers, in the fallback for each call it fails', async () => {
    const primary = store();
    const fallback = store();
    const limiter = withFallback(primary.limiter, fallback.limiter, { pauseMs: 0 });
    expect(await limiter.consume('a', RULE, T)).toBe(0);
    primary.set('failing');
    expect(await limiter.consume('a', RULE, T)).toBe(0);
    expect(await limiter.consume('a', RULE, T)).toBe(0);
    // The limit still holds, counted in the fallback alone.
    expect(await limiter.consume('a', RULE, T)).toBe(60);
    expect(primary.counts.get(`a@${T}`)).toBe(1);
    expect(fallback.counts.get(`a@${T}`)).toBe(3);
  });

  it('answers a call the primary never answers from the fallback, and skips the primary for the pause', async () => {
    const primary = store();
    const fallback = store();
    const limiter = withFallback(primary.limiter, fallback.limiter, { timeoutMs: 50, pauseMs: 60_000 });
    primary.set('hung');
    expect(await limiter.count('b', RULE, T)).toBe(1);
    // Within the pause the primary is not asked (it would hang for timeoutMs again).
    primary.set('up');
    expect(await limiter.count('b', RULE, T)).toBe(2);
    expect(primary.counts.size).toBe(0);
  });

  it('tells the start and the end of an outage once each, and goes back to the primary', async () => {
    const primary = store();
    const fallback = store();
    const events: string[] = [];
    const limiter = withFallback(primary.limiter, fallback.limiter, {
      pauseMs: 0,
      onFallback: (error) => events.push(`fallback: ${(error as Error).message}`),
      onRecovery: () => events.push('recovered'),
    });
    primary.set('failing');
    for (let i = 0; i < 5; i++) await limiter.count('c', RULE, T);
    primary.set('up');
    await limiter.count('c', RULE, T);
    await limiter.count('c', RULE, T);
    expect(events).toEqual(['fallback: The client is offline', 'recovered']);
    expect(primary.counts.get(`c@${T}`)).toBe(2);
    expect(fallback.counts.get(`c@${T}`)).toBe(5);
  });

  it('prunes both stores (an outage left counters in the fallback)', async () => {
    const primary = store();
    const fallback = store();
    const limiter = withFallback(primary.limiter, fallback.limiter, { pauseMs: 0 });
    primary.set('failing');
    await limiter.count('d', RULE, T);
    primary.set('up');
    await limiter.count('d', RULE, T);
    await limiter.prune(T + 86_400);
    expect(primary.counts.size + fallback.counts.size).toBe(0);
  });
});
