import { describe, expect, it, vi } from 'vitest';

const answers: Array<(value: { show_red_point: boolean }) => void> = [];
vi.mock('../../lib/api-client.ts', () => ({
  callApi: (_appSn: string, call: { method: string }) =>
    call.method === 'GET' ? new Promise((resolve) => answers.push(resolve)) : Promise.resolve({ show_red_point: false }),
}));
vi.mock('../../lib/account/viewer-store.tsx', () => ({ useAccount: () => ({}) }));

const { createRedPointStore } = await import('./favorite-red-point.ts');

describe('the favorites red-point store', () => {
  it('keeps a dot the user cleared cleared when the load that began before answers later', async () => {
    const store = createRedPointStore();
    store.load('ys_obc', 7);
    await store.clear('ys_obc', 'entry');
    // Both answers were computed before the refresh: both kinds had changes.
    answers.splice(0).forEach((answer) => answer({ show_red_point: true }));
    await vi.waitFor(() => expect(store.get().strategy).toBe(true));
    expect(store.get()).toEqual({ entry: false, strategy: true });
  });
});
