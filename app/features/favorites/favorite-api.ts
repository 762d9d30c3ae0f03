import type { FavoriteKind } from '../../../shared/contract/favorites.ts';
import * as entryFavoriteCalls from '../../../shared/contract/calls/entry-favorites.ts';
import * as strategyFavoriteCalls from '../../../shared/contract/calls/strategy-favorites.ts';
import { callApi } from '../../lib/api-client.ts';

export async function fetchFavoriteState(appSn: string, kind: FavoriteKind, contentId: number): Promise<boolean> {
  const answer =
    kind === 'entry'
      ? await callApi(appSn, entryFavoriteCalls.status, { entry_page_id: contentId }, { silent: true })
      : await callApi(appSn, strategyFavoriteCalls.status, { content_id: contentId }, { silent: true });
  return answer.is_favorite;
}

export async function setFavorite(appSn: string, kind: FavoriteKind, contentId: number, favorite: boolean): Promise<boolean> {
  const answer =
    kind === 'entry'
      ? await callApi(appSn, entryFavoriteCalls.favorite, { entry_page_id: contentId, is_favorite: favorite })
      : await callApi(appSn, strategyFavoriteCalls.favorite, { content_id: contentId, is_favorite: favorite });
  return answer.is_favorite;
}
