/** Kysely types of the page cache (created by migrations/0015-page-cache.ts). */
export interface PageCacheTables {
  page_cache_version: PageCacheVersionTable;
}

/** One row (id 1): raised by every write that changes what public pages show. */
export interface PageCacheVersionTable {
  id: number;
  version: number;
}
