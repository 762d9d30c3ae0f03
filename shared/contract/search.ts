import { z } from 'zod';
import { idParam } from './queries.ts';
import { FILTER_ALL_ID, SEARCH_MAX_KEYWORD, SEARCH_MAX_PAGE_NUM, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '../search-limits.ts';

export { FILTER_ALL_ID, SEARCH_MAX_KEYWORD, SEARCH_MAX_PAGE_NUM, SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE };

/**
 * Search of entry pages: /wapi/search, /wapi/search_suggestion and the
 * channel tree of the search filter. Types are derived from these schemas; the browser imports
 * only the types and constants (no zod on pages that only read).
 */

const keyword = z
  .string({ error: 'must be text' })
  .max(SEARCH_MAX_KEYWORD, `must be at most ${SEARCH_MAX_KEYWORD} characters`)
  .default('')
  .transform((value) => value.trim());

/** menu_id: empty (or -1, the synthetic 'all') for no filter, else a channel id. */
const menuId = z.preprocess(
  (value) => (value === '' || value === undefined || value === null || String(value) === String(FILTER_ALL_ID) ? undefined : value),
  idParam.optional(),
);

export const searchQuerySchema = z.object({
  keyword,
  menu_id: menuId,
  page_num: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SEARCH_MAX_PAGE_NUM, `must be at most ${SEARCH_MAX_PAGE_NUM}`)
    .default(1),
  page_size: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SEARCH_MAX_PAGE_SIZE, `must be at most ${SEARCH_MAX_PAGE_SIZE}`)
    .default(SEARCH_PAGE_SIZE),
  /** The reader's content language ('en-US' or 'en-us'; also the x-rpc-language header): its matches first, names in it (issue 31). */
  lang: z.string({ error: 'must be text' }).max(16, 'must be at most 16 characters').optional(),
});
export type SearchQueryInput = z.infer<typeof searchQuerySchema>;

export const suggestionQuerySchema = z.object({ keyword });

export const channelTreeQuerySchema = z.object({
  scene: z.enum(['CommonUser'], { error: "must be 'CommonUser'" }).default('CommonUser'),
});

/** One result: name and body carry <em> around matched words; everything else is escaped. */
export const searchHitSchema = z.object({
  entry_page_id: z.string(),
  name: z.string(),
  body: z.string(),
  icon_url: z.string(),
  menus: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({ list: z.array(searchHitSchema) });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestionSchema = z.object({ word_list: z.array(z.string()) });
export type Suggestion = z.infer<typeof suggestionSchema>;

export type FilterNode = {
  id: number;
  name: string;
  channel_id: number;
  parent_id: number;
  children: FilterNode[];
};

export const filterNodeSchema: z.ZodType<FilterNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    channel_id: z.number().int(),
    parent_id: z.number().int(),
    children: z.array(filterNodeSchema),
  }),
);

/** The search filter's channel tree: 'all' (-1, with its 'unlimited' child) first, then the first-level channels, each led by an 'unlimited' child (-1). */
export const channelTreeSchema = z.object({ children: z.array(filterNodeSchema) });
export type ChannelTree = z.infer<typeof channelTreeSchema>;
