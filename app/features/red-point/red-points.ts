import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import type { RedPointItem, RedPointType } from '../../../shared/contract/calendar.ts';
import * as calendarCalls from '../../../shared/contract/calls/calendar.ts';
import { callApi } from '../../lib/api-client.ts';
import { EditionContext } from '../../lib/wiki-context.tsx';

/**
 * Red points ("new or updated" markers) in the browser: the edition's list is
 * fetched once per page load, then filtered: items older than 7 days are dropped, and so are
 * items already dismissed on this device. The dismissed list (localStorage, per app_sn) is pruned
 * to items still present. Clicking an item dismisses it: it leaves the list, is stored, and a
 * 'clean' event is emitted. 'init-finished' fires once the list is ready. A fetch failure gives
 * an empty list.
 */

export type RedPoint = RedPointItem;
export type { RedPointType };

/** Red-point lifetime, 7 days; equal to shared/contract/calendar.ts, which carries zod. */
export const RED_POINT_LIFETIME_MS = 604_800_000;

/** A dismissal remembers the change it dismissed: a later change (newer mtime) shows again. */
export interface DismissedRedPoint {
  type: RedPointType;
  target_id: number;
  mtime: number;
}

type Target = Pick<RedPoint, 'type' | 'target_id'>;
const sameTarget = (a: Target, b: Target) => a.type === b.type && a.target_id === b.target_id;
const targetKey = (type: string, targetId: number) => `${type}:${targetId}`;
const TYPES: readonly string[] = ['channel', 'content', 'recommend'];

/** Changed within the lifetime at `nowMs` (mtime is unix seconds). */
export function isFresh(point: Pick<RedPoint, 'mtime'>, nowMs: number): boolean {
  return nowMs - point.mtime * 1000 <= RED_POINT_LIFETIME_MS;
}

/** What shows: fresh items not dismissed on this device (for their current change). */
export function filterRedPoints(list: RedPoint[], nowMs: number, dismissed: DismissedRedPoint[]): RedPoint[] {
  return list.filter((point) => isFresh(point, nowMs) && !dismissed.some((entry) => sameTarget(entry, point) && entry.mtime >= point.mtime));
}

/** The stored dismissals still worth keeping: those of items still in the list. */
export function pruneDismissed(dismissed: DismissedRedPoint[], list: RedPoint[]): DismissedRedPoint[] {
  return dismissed.filter((entry) => list.some((point) => sameTarget(point, entry)));
}

export interface Dismissal {
  visible: RedPoint[];
  dismissed: DismissedRedPoint[];
  /** The item dismissed, or null when it was not showing (nothing changes). */
  removed: RedPoint | null;
}

/** Dismisses one showing item: it leaves the visible list and joins the dismissed one. */
export function dismiss(visible: RedPoint[], dismissed: DismissedRedPoint[], type: RedPointType, targetId: number): Dismissal {
  const target = { type, target_id: targetId };
  const removed = visible.find((point) => sameTarget(point, target)) ?? null;
  if (!removed) return { visible, dismissed, removed: null };
  return {
    visible: visible.filter((point) => point !== removed),
    dismissed: [...dismissed.filter((entry) => !sameTarget(entry, target)), { type, target_id: targetId, mtime: removed.mtime }],
    removed,
  };
}

/** Reads the stored dismissed list; anything damaged or malformed is left out. */
export function readDismissed(raw: string | null): DismissedRedPoint[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry: unknown): entry is DismissedRedPoint =>
      typeof entry === 'object' &&
      entry !== null &&
      TYPES.includes((entry as DismissedRedPoint).type) &&
      Number.isSafeInteger((entry as DismissedRedPoint).target_id) &&
      Number.isFinite((entry as DismissedRedPoint).mtime),
  );
}

/** Where this device keeps the dismissed list of an edition. */
export const dismissedStorageKey = (appSn: string) => `almanac:red-points-dismissed:${appSn}`;

export interface RedPointEventDetail {
  'init-finished': { list: RedPoint[] };
  clean: { type: RedPointType; target_id: number };
}
export type RedPointEventName = keyof RedPointEventDetail;

export interface RedPointSnapshot {
  ready: boolean;
  list: RedPoint[];
  /** 'type:target_id' of every visible item. */
  keys: ReadonlySet<string>;
}

