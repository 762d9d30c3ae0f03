import { useCallback, useEffect, useState } from 'react';
import type { ContentFavoriteItem, EntryFavoriteItem, FavoriteKind, FavoritePage } from '../../../shared/contract/favorites.ts';
import { FAVORITE_LIMITS } from '../../../shared/contract/favorites.ts';
import { apiGet } from '../../lib/api-client.ts';
import { FAVORITE_PATHS } from './favorite-api.ts';

/** One favorite as the list shows it, whichever kind. */
export interface FavoriteListItem {
  id: number;
  name: string;
  icon: string;
  desc: string;
  bbsUrl: string;
  favoriteTime: number;
  hasUpdate: boolean;
}

export const FAVORITE_PAGE_SIZE = FAVORITE_LIMITS.defaultPageSize;

function normalise(kind: FavoriteKind, page: FavoritePage<EntryFavoriteItem> | FavoritePage<ContentFavoriteItem>): FavoriteListItem[] {
  if (kind === 'entry') {
    return (page as FavoritePage<EntryFavoriteItem>).list.map((item) => ({
      id: item.entry_page_id, name: item.name, icon: item.icon_url, desc: item.desc, bbsUrl: '', favoriteTime: item.favorite_time, hasUpdate: item.has_update,
    }));
  }
  return (page as FavoritePage<ContentFavoriteItem>).list.map((item) => ({
    id: item.content_id, name: item.title, icon: item.icon, desc: item.summary, bbsUrl: item.bbs_url, favoriteTime: item.favorite_time, hasUpdate: item.has_update,
  }));
}

export type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: FavoriteListItem[]; total: number };

/** A page of the signed-in user's favorites of a kind; `reload` after a removal. `onLoaded` runs after each answer. */
export function useFavoriteList(appSn: string, kind: FavoriteKind, pageNum: number, enabled: boolean, onLoaded: () => void) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    apiGet<FavoritePage<EntryFavoriteItem> | FavoritePage<ContentFavoriteItem>>(appSn, FAVORITE_PATHS[kind].list, { page_num: pageNum, page_size: FAVORITE_PAGE_SIZE }).then(
      (page) => {
        if (!live) return;
        setState({ status: 'ready', items: normalise(kind, page), total: page.total });
        onLoaded();
      },
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
    // onLoaded is read at answer time; a new function each render must not refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appSn, kind, pageNum, enabled, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}
