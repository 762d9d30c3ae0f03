import { z } from 'zod';
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
  type FavoritePage,
  type FavoriteRedPoint,
  type FavoriteState,
} from '../../../shared/contract/favorites.ts';
import type { FavoriteRow } from './favorites-service.ts';
import { invalidParams } from '../../api/errors.ts';
import { defineRoute, type ApiRoute, type HandlerContext } from '../../api/route.ts';

/** The signed-in user's id (auth: 'required' guarantees one). */
const userIdOf = ({ viewer }: HandlerContext<unknown, unknown>) => viewer!.user.id;

/** How one family of favorite calls differs from the other. */
interface FavoriteFamily<Id extends string> {
  kind: FavoriteKind;
  /** '/wapi/entry_page' or '/v1/content' */
  prefix: '/wapi/entry_page' | '/v1/content';
  /** The id field of the favorite body and the state query. */
  body: z.ZodType<{ is_favorite: boolean } & Record<Id, number>>;
  statusQuery: z.ZodType<Record<Id, number>>;
  idField: Id;
  listItem(row: FavoriteRow): unknown;
  /** The red-point pair's input (the strategy pair names its edition in app_sn). */
  redPointInput?: typeof strategyRedPointInput;
}

/** The strategy pair sends app_sn; it must name the edition of the path. */
function checkAppSn(context: HandlerContext<unknown, unknown>, input: unknown) {
  const appSn = (input as z.infer<typeof strategyRedPointInput> | undefined)?.app_sn;
  if (appSn !== undefined && appSn !== context.edition.app_sn) throw invalidParams(`app_sn: '${appSn}' is not this edition`);
}

/** favorite, favorite_status, favorite_list, favorite_red_point and refresh_favorite_red_point of one family. */
function favoriteFamily<Id extends string>(family: FavoriteFamily<Id>): ApiRoute[] {
  const { kind, prefix, idField } = family;
  return [
    defineRoute({
      method: 'POST',
      path: `${prefix}/favorite`,
      cache: 'private',
      auth: 'required',
      body: family.body,
      async handler(context): Promise<FavoriteState> {
        const { body, services, edition } = context;
        return { is_favorite: await services.favorites.set(userIdOf(context), edition.id, kind, body[idField], body.is_favorite) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${prefix}/favorite_status`,
      cache: 'private',
      query: family.statusQuery,
      async handler({ query, services, edition, viewer }): Promise<FavoriteState> {
        return { is_favorite: viewer ? await services.favorites.isFavorite(viewer.user.id, edition.id, kind, query[idField]) : false };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${prefix}/favorite_list`,
      cache: 'private',
      auth: 'required',
      query: favoriteListQuery,
      async handler(context): Promise<FavoritePage<unknown>> {
        const { query, services, edition } = context;
        const page = await services.favorites.list(userIdOf(context), edition.id, kind, { pageNum: query.page_num, pageSize: query.page_size });
        return { total: page.total, list: page.rows.map(family.listItem) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${prefix}/favorite_red_point`,
      cache: 'private',
      auth: 'required',
      ...(family.redPointInput ? { query: family.redPointInput } : {}),
      async handler(context): Promise<FavoriteRedPoint> {
        checkAppSn(context, context.query);
        return { show_red_point: await context.services.favorites.showRedPoint(userIdOf(context), context.edition.id, kind) };
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${prefix}/refresh_favorite_red_point`,
      cache: 'private',
      auth: 'required',
      ...(family.redPointInput ? { body: family.redPointInput } : {}),
      async handler(context): Promise<FavoriteRedPoint> {
        checkAppSn(context, context.body);
        await context.services.favorites.refreshRedPoint(userIdOf(context), context.edition.id, kind);
        return { show_red_point: false };
      },
    }),
  ];
}

/**
 * Favorites (spec 000 §7): entry pages under wapi/entry_page/..., strategy contents under
 * v1/content/...; each with its favorite call, list, state and the red-point pair. Everything
 * is personal; the state answers false to anonymous visitors instead of asking them to log in.
 */
export const favoritesRoutes: ApiRoute[] = [
  ...favoriteFamily({
    kind: 'entry',
    prefix: '/wapi/entry_page',
    body: entryFavoriteBody,
    statusQuery: entryFavoriteStatusQuery,
    idField: 'entry_page_id',
    listItem: (row): EntryFavoriteItem => ({ entry_page_id: row.content_id, name: row.title, icon_url: row.icon, desc: row.summary, favorite_time: row.created_at, has_update: row.has_update }),
  }),
  ...favoriteFamily({
    kind: 'strategy',
    prefix: '/v1/content',
    body: contentFavoriteBody,
    statusQuery: contentFavoriteStatusQuery,
    idField: 'content_id',
    listItem: (row): ContentFavoriteItem => ({ content_id: row.content_id, title: row.title, icon: row.icon, summary: row.summary, bbs_url: row.bbs_url, favorite_time: row.created_at, has_update: row.has_update }),
    redPointInput: strategyRedPointInput,
  }),
];
