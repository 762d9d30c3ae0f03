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

/** The editor's count ceilings and the contributing workflow. */
export const EDITOR_LIMITS = {
  /** Module groups of one entry page. */
  moduleGroups: 20,
  /** Modules in one module group. */
  modulesPerGroup: 10,
  /** Drafts one user may keep at once. */
  draftsPerUser: 50,
  /** Edit summary of a submission, in characters. */
  summary: 200,
  /** A reviewer's reason for rejecting, in characters. */
  rejectReason: 500,
  /** One comment of a review conversation (and an approval's comment), in characters. */
  reviewComment: 1000,
  /** Review comments one user may write per hour. */
  reviewCommentsPerHour: 60,
  /** A module lock lasts this long unless renewed. */
  lockSeconds: 300,
  /** The editor renews its locks this often. */
  lockRenewSeconds: 60,
  /** The editor autosaves this long after the last change. */
  autosaveDelayMs: 2_000,
  /** Submissions one user may send per hour. */
  submissionsPerHour: 30,
  /** Page size ceiling of the draft, submission and review lists. */
  maxListPageSize: 50,
  /** The editor's layout needs at least this window width (spec: ≤ 900 px goes to the wiki site). */
  minWindowWidth: 901,
} as const;
