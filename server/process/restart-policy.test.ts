import { describe, expect, it } from 'vitest';
import { MAX_QUICK_FAILURES, QUICK_FAILURE_MS, RestartPolicy } from './restart-policy.ts';

describe('RestartPolicy', () => {
  it('replaces a worker that ran a long time at once', () => {
    const policy = new RestartPolicy();
    for (let i = 0; i < 20; i += 1) expect(policy.onExit(QUICK_FAILURE_MS + i)).toEqual({ action: 'restart', delayMs: 0 });
  });

  it('backs off while workers die quickly, then gives up', () => {
    const policy = new RestartPolicy();
    const delays = [];
    for (let i = 1; i < MAX_QUICK_FAILURES; i += 1) {
      const decision = policy.onExit(50);
      expect(decision.action).toBe('restart');
      if (decision.action === 'restart') delays.push(decision.delayMs);
    }
    expect(delays).toEqual([200, 400, 800, 1600]);
    expect(policy.onExit(50)).toEqual({ action: 'give-up', failures: MAX_QUICK_FAILURES });
  });

  it('starts counting again after a worker lived long', () => {
    const policy = new RestartPolicy(1000, 3);
    expect(policy.onExit(10)).toEqual({ action: 'restart', delayMs: 200 });
    expect(policy.onExit(10)).toEqual({ action: 'restart', delayMs: 400 });
    expect(policy.onExit(5000)).toEqual({ action: 'restart', delayMs: 0 });
    expect(policy.onExit(10)).toEqual({ action: 'restart', delayMs: 200 });
    expect(policy.onExit(10)).toEqual({ action: 'restart', delayMs: 400 });
    expect(policy.onExit(10)).toEqual({ action: 'give-up', failures: 3 });
  });
});
