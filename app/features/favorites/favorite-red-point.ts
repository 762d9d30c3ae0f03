import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { FavoriteKind, FavoriteRedPoint } from '../../../shared/contract/favorites.ts';
import * as entryFavoriteCalls from '../../../shared/contract/calls/entry-favorites.ts';
import * as strategyFavoriteCalls from '../../../shared/contract/calls/strategy-favorites.ts';
import { callApi } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';

/** Each kind's red-point pair (the strategy pair names its edition in app_sn). */
const redPointOf = (appSn: string, kind: FavoriteKind): Promise<FavoriteRedPoint> =>
  kind === 'entry'
    ? callApi(appSn, entryFavoriteCalls.redPoint, {}, { silent: true })
    : callApi(appSn, strategyFavoriteCalls.redPoint, { app_sn: appSn }, { silent: true });
const refreshRedPoint = (appSn: string, kind: FavoriteKind): Promise<FavoriteRedPoint> =>
  kind === 'entry'
    ? callApi(appSn, entryFavoriteCalls.refreshRedPoint, {}, { silent: true })
    : callApi(appSn, strategyFavoriteCalls.refreshRedPoint, { app_sn: appSn }, { silent: true });

type Dots = Record<FavoriteKind, boolean>;
const NONE: Dots = { entry: false, strategy: false };

/** The favorites red dots of the signed-in user in one edition, shared by every component of the page. */
export function createRedPointStore() {
  let dots = NONE;
  let owner = '';
  /** Kinds the user looked at since the last load began: its (older) answer must not bring their dots back. */
  let cleared = new Set<FavoriteKind>();
  const listeners = new Set<() => void>();
  const publish = (next: Dots) => {
    dots = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => dots,
    /** Asks the server for both kinds (once per user and edition); a failure shows no dot. */
    load(appSn: string, aid: number | null) {
      const key = aid === null ? '' : `${appSn}:${aid}`;
      if (key === owner) return;
      owner = key;
      cleared = new Set();
      publish(NONE);
      if (aid === null) return;
      void Promise.all(
        (['entry', 'strategy'] as const).map((kind) =>
          redPointOf(appSn, kind).then(
            (answer) => answer.show_red_point,
            () => false,
          ),
        ),
      ).then(([entry, strategy]) => {
        if (owner === key) publish({ entry: (entry ?? false) && !cleared.has('entry'), strategy: (strategy ?? false) && !cleared.has('strategy') });
      });
    },
    /** The user looked at their favorites of a kind: the server forgets the changes, the dot goes. */
    async clear(appSn: string, kind: FavoriteKind) {
      cleared.add(kind);
      publish({ ...dots, [kind]: false });
      await refreshRedPoint(appSn, kind).catch(() => undefined);
    },
  };
}

const store = createRedPointStore();
const serverDots = () => NONE;

/** The favorites red dots: `dots` per kind, `show` for either, and `clear(kind)` when the list opens. */
export function useFavoriteRedPoint() {
  const account = useAccount();
  const dots = useSyncExternalStore(store.subscribe, store.get, serverDots);
  const appSn = account.appSn;
  const aid = account.status === 'signed-in' && account.user ? account.user.aid : null;
  useEffect(() => {
    if (appSn && account.status !== 'checking') store.load(appSn, aid);
  }, [appSn, aid, account.status]);
  const clear = useCallback((kind: FavoriteKind) => (appSn ? store.clear(appSn, kind) : Promise.resolve()), [appSn]);
  return { dots, show: dots.entry || dots.strategy, clear };
}
