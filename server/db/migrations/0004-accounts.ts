import type { CreateTableBuilder, Kysely } from 'kysely';

/** Accounts: logins on users, sessions, permission grants, the key-box, real-name codes, rate limits. */
export function accountsMigration(dialect: string) {
  const id = <T extends string>(table: CreateTableBuilder<T, never>) =>
    dialect === 'postgres'
      ? table.addColumn('id', 'bigserial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('login_name', 'varchar(64)').execute();
      await db.schema.alterTable('users').addColumn('password_hash', 'text').execute();
      await db.schema.alterTable('users').addColumn('phone', 'varchar(32)').execute();
      await db.schema
        .alterTable('users')
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('active'))
        .execute();
      await db.schema.createIndex('users_login_name').on('users').column('login_name').unique().execute();

      // The cookie carries a random token; only its SHA-256 is stored.
      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

      // edition_id 0 grants the permission in every edition.
      await db.schema
        .createTable('user_permissions')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('permission', 'varchar(32)', (c) => c.notNull())
        .addColumn('granted_at', 'bigint', (c) => c.notNull())
        .addColumn('granted_by', 'bigint')
        .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'edition_id', 'permission'])
        .execute();

      await db.schema
        .createTable('key_box')
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'varchar(64)', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('key_box_pk', ['user_id', 'key'])
        .execute();

      await id(db.schema.createTable('realname_codes'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('phone', 'varchar(32)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('consumed_at', 'bigint')
        .execute();
      await db.schema.createIndex('realname_codes_user').on('realname_codes').columns(['user_id', 'created_at']).execute();

      // Fixed-window counters shared by every app process (the database is the shared state).
      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'varchar(200)', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'window_start'])
        .execute();
    },
  };
}
