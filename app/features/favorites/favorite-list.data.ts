import type { ClientLoaderFunctionArgs } from 'react-router';
import type { ContentFavoriteItem, EntryFavoriteItem, FavoritePage } from '../../../shared/contract/favorites.ts';
import { loadPart, revalidateAfterOwnWrite } from '../../lib/part-data.ts';
import { fetchFavoritePage } from './favorite-api.ts';

/** A page of the visitor's favorites of a kind (`my-data/favorite-list?kind=…&page_num=…&page_size=…&viewer=…`). */
export type FavoriteListData = FavoritePage<EntryFavoriteItem> | FavoritePage<ContentFavoriteItem>;

export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadPart(
    request,
    (appSn, query): Promise<FavoriteListData> =>
      fetchFavoritePage(appSn, query.get('kind') === 'strategy' ? 'strategy' : 'entry', { page_num: Number(query.get('page_num')), page_size: Number(query.get('page_size')) }),
  );

export const shouldRevalidate = revalidateAfterOwnWrite;
