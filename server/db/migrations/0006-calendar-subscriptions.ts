import type { Kysely } from 'kysely';

/**
 * Calendar subscriptions: the activities each user follows per edition, and their reminder
 * switch with the secret of their iCalendar feed (only its SHA-256 is stored).
 */
export function calendarSubscriptionsMigration(_dialect: string) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('calendar_subscriptions')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('activity_id', 'bigint', (c) => c.notNull().references('calendar_activities.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('calendar_subscriptions_pk', ['user_id', 'edition_id', 'activity_id'])
        .execute();
      await db.schema.createIndex('calendar_subscriptions_activity').on('calendar_subscriptions').column('activity_id').execute();

      await db.schema
        .createTable('calendar_reminders')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('feed_token_hash', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('calendar_reminders_pk', ['user_id', 'edition_id'])
        .execute();
      await db.schema.createIndex('calendar_reminders_feed_token').on('calendar_reminders').column('feed_token_hash').unique().execute();
    },
  };
}
