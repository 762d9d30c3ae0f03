import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * The editors' feedback loop (issue 32, server/activity/ and server/domains/notifications/):
 * - activities: the outbox of what happened (an entry published, a submission approved or
 *   rejected, a correction handled, a review comment, a grant), written in the write's own
 *   transaction by announce() and read in id order by each subscriber after it commits.
 * - activity_cursors: how far each subscriber (by name) has read activities.
 * - watches: an entry or a channel a user follows in an edition, by hand ('manual') or because
 *   they created or edited it ('auto').
 * - notifications: one row per recipient, made by the notifications subscriber from an activity.
 * - notification_settings: per user, edition and notification kind, whether it shows in the site
 *   and how often it is mailed ('off', 'daily', 'weekly'); a missing row is the default.
 */
export function activityMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const postgres = dialect === 'postgres';
      const activities = db.schema.createTable('activities');
      await (
        postgres ? activities.addColumn('id', 'bigserial', (c) => c.primaryKey()) : activities.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('edition_id', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('actor_id', 'bigint')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('activity_cursors')
        .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('last_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('watches')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('target_kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('target_id', 'bigint', (c) => c.notNull())
        .addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('manual'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('watches_pk', ['user_id', 'edition_id', 'target_kind', 'target_id'])
        .execute();
      await db.schema.createIndex('watches_target').on('watches').columns(['target_kind', 'target_id']).execute();

      const notifications = db.schema.createTable('notifications');
      await (
        postgres
          ? notifications.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : notifications.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('activity_id', 'bigint', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at_ms', 'bigint', (c) => c.notNull())
        .addColumn('read_at_ms', 'bigint')
        .addUniqueConstraint('notifications_once', ['user_id', 'activity_id', 'kind'])
        .execute();
      await db.schema.createIndex('notifications_inbox').on('notifications').columns(['user_id', 'edition_id', 'id']).execute();

      await db.schema
        .createTable('notification_settings')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull())
        .addColumn('kind', 'varchar(32)', (c) => c.notNull())
        .addColumn('site', 'smallint', (c) => c.notNull().defaultTo(1))
        .addColumn('email', 'varchar(8)', (c) => c.notNull().defaultTo('off'))
        .addPrimaryKeyConstraint('notification_settings_pk', ['user_id', 'edition_id', 'kind'])
        .execute();
    },
  };
}
