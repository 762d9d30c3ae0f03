/** Kysely types of drafts, submissions and module locks (created by migrations/0012-contributing.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContributingTables {}
