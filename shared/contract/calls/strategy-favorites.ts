import { declareCall, shape } from '../call.ts';
import type {
  contentFavoriteBody,
  contentFavoriteStatusQuery,
  favoriteListQuery,
  strategyRedPointInput,
  ContentFavoriteItem,
  FavoritePage,
  FavoriteRedPoint,
  FavoriteState,
} from '../favorites.ts';

export const favorite = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/content/favorite',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof contentFavoriteBody; answer: FavoriteState }>(),
});

export const status = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/favorite_status',
  auth: 'optional',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof contentFavoriteStatusQuery; answer: FavoriteState }>(),
});

export const list = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/favorite_list',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof favoriteListQuery; answer: FavoritePage<ContentFavoriteItem> }>(),
});

/** The strategy pair names its edition in app_sn; it must be the path's edition. */
export const redPoint = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/favorite_red_point',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof strategyRedPointInput; answer: FavoriteRedPoint }>(),
});

export const refreshRedPoint = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/content/refresh_favorite_red_point',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof strategyRedPointInput; answer: FavoriteRedPoint }>(),
});
