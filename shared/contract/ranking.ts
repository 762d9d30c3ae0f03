import { z } from 'zod';
import { idParam, pageNumParam } from './queries.ts';

/**
 * Contributor ranking, contributors of an entry, page views and recent updates.
 * Types are derived from these schemas; the browser imports only the types (no zod).
 */

/** /v1/ranking/list type: 1 weekly (last 7 days), 2 monthly (last 30 days), 3 overall. */
export const RANKING_TYPES = { weekly: 1, monthly: 2, overall: 3 } as const;
export type RankingType = (typeof RANKING_TYPES)[keyof typeof RANKING_TYPES];

/** Days a rolling window covers, today included; overall has none. */
export const RANKING_WINDOW_DAYS: Record<RankingType, number | null> = { 1: 7, 2: 30, 3: null };

/** page_size of the ranking list: 6 where it is limited (home), 50 on its page; at most 50. */
export const RANKING_PAGE_SIZE = { limited: 6, full: 50, max: 50 } as const;

/** Contributors an entry's contributor list shows at most (highest values first). */
export const CONTRIBUTORS_LIMIT = 100;

const pageSize = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(RANKING_PAGE_SIZE.max, `must be at most ${RANKING_PAGE_SIZE.max}`)
  .default(RANKING_PAGE_SIZE.full);

export const rankingListQuery = z.object({
  type: z.coerce
    .number({ error: 'must be 1 (weekly), 2 (monthly) or 3 (overall)' })
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'must be 1 (weekly), 2 (monthly) or 3 (overall)' })),
  page: pageNumParam,
  page_size: pageSize,
});
export type RankingListQuery = z.infer<typeof rankingListQuery>;

/** One contributor as the ranking and contributor lists send it. */
export const contributorSchema = z.object({
  /** The user's id as text: the link target of the contributor's name. */
  account_uid: z.string(),
  account_name: z.string(),
  /** Avatar image by the spec's rule (shared/avatar.ts). */
  img: z.string(),
  /** Contribution value (贡献值) in the list's window. */
  value: z.number().int(),
});
export type Contributor = z.infer<typeof contributorSchema>;

export const rankingEntrySchema = contributorSchema.extend({
  /** 1-based position in the whole list (ties ordered by user id). */
  rank: z.number().int().positive(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const rankingListSchema = z.object({
  list: z.array(rankingEntrySchema),
  /** Contributors in the window (value above 0). */
  total: z.number().int(),
});
export type RankingList = z.infer<typeof rankingListSchema>;

/** /v1/content/contribution and /wapi/entry_page/contributors */
export const contributorListSchema = z.object({ list: z.array(contributorSchema) });
export type ContributorList = z.infer<typeof contributorListSchema>;

export const entryPageIdQuery = z.object({ entry_page_id: idParam });

/** /v1/content/pv */
export const pageViewSchema = z.object({ pv: z.number().int() });
export type PageView = z.infer<typeof pageViewSchema>;

/** /wapi/home/recent_update pages as /v1/content/latest does (page_num from 1, page_size up to 50). */
export { latestContentQuery as recentUpdateQuery } from './queries.ts';
