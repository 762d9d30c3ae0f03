import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The content-changes log (issue 27, server/content-changes/): one row per write that changes
 * what public pages show, with the tags of what it changed. Every app process hears each row
 * (SQLite: by reading the log; PostgreSQL: by a NOTIFY sent at commit) and drops exactly the
 * stored pages that carry one of its tags. Rows older than a day are pruned.
 */
export function contentChangesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const table = db.schema.createTable('content_changes');
      await (
        dialect === 'postgres'
          ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('changed_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.dropTable('page_cache_version').execute();
    },
  };
}