export interface RedPointStoreDeps {
  /** The edition's list; a rejection counts as an empty list. */
  fetchList(): Promise<RedPoint[]>;
  /** localStorage, or null where there is none (private mode, server). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  storageKey: string;
  now(): number;
}

export type RedPointStore = ReturnType<typeof createRedPointStore>;

const EMPTY: RedPointSnapshot = { ready: false, list: [], keys: new Set() };

/** The red points of one edition in this page: fetched once, then dismissed item by item. */
export function createRedPointStore(deps: RedPointStoreDeps) {
  let snapshot = EMPTY;
  let dismissed: DismissedRedPoint[] = [];
  let started: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const events = new EventTarget();

  const publish = (list: RedPoint[]) => {
    snapshot = { ready: true, list, keys: new Set(list.map((point) => targetKey(point.type, point.target_id))) };
    for (const listener of listeners) listener();
  };
  const emit = <K extends RedPointEventName>(name: K, detail: RedPointEventDetail[K]) => events.dispatchEvent(new CustomEvent(name, { detail }));
  const readStored = () => {
    try {
      return readDismissed(deps.storage?.getItem(deps.storageKey) ?? null);
    } catch {
      return [];
    }
  };
  const store = (list: DismissedRedPoint[]) => {
    try {
      deps.storage?.setItem(deps.storageKey, JSON.stringify(list));
    } catch {
      // Storage full or blocked: the dismissal lasts for this page only.
    }
  };

  async function load() {
    let list: RedPoint[];
    let fetched = true;
    try {
      list = await deps.fetchList();
    } catch {
      list = [];
      fetched = false;
    }
    const stored = readStored();
    // Without an answer nothing is known to be gone: keep the stored dismissals as they are.
    dismissed = fetched ? pruneDismissed(stored, list) : stored;
    if (fetched && dismissed.length !== stored.length) store(dismissed);
    const visible = filterRedPoints(list, deps.now(), dismissed);
    publish(visible);
    emit('init-finished', { list: visible });
  }

  return {
    /** Fetches and filters once; later calls share the first. */
    init(): Promise<void> {
      started ??= load();
      return started;
    },
    has: (type: RedPointType, targetId: number) => snapshot.keys.has(targetKey(type, targetId)),
    /** Dismisses a showing item (stored, 'clean' emitted); false when it was not showing. */
    dismiss(type: RedPointType, targetId: number): boolean {
      const result = dismiss(snapshot.list, dismissed, type, targetId);
      if (!result.removed) return false;
      dismissed = result.dismissed;
      store(dismissed);
      publish(result.visible);
      emit('clean', { type, target_id: targetId });
      return true;
    },
    /** Listens to 'init-finished' or 'clean'; returns the unsubscribe. */
    on<K extends RedPointEventName>(name: K, listener: (detail: RedPointEventDetail[K]) => void): () => void {
      const handler = (event: Event) => listener((event as CustomEvent<RedPointEventDetail[K]>).detail);
      events.addEventListener(name, handler);
      return () => events.removeEventListener(name, handler);
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): RedPointSnapshot => snapshot,
  };
}

/** One store per edition per page load (module level, so every component shares one fetch). */
const stores = new Map<string, RedPointStore>();

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The page's red-point store of an edition (browser only: the server renders no dots). */
export function redPointStore(appSn: string): RedPointStore {
  let found = stores.get(appSn);
  if (!found) {
    found = createRedPointStore({
      fetchList: async () => (await callApi(appSn, calendarCalls.redPoints, {})).list,
      storage: typeof window === 'undefined' ? null : browserStorage(),
      storageKey: dismissedStorageKey(appSn),
      now: Date.now,
    });
    stores.set(appSn, found);
  }
  return found;
}

const subscribeNothing = () => () => {};
const emptySnapshot = () => EMPTY;

/**
 * The current edition's red points: has(type, id) and dismiss(type, id). Nothing shows on the
 * server, while hydrating, or outside an edition; the list is fetched once after the first mount
 * in the page.
 */
export function useRedPoints() {
  const edition = useContext(EditionContext);
  const store = typeof window === 'undefined' || !edition ? null : redPointStore(edition.app_sn);
  const snapshot = useSyncExternalStore(store?.subscribe ?? subscribeNothing, store?.getSnapshot ?? emptySnapshot, emptySnapshot);
  useEffect(() => {
    void store?.init();
  }, [store]);
  const has = useCallback((type: RedPointType, targetId: number) => snapshot.keys.has(targetKey(type, targetId)), [snapshot]);
  const dismissPoint = useCallback((type: RedPointType, targetId: number) => store?.dismiss(type, targetId) ?? false, [store]);
  return { ready: snapshot.ready, list: snapshot.list, has, dismiss: dismissPoint, on: store?.on };
}
