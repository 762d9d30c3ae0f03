import { declareCall, shape } from '../call.ts';
import type {
  entryFavoriteBody,
  entryFavoriteStatusQuery,
  favoriteListQuery,
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

export const favorite = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/favorite',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof entryFavoriteBody; answer: FavoriteState }>(),
});

export const status = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/favorite_status',
  auth: 'optional',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof entryFavoriteStatusQuery; answer: FavoriteState }>(),
});

export const list = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/favorite_list',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof favoriteListQuery; answer: FavoritePage<EntryFavoriteItem> }>(),
});

export const redPoint = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/favorite_red_point',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ answer: FavoriteRedPoint }>(),
});

export const refreshRedPoint = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/refresh_favorite_red_point',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ answer: FavoriteRedPoint }>(),
});
