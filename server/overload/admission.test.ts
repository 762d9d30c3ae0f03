import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Admission, type Release } from './admission.ts';

/** Whether a promise has settled, without waiting for it. */
async function settled<T>(promise: Promise<T>): Promise<{ done: boolean; value?: T }> {
  const marker = Symbol('pending');
  const value = await Promise.race([promise, Promise.resolve().then(() => marker)]);
  return value === marker ? { done: false } : { done: true, value: value as T };
}

// The clock is faked: service times and deadlines are exact, whatever the machine's load.
describe('admission control', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Teaches the admission that `kind` takes `ms`: one request of it run alone. */
  async function learn(admission: Admission, kind: string, ms: number) {
    const release = await admission.admit(kind);
    vi.advanceTimersByTime(ms);
    release!();
    await Promise.resolve();
  }

  it('starts requests while a slot is free, then queues them in order of arrival', async () => {
    const admission = new Admission({ concurrency: 2, budgetMs: 1000 });
    const first = await admission.admit('page');
    const second = await admission.admit('page');
    expect([first, second].every((release) => typeof release === 'function')).toBe(true);
    const third = admission.admit('page');
    const fourth = admission.admit('page');
    expect(await settled(third)).toEqual({ done: false });
    expect([admission.running, admission.waiting]).toEqual([2, 2]);
    first!();
    const thirdRelease = await third;
    expect(typeof thirdRelease).toBe('function');
    expect(await settled(fourth)).toEqual({ done: false });
    second!();
    expect(typeof (await fourth)).toBe('function');
    thirdRelease!();
  });

  it('refuses at once a request that could not be answered within the budget', async () => {
    const admission = new Admission({ concurrency: 1, budgetMs: 1000 });
    await learn(admission, 'render', 600);
    expect(admission.expectedServiceMs('render')).toBe(600);
    const running = await admission.admit('render');
    // Half the running render left (300) and its own 600: it may wait, until 400 ms from now.
    const waiting = admission.admit('render');
    // The waiter's 600 ahead, half the running one, its own 600: past the budget, refused now.
    expect(await admission.admit('render')).toBeUndefined();
    expect(await settled(waiting)).toEqual({ done: false });
    // Its deadline passes while the first still runs: refused then, and out of the queue.
    vi.advanceTimersByTime(400);
    expect(await waiting).toBeUndefined();
    expect([admission.running, admission.waiting]).toEqual([1, 0]);
    running!();
  });

  it('starts work longer than the budget when a slot is free (something must run), never queues it', async () => {
    const admission = new Admission({ concurrency: 1, budgetMs: 1000 });
    await learn(admission, 'export', 1500);
    const release = await admission.admit('export');
    expect(typeof release).toBe('function');
    expect(await admission.admit('export')).toBeUndefined();
    release!();
  });

  it('keeps a moving average per kind of request, the overall one for a kind not seen yet', async () => {
    const admission = new Admission({ concurrency: 4, budgetMs: 1000 });
    await learn(admission, 'api', 10);
    await learn(admission, 'api', 20);
    expect(admission.expectedServiceMs('api')).toBeCloseTo(12, 5);
    await learn(admission, 'page', 200);
    expect(admission.expectedServiceMs('page')).toBe(200);
    expect(admission.expectedServiceMs('never seen')).toBeGreaterThan(12);
  });

  it('takes a waiter out of the queue when its client goes away, and frees a slot once', async () => {
    const admission = new Admission({ concurrency: 1, budgetMs: 1000 });
    const running = await admission.admit('page');
    const gone = new AbortController();
    const waiting = admission.admit('page', gone.signal);
    const next = admission.admit('page');
    gone.abort();
    expect(await waiting).toBeUndefined();
    expect(admission.waiting).toBe(1);
    running!();
    running!(); // a second call ('finish' then 'close') frees nothing more
    const nextRelease: Release | undefined = await next;
    expect(typeof nextRelease).toBe('function');
    expect([admission.running, admission.waiting]).toEqual([1, 0]);
    nextRelease!();
  });
});
