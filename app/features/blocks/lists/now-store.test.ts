import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOW_REFRESH_MS, createNowStore } from './now-store.ts';

describe('createNowStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 0, 1));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('returns the same now between ticks', () => {
    const store = createNowStore();
    const first = store.getSnapshot();
    const unsubscribe = store.subscribe(() => {});
    vi.advanceTimersByTime(NOW_REFRESH_MS - 1);
    expect(store.getSnapshot()).toBe(first);
    unsubscribe();
  });

  it('ticks every minute while subscribed and tells every listener', () => {
    const store = createNowStore();
    const start = store.getSnapshot();
    const a = vi.fn();
    const b = vi.fn();
    const offA = store.subscribe(a);
    const offB = store.subscribe(b);
    vi.advanceTimersByTime(NOW_REFRESH_MS);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(start + NOW_REFRESH_MS);
    vi.advanceTimersByTime(NOW_REFRESH_MS * 2);
    expect(a).toHaveBeenCalledTimes(3);
    expect(store.getSnapshot()).toBe(start + NOW_REFRESH_MS * 3);
    offA();
    offB();
  });

  it('runs one interval, cleared when the last listener leaves', () => {
    const store = createNowStore();
    const offA = store.subscribe(() => {});
    const offB = store.subscribe(() => {});
    expect(vi.getTimerCount()).toBe(1);
    offA();
    expect(vi.getTimerCount()).toBe(1);
    offB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock afresh when idle, so a later mount does not see an old now', () => {
    const store = createNowStore();
    const start = store.getSnapshot();
    vi.advanceTimersByTime(5 * NOW_REFRESH_MS);
    expect(store.getSnapshot()).toBe(start + 5 * NOW_REFRESH_MS);
  });
});
