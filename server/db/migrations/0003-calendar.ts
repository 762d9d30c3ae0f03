import type { CreateTableBuilder, Kysely } from 'kysely';

/**
 * Tables of the calendar area (see server/db/tables/calendar.ts); written once for both dialects.
 * calendar_activities already exists (0001-foundation); this adds the red points.
 */
export function calendarMigration(dialect: string) {
  const id = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'bigserial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      // One marker per (edition, type, target): a later change moves its mtime (upsert).
      await id(db.schema.createTable('red_points'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('target_id', 'bigint', (c) => c.notNull())
        .addColumn('type', 'varchar(16)', (c) => c.notNull())
        .addColumn('img', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('mtime', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('red_points_target', ['edition_id', 'type', 'target_id'])
        .execute();
      await db.schema.createIndex('red_points_edition_mtime').on('red_points').columns(['edition_id', 'mtime']).execute();
    },
  };
}
