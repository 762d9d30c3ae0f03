import { describe, expect, it, vi } from 'vitest';
import { RED_POINT_LIFETIME_MS as CONTRACT_LIFETIME_MS } from '../../../shared/contract/calendar.ts';
import {
  RED_POINT_LIFETIME_MS,
  createRedPointStore,
  dismiss,
  dismissedStorageKey,
  filterRedPoints,
  pruneDismissed,
  readDismissed,
  type DismissedRedPoint,
  type RedPoint,
} from './red-points.ts';

/** A fixed clock: 2026-03-04 12:00 UTC. */
const NOW_MS = Date.UTC(2026, 2, 4, 12);
const NOW_S = NOW_MS / 1000;
const DAY_S = 86_400;

const point = (type: RedPoint['type'], target_id: number, ageSeconds: number, img = ''): RedPoint => ({ type, target_id, img, mtime: NOW_S - ageSeconds });

describe('red point rules', () => {
  it('lives 7 days (604800000 ms), as the server rule does', () => {
    expect(RED_POINT_LIFETIME_MS).toBe(604_800_000);
    expect(RED_POINT_LIFETIME_MS).toBe(CONTRACT_LIFETIME_MS);
  });

  it('drops items older than 7 days and keeps those at or under it', () => {
    const list = [point('channel', 1, 0), point('content', 2, 7 * DAY_S), point('content', 3, 7 * DAY_S + 1), point('recommend', 4, 30 * DAY_S)];
    expect(filterRedPoints(list, NOW_MS, []).map((p) => p.target_id)).toEqual([1, 2]);
  });

  it('drops items dismissed on this device, but shows them again after a newer change', () => {
    const list = [point('channel', 1, 3_600), point('content', 1, 3_600), point('content', 2, 60)];
    const dismissed: DismissedRedPoint[] = [
      { type: 'channel', target_id: 1, mtime: NOW_S - 3_600 },
      // Dismissed an older change of content 2: the newer one shows.
      { type: 'content', target_id: 2, mtime: NOW_S - 7_200 },
    ];
    expect(filterRedPoints(list, NOW_MS, dismissed)).toEqual([point('content', 1, 3_600), point('content', 2, 60)]);
  });

  it('tells the types apart: a dismissed channel 5 leaves content 5 showing', () => {
    const list = [point('channel', 5, 10), point('content', 5, 10)];
    expect(filterRedPoints(list, NOW_MS, [{ type: 'channel', target_id: 5, mtime: NOW_S }])).toEqual([point('content', 5, 10)]);
  });

  it('prunes the stored dismissals to items still present', () => {
    const list = [point('channel', 1, 10), point('content', 2, 10)];
    const dismissed: DismissedRedPoint[] = [
      { type: 'channel', target_id: 1, mtime: NOW_S },
      { type: 'channel', target_id: 2, mtime: NOW_S },
      { type: 'recommend', target_id: 9, mtime: NOW_S },
    ];
    expect(pruneDismissed(dismissed, list)).toEqual([{ type: 'channel', target_id: 1, mtime: NOW_S }]);
    expect(pruneDismissed(dismissed, [])).toEqual([]);
  });

  it('dismisses a showing item: removed from the list, stored with its mtime', () => {
    const visible = [point('channel', 1, 10), point('content', 2, 20)];
    const result = dismiss(visible, [{ type: 'content', target_id: 2, mtime: NOW_S - 99 }], 'content', 2);
    expect(result.removed).toEqual(point('content', 2, 20));
    expect(result.visible).toEqual([point('channel', 1, 10)]);
    expect(result.dismissed).toEqual([{ type: 'content', target_id: 2, mtime: NOW_S - 20 }]);
    const none = dismiss(visible, [], 'recommend', 2);
    expect(none).toEqual({ visible, dismissed: [], removed: null });
  });

  it('reads a damaged stored list as empty and drops malformed entries', () => {
    expect(readDismissed(null)).toEqual([]);
    expect(readDismissed('not json')).toEqual([]);
    expect(readDismissed('{"type":"channel"}')).toEqual([]);
    expect(
      readDismissed(
        JSON.stringify([
          { type: 'channel', target_id: 1, mtime: 5 },
          { type: 'banner', target_id: 2, mtime: 5 },
          { type: 'content', target_id: 'x', mtime: 5 },
        ]),
      ),
    ).toEqual([{ type: 'channel', target_id: 1, mtime: 5 }]);
  });

  it('keeps the dismissed list per edition', () => {
    expect(dismissedStorageKey('ys_obc')).toContain('ys_obc');
    expect(dismissedStorageKey('ys_obc')).not.toBe(dismissedStorageKey('sr_wiki'));
  });
});

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('red point store', () => {
  const KEY = 'dismissed';

  it('fetches once, filters, prunes the stored list and fires init-finished', async () => {
    const storage = memoryStorage({
      [KEY]: JSON.stringify([
        { type: 'channel', target_id: 1, mtime: NOW_S - 60 },
        { type: 'content', target_id: 77, mtime: NOW_S - 60 },
      ]),
    });
    const fetchList = vi.fn(async () => [point('channel', 1, 60), point('content', 2, 60), point('recommend', 3, 8 * DAY_S)]);
    const store = createRedPointStore({ fetchList, storage, storageKey: KEY, now: () => NOW_MS });
    const finished = vi.fn();
    store.on('init-finished', finished);
    expect(store.getSnapshot().ready).toBe(false);

    await Promise.all([store.init(), store.init()]);
    await store.init();

    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ ready: true, list: [point('content', 2, 60)] });
    expect(store.has('content', 2)).toBe(true);
    expect(store.has('channel', 1)).toBe(false);
    expect(store.has('recommend', 3)).toBe(false);
    expect(JSON.parse(storage.data.get(KEY)!)).toEqual([{ type: 'channel', target_id: 1, mtime: NOW_S - 60 }]);
    expect(finished).toHaveBeenCalledTimes(1);
    expect(finished).toHaveBeenCalledWith({ list: [point('content', 2, 60)] });
  });

  it('dismisses on demand: stored, removed, listeners told, clean emitted', async () => {
    const storage = memoryStorage();
    const store = createRedPointStore({
      fetchList: async () => [point('channel', 4, 10), point('content', 4, 10)],
      storage,
      storageKey: KEY,
      now: () => NOW_MS,
    });
    await store.init();
    const changed = vi.fn();
    const clean = vi.fn();
    store.subscribe(changed);
    const stop = store.on('clean', clean);

    expect(store.dismiss('channel', 4)).toBe(true);
    expect(store.has('channel', 4)).toBe(false);
    expect(store.has('content', 4)).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(clean).toHaveBeenCalledWith({ type: 'channel', target_id: 4 });
    expect(JSON.parse(storage.data.get(KEY)!)).toEqual([{ type: 'channel', target_id: 4, mtime: NOW_S - 10 }]);

    // Dismissing what is not showing changes nothing and emits nothing.
    expect(store.dismiss('channel', 4)).toBe(false);
    stop();
    store.dismiss('content', 4);
    expect(clean).toHaveBeenCalledTimes(1);

    // The next page load remembers the dismissals.
    const next = createRedPointStore({
      fetchList: async () => [point('channel', 4, 10), point('content', 4, 10)],
      storage,
      storageKey: KEY,
      now: () => NOW_MS,
    });
    await next.init();
    expect(next.getSnapshot().list).toEqual([]);
  });

  it('gives an empty list on a fetch failure, keeps the stored dismissals and still fires init-finished', async () => {
    const stored = JSON.stringify([{ type: 'channel', target_id: 1, mtime: NOW_S }]);
    const storage = memoryStorage({ [KEY]: stored });
    const store = createRedPointStore({ fetchList: () => Promise.reject(new Error('offline')), storage, storageKey: KEY, now: () => NOW_MS });
    const finished = vi.fn();
    store.on('init-finished', finished);
    await store.init();
    expect(store.getSnapshot()).toMatchObject({ ready: true, list: [] });
    expect(finished).toHaveBeenCalledWith({ list: [] });
    expect(storage.data.get(KEY)).toBe(stored);
  });

  it('works without storage (private mode): dismissals last for the page', async () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createRedPointStore({ fetchList: async () => [point('content', 8, 10)], storage: blocked, storageKey: KEY, now: () => NOW_MS });
    await store.init();
    expect(store.has('content', 8)).toBe(true);
    expect(store.dismiss('content', 8)).toBe(true);
    expect(store.has('content', 8)).toBe(false);
  });
});
