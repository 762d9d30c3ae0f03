import type { Kysely } from 'kysely';

/**
 * The second pass of a MediaWiki import (converting each page's last revision) reports its
 * progress as the first reports bytes read: entry pages looked at, of the edition's entry pages.
 */
export function mediawikiConversionProgressMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('mediawiki_imports')
        .addColumn('convert_done', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('mediawiki_imports')
        .addColumn('convert_total', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
