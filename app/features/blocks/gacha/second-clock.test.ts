import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSecondClock } from './second-clock.ts';

describe('createSecondClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 0, 1, 0, 0, 0, 300));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps one value between ticks and moves on whole seconds', () => {
    const clock = createSecondClock();
    const listener = vi.fn();
    const off = clock.subscribe(listener);
    const first = clock.getSnapshot();
    vi.advanceTimersByTime(699);
    expect(clock.getSnapshot()).toBe(first);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(clock.getSnapshot()).toBe(Date.UTC(2026, 0, 1, 0, 0, 1));
    vi.advanceTimersByTime(1_000);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(clock.getSnapshot()).toBe(Date.UTC(2026, 0, 1, 0, 0, 2));
    vi.advanceTimersByTime(5_000);
    expect(listener).toHaveBeenCalledTimes(7);
    off();
  });

  it('stops ticking when the last countdown unmounts, and reads the time again when idle', () => {
    const clock = createSecondClock();
    const a = vi.fn();
    const b = vi.fn();
    const offA = clock.subscribe(a);
    const offB = clock.subscribe(b);
    offA();
    vi.advanceTimersByTime(1_000);
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
    offB();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(b).toHaveBeenCalledTimes(1);
    expect(clock.getSnapshot()).toBe(Date.now());
  });
});
