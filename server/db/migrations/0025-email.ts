import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * E-mail (issue 32, server/domains/email/):
 * - email_addresses: an account's address (verified: `address`; asked for and not yet verified:
 *   `pending_address`), the language its mails are written in, the site origin it was given on
 *   (links when PUBLIC_ORIGIN is unset) and the key its unsubscribe links are signed with.
 * - email_verifications: the links sent to verify an address, kept as the token's hash, expiring
 *   and single use.
 * - email_digest_cursors: per user and frequency ('daily', 'weekly'), the last notification id a
 *   digest held, when it was sent, and while one is being sent a lease and the last id it holds.
 * - email_digests: every digest sent, written in the transaction that advances the cursor.
 */
export function emailMigration(dialect: Dialect) {
  const serial = (table: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('email_addresses')
        .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('address', 'varchar(254)')
        .addColumn('verified_at', 'bigint')
        .addColumn('pending_address', 'varchar(254)')
        .addColumn('language', 'varchar(8)', (c) => c.notNull().defaultTo('zh-CN'))
        .addColumn('origin', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('unsubscribe_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await serial(db.schema.createTable('email_verifications'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('address', 'varchar(254)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('email_verifications_user').on('email_verifications').columns(['user_id', 'id']).execute();

      await db.schema
        .createTable('email_digest_cursors')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('frequency', 'varchar(8)', (c) => c.notNull())
        .addColumn('last_notification_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('last_sent_at_ms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_until_ms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('sending_last_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('email_digest_cursors_pk', ['user_id', 'frequency'])
        .execute();

      await serial(db.schema.createTable('email_digests'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('frequency', 'varchar(8)', (c) => c.notNull())
        .addColumn('address', 'varchar(254)', (c) => c.notNull())
        .addColumn('first_notification_id', 'bigint', (c) => c.notNull())
        .addColumn('last_notification_id', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('message_id', 'varchar(200)', (c) => c.notNull())
        .addColumn('sent_at_ms', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('email_digests_user').on('email_digests').columns(['user_id', 'frequency', 'id']).execute();
    },
  };
}
