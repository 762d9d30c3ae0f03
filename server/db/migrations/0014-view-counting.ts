import { sql, type Kysely } from 'kysely';

/**
 * Page views that cannot be inflated, and search rankings refreshed from them (issue 19.6).
 *
 * - content_view_marks: when each reader (a hashed id: see server/domains/content/reader.ts) last
 *   had a view of an entry counted. A view counts only when its mark is missing or over an hour
 *   old; the housekeeping deletes marks older than that.
 * - content_pv.indexed_pv: the views the entry's search rank key was last computed from. The
 *   partial index holds only the entries whose views moved since, so the scheduled refresh
 *   finds them without scanning (and finds nothing cheaply when nothing changed).
 */
export function viewCountingMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_view_marks')
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('reader', 'varchar(64)', (c) => c.notNull())
        .addColumn('counted_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('content_view_marks_pk', ['content_id', 'reader'])
        .execute();
      await db.schema.createIndex('content_view_marks_counted_at').on('content_view_marks').column('counted_at').execute();

      await db.schema
        .alterTable('content_pv')
        .addColumn('indexed_pv', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('content_pv_unindexed')
        .on('content_pv')
        .column('content_id')
        .where(sql<boolean>`pv <> indexed_pv`)
        .execute();
    },
  };
}
