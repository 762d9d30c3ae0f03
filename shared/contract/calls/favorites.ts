import { declareCall, shape } from '../call.ts';
import type {
  contentFavoriteBody,
  contentFavoriteStatusQuery,
  entryFavoriteBody,
  entryFavoriteStatusQuery,
  favoriteListQuery,
  strategyRedPointInput,
  ContentFavoriteItem,
  EntryFavoriteItem,
  FavoritePage,
  FavoriteRedPoint,
  FavoriteState,
} from '../favorites.ts';

/**
 * Favorites: entry pages under wapi/entry_page/..., strategy contents under v1/content/...; each
 * with its favorite call, list, state and the red-point pair. Everything is personal; the state
 * answers false to anonymous visitors instead of asking them to log in.
 */
export const entryFavoriteCalls = {
  favorite: declareCall({
    method: 'POST',
    path: '/wapi/entry_page/favorite',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof entryFavoriteBody; answer: FavoriteState }>(),
  }),
  status: declareCall({
    method: 'GET',
    path: '/wapi/entry_page/favorite_status',
    auth: 'optional',
    cache: 'private',
    types: shape<{ query: typeof entryFavoriteStatusQuery; answer: FavoriteState }>(),
  }),
  list: declareCall({
    method: 'GET',
    path: '/wapi/entry_page/favorite_list',
    auth: 'required',
    cache: 'private',
    types: shape<{ query: typeof favoriteListQuery; answer: FavoritePage<EntryFavoriteItem> }>(),
  }),
  redPoint: declareCall({
    method: 'GET',
    path: '/wapi/entry_page/favorite_red_point',
    auth: 'required',
    cache: 'private',
    types: shape<{ answer: FavoriteRedPoint }>(),
  }),
  refreshRedPoint: declareCall({
    method: 'POST',
    path: '/wapi/entry_page/refresh_favorite_red_point',
    auth: 'required',
    cache: 'private',
    types: shape<{ answer: FavoriteRedPoint }>(),
  }),
};

export const strategyFavoriteCalls = {
  favorite: declareCall({
    method: 'POST',
    path: '/v1/content/favorite',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof contentFavoriteBody; answer: FavoriteState }>(),
  }),
  status: declareCall({
    method: 'GET',
    path: '/v1/content/favorite_status',
    auth: 'optional',
    cache: 'private',
    types: shape<{ query: typeof contentFavoriteStatusQuery; answer: FavoriteState }>(),
  }),
  list: declareCall({
    method: 'GET',
    path: '/v1/content/favorite_list',
    auth: 'required',
    cache: 'private',
    types: shape<{ query: typeof favoriteListQuery; answer: FavoritePage<ContentFavoriteItem> }>(),
  }),
  /** The strategy pair names its edition in app_sn; it must be the path's edition. */
  redPoint: declareCall({
    method: 'GET',
    path: '/v1/content/favorite_red_point',
    auth: 'required',
    cache: 'private',
    types: shape<{ query: typeof strategyRedPointInput; answer: FavoriteRedPoint }>(),
  }),
  refreshRedPoint: declareCall({
    method: 'POST',
    path: '/v1/content/refresh_favorite_red_point',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof strategyRedPointInput; answer: FavoriteRedPoint }>(),
  }),
};

/** Each kind's calls. */
export const favoriteCalls = { entry: entryFavoriteCalls, strategy: strategyFavoriteCalls } as const;
