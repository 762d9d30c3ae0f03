/** Kysely types of the media area's tables (created by migrations/0005-media.ts). */
export interface MediaTables {}
