import { useEffect, useState } from 'react';
import type { ContentFavoriteItem, EntryFavoriteItem, FavoriteKind, FavoritePage } from '../../../shared/contract/favorites.ts';
import { FAVORITE_LIMITS } from '../../../shared/contract/favorites.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { FavoriteListData } from './favorite-list.data.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';

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

const LOADING: ListState = { status: 'loading' };

/**
 * A page of the signed-in user's favorites of a kind, through a fetcher of favorite-list.data.ts
 * (loaded again after the visitor's writes, a removal included). The last list stays while another
 * page or kind loads. `onLoaded` runs after each answer.
 */
export function useFavoriteList(appSn: string, kind: FavoriteKind, pageNum: number, enabled: boolean, onLoaded: () => void) {
  const { href } = useWiki();
  const viewer = useSessionViewer();
  const { state: answer } = useRouteLoad<FavoriteListData>(enabled && viewer ? href('my-data/favorite-list', { app_sn: appSn, kind, page_num: String(pageNum), page_size: String(FAVORITE_PAGE_SIZE), viewer }) : null);
  const [state, setState] = useState<ListState>(LOADING);
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer.status === 'ready') setState({ status: 'ready', items: normalise(kind, answer.data), total: answer.data.total });
    else if (answer.status === 'failed') setState({ status: 'failed' });
    else if (state.status !== 'ready') setState(LOADING);
  }
  useEffect(() => {
    if (answer.status === 'ready') onLoaded();
    // onLoaded is read at answer time; a new function each render must not run it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  return { state };
}
