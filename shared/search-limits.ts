// Search limits and ids, free of zod so that pages can import them (shared/contract/search.ts re-exports them).

/** Results per page, and the most a caller may ask for. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** Deepest page served (a result list is read in rank order up to it). */
export const SEARCH_MAX_PAGE_NUM = 100;
/** Longest keyword accepted, in characters. */
export const SEARCH_MAX_KEYWORD = 100;
/** The id of the synthetic 'all' channel and of its 'unlimited' child in the filter tree. */
export const FILTER_ALL_ID = -1;
