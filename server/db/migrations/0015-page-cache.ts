import type { Kysely } from 'kysely';

/**
 * The page cache's version (issue 14): one row whose number every write that changes what
 * public pages show raises (server/page-cache/page-version.ts). A cached page remembers the
 * number it was rendered at; a newer number makes it stale in every app process.
 */
export function pageCacheMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_cache_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await (db as Kysely<{ page_cache_version: { id: number; version: number } }>).insertInto('page_cache_version').values({ id: 1, version: 1 }).execute();
    },
  };
}
