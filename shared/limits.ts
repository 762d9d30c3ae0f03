/**
 * Numeric limits shared by the server (validation, settings answers) and the client (forms).
 * Plain constants, no schema library: the browser bundle imports this file.
 */

/** Image uploads: accepted types, size ceiling and the size of one upload chunk. */
export const UPLOAD_LIMITS = {
  imageTypes: ['image/jpeg', 'image/png'],
  maxImageMb: 10,
  chunkMb: 2,
} as const;

/** Correction/feedback reports: length of the text in characters. */
export const REPORT_LIMITS = {
  minLength: 1,
  maxLength: 500,
} as const;

/** Paged list calls: page_num / page_size. */
export const PAGING = {
  defaultPageNum: 1,
  /** Beyond this a page number is refused (no list is that long; keeps offsets small). */
  maxPageNum: 100_000,
  defaultPageSize: 20,
  /** /v1/content/latest */
  maxLatestPageSize: 50,
  /** /v1/content/channel */
  maxChannelPageSize: 100,
} as const;

/** Entries in the home answer's latestContent block. */
export const HOME_LATEST_COUNT = 10;

/** Entries each child channel carries in an aggregate page answer. */
export const AGGREGATE_CHILD_LIST_LIMIT = 8;
