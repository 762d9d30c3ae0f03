import type { z } from 'zod';
import {
  contentFavoriteBody,
  contentFavoriteStatusQuery,
  entryFavoriteBody,
  entryFavoriteStatusQuery,
  favoriteListQuery,
  strategyRedPointInput,
  type ContentFavoriteItem,
  type EntryFavoriteItem,
  type FavoritePage,
  type FavoriteRedPoint,
  type FavoriteState,
} from '../../../shared/contract/favorites.ts';
import { invalidParams } from '../errors.ts';
import { defineRoute, type ApiRoute, type HandlerContext } from '../route.ts';

/** The signed-in user's id (auth: 'required' guarantees one). */
const userIdOf = ({ viewer }: HandlerContext<unknown, unknown>) => viewer!.user.id;

/** The strategy pair sends app_sn; it must name the edition of the path. */
function checkAppSn(context: HandlerContext<unknown, unknown>, appSn: string) {
  if (appSn !== context.edition.app_sn) throw invalidParams(`app_sn: '${appSn}' is not this edition`);
}

/**
 * Favorites (spec 000 §7): entry pages under wapi/entry_page/..., strategy contents under
 * v1/content/...; each with its favorite call, list, state and the red-point pair. Everything
 * is personal; the state answers false to anonymous visitors instead of asking them to log in.
 */
export const favoritesRoutes: ApiRoute[] = [
  defineRoute<unknown, z.infer<typeof entryFavoriteBody>>({
    method: 'POST',
    path: '/wapi/entry_page/favorite',
    cache: 'private',
    auth: 'required',
    body: entryFavoriteBody,
    async handler(context): Promise<FavoriteState> {
      const { body, services, edition } = context;
      return { is_favorite: await services.favorites.set(userIdOf(context), edition.id, 'entry', body.entry_page_id, body.is_favorite) };
    },
  }),
  defineRoute<z.infer<typeof entryFavoriteStatusQuery>>({
    method: 'GET',
    path: '/wapi/entry_page/favorite_status',
    cache: 'private',
    query: entryFavoriteStatusQuery,
    async handler({ query, services, edition, viewer }): Promise<FavoriteState> {
      return { is_favorite: viewer ? await services.favorites.isFavorite(viewer.user.id, edition.id, 'entry', query.entry_page_id) : false };
    },
  }),
  defineRoute<z.infer<typeof favoriteListQuery>>({
    method: 'GET',
    path: '/wapi/entry_page/favorite_list',
    cache: 'private',
    auth: 'required',
    query: favoriteListQuery,
    async handler(context): Promise<FavoritePage<EntryFavoriteItem>> {
      const { query, services, edition } = context;
      const page = await services.favorites.list(userIdOf(context), edition.id, 'entry', { pageNum: query.page_num, pageSize: query.page_size });
      return {
        total: page.total,
        list: page.rows.map((row) => ({ entry_page_id: row.content_id, name: row.title, icon_url: row.icon, desc: row.summary, favorite_time: row.created_at, has_update: row.has_update })),
      };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/wapi/entry_page/favorite_red_point',
    cache: 'private',
    auth: 'required',
    async handler(context): Promise<FavoriteRedPoint> {
      return { show_red_point: await context.services.favorites.showRedPoint(userIdOf(context), context.edition.id, 'entry') };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/wapi/entry_page/refresh_favorite_red_point',
    cache: 'private',
    auth: 'required',
    async handler(context): Promise<FavoriteRedPoint> {
      await context.services.favorites.refreshRedPoint(userIdOf(context), context.edition.id, 'entry');
      return { show_red_point: false };
    },
  }),

  defineRoute<unknown, z.infer<typeof contentFavoriteBody>>({
    method: 'POST',
    path: '/v1/content/favorite',
    cache: 'private',
    auth: 'required',
    body: contentFavoriteBody,
    async handler(context): Promise<FavoriteState> {
      const { body, services, edition } = context;
      return { is_favorite: await services.favorites.set(userIdOf(context), edition.id, 'strategy', body.content_id, body.is_favorite) };
    },
  }),
  defineRoute<z.infer<typeof contentFavoriteStatusQuery>>({
    method: 'GET',
    path: '/v1/content/favorite_status',
    cache: 'private',
    query: contentFavoriteStatusQuery,
    async handler({ query, services, edition, viewer }): Promise<FavoriteState> {
      return { is_favorite: viewer ? await services.favorites.isFavorite(viewer.user.id, edition.id, 'strategy', query.content_id) : false };
    },
  }),
  defineRoute<z.infer<typeof favoriteListQuery>>({
    method: 'GET',
    path: '/v1/content/favorite_list',
    cache: 'private',
    auth: 'required',
    query: favoriteListQuery,
    async handler(context): Promise<FavoritePage<ContentFavoriteItem>> {
      const { query, services, edition } = context;
      const page = await services.favorites.list(userIdOf(context), edition.id, 'strategy', { pageNum: query.page_num, pageSize: query.page_size });
      return {
        total: page.total,
        list: page.rows.map((row) => ({ content_id: row.content_id, title: row.title, icon: row.icon, summary: row.summary, bbs_url: row.bbs_url, favorite_time: row.created_at, has_update: row.has_update })),
      };
    },
  }),
  defineRoute<z.infer<typeof strategyRedPointInput>>({
    method: 'GET',
    path: '/v1/content/favorite_red_point',
    cache: 'private',
    auth: 'required',
    query: strategyRedPointInput,
    async handler(context): Promise<FavoriteRedPoint> {
      checkAppSn(context, context.query.app_sn);
      return { show_red_point: await context.services.favorites.showRedPoint(userIdOf(context), context.edition.id, 'strategy') };
    },
  }),
  defineRoute<unknown, z.infer<typeof strategyRedPointInput>>({
    method: 'POST',
    path: '/v1/content/refresh_favorite_red_point',
    cache: 'private',
    auth: 'required',
    body: strategyRedPointInput,
    async handler(context): Promise<FavoriteRedPoint> {
      checkAppSn(context, context.body.app_sn);
      await context.services.favorites.refreshRedPoint(userIdOf(context), context.edition.id, 'strategy');
      return { show_red_point: false };
    },
  }),
];
