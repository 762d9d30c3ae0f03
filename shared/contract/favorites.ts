import { z } from 'zod';
import { idParam, pageNumParam } from './queries.ts';

/** What can be favorited: entry pages (wapi/entry_page/favorite) and strategy contents (v1/content/favorite). */
export const FAVORITE_KINDS = ['entry', 'strategy'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

export const FAVORITE_LIMITS = {
  /** Most favorites one user keeps per kind in one edition. */
  maxPerKind: 1000,
  defaultPageSize: 20,
  maxPageSize: 50,
} as const;

/** true/false, also as the texts 'true'/'false'/'1'/'0' some clients send. */
const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value),
  z.boolean({ error: 'must be true or false' }),
);

/** POST wapi/entry_page/favorite: is_favorite false removes it (default true). */
export const entryFavoriteBody = z.object({
  entry_page_id: idParam,
  is_favorite: flag.default(true),
});
/** POST v1/content/favorite: is_favorite false removes it (default true). */
export const contentFavoriteBody = z.object({
  content_id: idParam,
  is_favorite: flag.default(true),
});

export const favoriteListQuery = z.object({
  page_num: pageNumParam,
  page_size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(FAVORITE_LIMITS.maxPageSize, `must be at most ${FAVORITE_LIMITS.maxPageSize}`)
    .default(FAVORITE_LIMITS.defaultPageSize),
});

export const entryFavoriteStatusQuery = z.object({ entry_page_id: idParam });
export const contentFavoriteStatusQuery = z.object({ content_id: idParam });

/** The strategy red-point pair names its edition in app_sn. */
export const strategyRedPointInput = z.object({
  app_sn: z.string({ error: 'required: the edition this call is for' }).min(1, 'required: the edition this call is for'),
});

export interface FavoriteState {
  is_favorite: boolean;
}

export interface FavoriteRedPoint {
  show_red_point: boolean;
}

/** One favorited entry page, newest favorite first. */
export interface EntryFavoriteItem {
  entry_page_id: number;
  name: string;
  icon_url: string;
  desc: string;
  /** Unix seconds of favoriting. */
  favorite_time: number;
  /** Changed since the user last looked. */
  has_update: boolean;
}

/** One favorited strategy content, newest favorite first. */
export interface ContentFavoriteItem {
  content_id: number;
  title: string;
  icon: string;
  summary: string;
  bbs_url: string;
  favorite_time: number;
  has_update: boolean;
}

export interface FavoritePage<T> {
  list: T[];
  total: number;
}
