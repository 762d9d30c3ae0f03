import { useEffect } from 'react';
import type { ContentFavoriteItem, EntryFavoriteItem, FavoriteKind, FavoritePage } from '../../../shared/contract/favorites.ts';
import { FAVORITE_LIMITS } from '../../../shared/contract/favorites.ts';
import type { ApiData } from '../../lib/route-data.ts';

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

/** The tab (?tab): entry pages unless it says strategies. */
export const favoriteTabOf = (value: string | null): FavoriteKind => (value === 'strategy' ? 'strategy' : 'entry');

/** The page (?page), from 1. */
export const favoritePageOf = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1);

/** A page of the visitor's favorites of a kind, as the route's server loader read it (favorite-list.server.ts). */
export type FavoriteList =
  { kind: 'entry'; list: ApiData<FavoritePage<EntryFavoriteItem>> } | { kind: 'strategy'; list: ApiData<FavoritePage<ContentFavoriteItem>> };

function normalise(favorites: FavoriteList & { list: { status: 'ready' } }): FavoriteListItem[] {
  if (favorites.kind === 'entry') {
    return favorites.list.data.list.map((item) => ({
      id: item.entry_page_id,
      name: item.name,
      icon: item.icon_url,
      desc: item.desc,
      bbsUrl: '',
      favoriteTime: item.favorite_time,
      hasUpdate: item.has_update,
    }));
  }
  return favorites.list.data.list.map((item) => ({
    id: item.content_id,
    name: item.title,
    icon: item.icon,
    desc: item.summary,
    bbsUrl: item.bbs_url,
    favoriteTime: item.favorite_time,
    hasUpdate: item.has_update,
  }));
}

export type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: FavoriteListItem[]; total: number };

const LOADING: ListState = { status: 'loading' };

/**
 * The list of the page's server loader as the page shows it (null, not yet read for a signed-in
 * visitor: loading). The router keeps the last list while another page or tab loads, and loads it
 * again after the visitor's writes (a removal). `onLoaded` runs after each answer that is ready.
 */
export function useFavoriteList(favorites: FavoriteList | null, onLoaded: (kind: FavoriteKind) => void): { state: ListState } {
  useEffect(() => {
    if (favorites?.list.status === 'ready') onLoaded(favorites.kind);
    // onLoaded is read at answer time; a new function each render must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [favorites]);
  if (!favorites) return { state: LOADING };
  if (favorites.list.status === 'failed') return { state: { status: 'failed' } };
  if (favorites.list.status === 'loading') return { state: LOADING };
  return { state: { status: 'ready', items: normalise(favorites as FavoriteList & { list: { status: 'ready' } }), total: favorites.list.data.total } };
}
