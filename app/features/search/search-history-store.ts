import { useCallback, useEffect, useSyncExternalStore } from 'react';
import * as keyBoxCalls from '../../../shared/contract/calls/key-box.ts';
import { callApi } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { addKeyword, historyKeyBoxKey, historyStorageKey, mergeHistories, parseHistory, removeKeyword, serializeForKeyBox } from './search-history.ts';
import { useWiki } from '../../lib/wiki-context.tsx';

/**
 * The search history shared by every search box of the page (header dropdown, search page,
 * home entry): loaded from this browser on start, and for a signed-in user merged with the
 * copy in the key-box, which every change updates, so it follows them across devices.
 */

interface HistoryStore {
  items: string[];
  loaded: boolean;
  /** The account whose key-box copy was merged in, if any. */
  syncedAid: number | null;
  listeners: Set<() => void>;
}

const stores = new Map<string, HistoryStore>();
const EMPTY: string[] = [];

function storeOf(appSn: string): HistoryStore {
  let store = stores.get(appSn);
  if (!store) {
    store = { items: EMPTY, loaded: false, syncedAid: null, listeners: new Set() };
    stores.set(appSn, store);
  }
  return store;
}

function readLocal(appSn: string): string[] {
  try {
    return parseHistory(window.localStorage.getItem(historyStorageKey(appSn)));
  } catch {
    return [];
  }
}

function setItems(appSn: string, items: string[], pushToAccount: boolean) {
  const store = storeOf(appSn);
  store.items = items;
  try {
    window.localStorage.setItem(historyStorageKey(appSn), JSON.stringify(items));
  } catch {
    // Private mode or full storage: the history lasts for this page.
  }
  if (pushToAccount) {
    void callApi(appSn, keyBoxCalls.add, { key: historyKeyBoxKey(appSn), value: serializeForKeyBox(items) }, { silent: true }).catch(() => undefined);
  }
  for (const listener of store.listeners) listener();
}

export interface SearchHistory {
  items: string[];
  add(keyword: string): void;
  remove(keyword: string): void;
  clear(): void;
}

export function useSearchHistory(): SearchHistory {
  const { edition } = useWiki();
  const appSn = edition.app_sn;
  const account = useAccount();
  const aid = account.status === 'signed-in' ? (account.user?.aid ?? null) : null;
  const store = storeOf(appSn);

  const subscribe = useCallback(
    (listener: () => void) => {
      const own = storeOf(appSn);
      own.listeners.add(listener);
      return () => own.listeners.delete(listener);
    },
    [appSn],
  );
  const items = useSyncExternalStore(
    subscribe,
    () => storeOf(appSn).items,
    () => EMPTY,
  );

  useEffect(() => {
    const own = storeOf(appSn);
    if (own.loaded) return;
    own.loaded = true;
    setItems(appSn, readLocal(appSn), false);
  }, [appSn]);

  useEffect(() => {
    const own = storeOf(appSn);
    if (aid === null || own.syncedAid === aid) return;
    own.syncedAid = aid;
    callApi(appSn, keyBoxCalls.query, { key: historyKeyBoxKey(appSn) }, { silent: true }).then(
      (answer) => {
        const remote = parseHistory(answer.exist ? answer.value : null);
        const merged = mergeHistories(storeOf(appSn).items, remote);
        const changedRemote = JSON.stringify(merged) !== JSON.stringify(remote);
        setItems(appSn, merged, changedRemote);
      },
      () => {
        // Silent: the local history still works; the next sign-in tries again.
        own.syncedAid = null;
      },
    );
  }, [appSn, aid]);

  const signedIn = aid !== null;
  return {
    items,
    add: (keyword) => setItems(appSn, addKeyword(store.items, keyword), signedIn),
    remove: (keyword) => setItems(appSn, removeKeyword(store.items, keyword), signedIn),
    clear: () => setItems(appSn, [], signedIn),
  };
}
