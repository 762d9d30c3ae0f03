import type { z } from 'zod';
import * as entryFavoriteCalls from '../../../shared/contract/calls/entry-favorites.ts';
import * as strategyFavoriteCalls from '../../../shared/contract/calls/strategy-favorites.ts';
import {
  contentFavoriteBody,
  contentFavoriteStatusQuery,
  entryFavoriteBody,
  entryFavoriteStatusQuery,
  favoriteListQuery,
  strategyRedPointInput,
  type ContentFavoriteItem,
  type EntryFavoriteItem,
  type FavoriteKind,
} from '../../../shared/contract/favorites.ts';
import type { FavoriteRow } from './favorites-service.ts';
import { invalidParams } from '../../api/errors.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';
import type { Edition } from '../editions/editions-service.ts';

/** The strategy pair sends app_sn; it must name the edition of the path. */
function checkAppSn(edition: Edition, input: z.infer<typeof strategyRedPointInput> | undefined) {
  if (input && input.app_sn !== edition.app_sn) throw invalidParams(`app_sn: '${input.app_sn}' is not this edition`);
}

const entryListItem = (row: FavoriteRow): EntryFavoriteItem => ({
  entry_page_id: row.content_id,
  name: row.title,
  icon_url: row.icon,
  desc: row.summary,
  favorite_time: row.created_at,
  has_update: row.has_update,
});
const strategyListItem = (row: FavoriteRow): ContentFavoriteItem => ({
  content_id: row.content_id,
  title: row.title,
  icon: row.icon,
  summary: row.summary,
  bbs_url: row.bbs_url,
  favorite_time: row.created_at,
  has_update: row.has_update,
});

/** The five calls of one kind differ only by kind, id field and list item. */
const listOf = async <T>(
  kind: FavoriteKind,
  {
    query,
    services,
    edition,
    viewer,
  }: { query: z.output<typeof favoriteListQuery>; services: import('../services.ts').Services; edition: Edition; viewer: { user: { id: number } } },
  item: (row: FavoriteRow) => T,
) => {
  const page = await services.favorites.list(viewer.user.id, edition.id, kind, { pageNum: query.page_num, pageSize: query.page_size });
  return { total: page.total, list: page.rows.map(item) };
};

/**
 * Favorites (shared/contract/calls/favorites.ts): entry pages and strategy contents, each with its
 * favorite call, list, state and red-point pair.
 */
export const favoritesRoutes: ImplementedCall[] = [
  implement(entryFavoriteCalls.favorite, {
    body: entryFavoriteBody,
    handler: async ({ body, services, edition, viewer }) => ({
      is_favorite: await services.favorites.set(viewer.user.id, edition.id, 'entry', body.entry_page_id, body.is_favorite),
    }),
  }),
  implement(entryFavoriteCalls.status, {
    query: entryFavoriteStatusQuery,
    handler: async ({ query, services, edition, viewer }) => ({
      is_favorite: viewer ? await services.favorites.isFavorite(viewer.user.id, edition.id, 'entry', query.entry_page_id) : false,
    }),
  }),
  implement(entryFavoriteCalls.list, { query: favoriteListQuery, handler: (context) => listOf('entry', context, entryListItem) }),
  implement(entryFavoriteCalls.redPoint, {
    handler: async ({ services, edition, viewer }) => ({ show_red_point: await services.favorites.showRedPoint(viewer.user.id, edition.id, 'entry') }),
  }),
  implement(entryFavoriteCalls.refreshRedPoint, {
    async handler({ services, edition, viewer }) {
      await services.favorites.refreshRedPoint(viewer.user.id, edition.id, 'entry');
      return { show_red_point: false };
    },
  }),

  implement(strategyFavoriteCalls.favorite, {
    body: contentFavoriteBody,
    handler: async ({ body, services, edition, viewer }) => ({
      is_favorite: await services.favorites.set(viewer.user.id, edition.id, 'strategy', body.content_id, body.is_favorite),
    }),
  }),
  implement(strategyFavoriteCalls.status, {
    query: contentFavoriteStatusQuery,
    handler: async ({ query, services, edition, viewer }) => ({
      is_favorite: viewer ? await services.favorites.isFavorite(viewer.user.id, edition.id, 'strategy', query.content_id) : false,
    }),
  }),
  implement(strategyFavoriteCalls.list, { query: favoriteListQuery, handler: (context) => listOf('strategy', context, strategyListItem) }),
  implement(strategyFavoriteCalls.redPoint, {
    query: strategyRedPointInput,
    async handler({ query, services, edition, viewer }) {
      checkAppSn(edition, query);
      return { show_red_point: await services.favorites.showRedPoint(viewer.user.id, edition.id, 'strategy') };
    },
  }),
  implement(strategyFavoriteCalls.refreshRedPoint, {
    body: strategyRedPointInput,
    async handler({ body, services, edition, viewer }) {
      checkAppSn(edition, body);
      await services.favorites.refreshRedPoint(viewer.user.id, edition.id, 'strategy');
      return { show_red_point: false };
    },
  }),
];
