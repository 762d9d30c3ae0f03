import type { FavoriteKind, FavoriteState } from '../../../shared/contract/favorites.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';

/** Each kind's calls: entry pages under wapi/entry_page, strategy contents under v1/content. */
export const FAVORITE_PATHS = {
  entry: { favorite: '/wapi/entry_page/favorite', status: '/wapi/entry_page/favorite_status', list: '/wapi/entry_page/favorite_list', idField: 'entry_page_id' },
  strategy: { favorite: '/v1/content/favorite', status: '/v1/content/favorite_status', list: '/v1/content/favorite_list', idField: 'content_id' },
} as const satisfies Record<FavoriteKind, { favorite: string; status: string; list: string; idField: string }>;

export async function fetchFavoriteState(appSn: string, kind: FavoriteKind, contentId: number): Promise<boolean> {
  const paths = FAVORITE_PATHS[kind];
  return (await apiGet<FavoriteState>(appSn, paths.status, { [paths.idField]: contentId }, { silent: true })).is_favorite;
}

export async function setFavorite(appSn: string, kind: FavoriteKind, contentId: number, favorite: boolean): Promise<boolean> {
  const paths = FAVORITE_PATHS[kind];
  return (await apiPost<FavoriteState>(appSn, paths.favorite, { [paths.idField]: contentId, is_favorite: favorite })).is_favorite;
}
