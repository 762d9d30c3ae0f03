import { sql, type Kysely } from 'kysely';

/**
 * Contributing: drafts, submissions for review (audit content) and module locks.
 * (Tables: server/db/tables/contributing.ts.) A partial unique index keeps one pending
 * submission per user and existing page, even when two commits race.
 */
export function contributingMigration(dialect: string) {
  const id = dialect === 'postgres' ? ('bigserial' as const) : ('integer' as const);
  const primary = <T extends { primaryKey(): T; autoIncrement(): T }>(c: T) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('entry_drafts')
        .addColumn('id', id, primary)
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('entry_page_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('menu_id', 'bigint', (c) => c.notNull())
        .addColumn('base_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('doc', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('entry_drafts_user').on('entry_drafts').columns(['user_id', 'updated_at']).execute();

      await db.schema
        .createTable('entry_submissions')
        .addColumn('id', id, primary)
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('entry_page_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('menu_id', 'bigint', (c) => c.notNull())
        .addColumn('base_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('doc', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reviewer_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('published_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('reviewed_at', 'bigint')
        .execute();
      await db.schema.createIndex('entry_submissions_queue').on('entry_submissions').columns(['edition_id', 'status', 'id']).execute();
      await db.schema.createIndex('entry_submissions_user').on('entry_submissions').columns(['user_id', 'edition_id', 'id']).execute();
      await db.schema.createIndex('entry_submissions_page').on('entry_submissions').columns(['entry_page_id', 'status']).execute();
      await db.schema
        .createIndex('entry_submissions_one_pending')
        .on('entry_submissions')
        .columns(['user_id', 'entry_page_id'])
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .where(sql.ref('entry_page_id'), '>', 0)
        .execute();

      await db.schema
        .createTable('entry_module_locks')
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('module_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('entry_module_locks_pk', ['content_id', 'module_id'])
        .execute();
      await db.schema.createIndex('entry_module_locks_user').on('entry_module_locks').columns(['user_id', 'content_id']).execute();
    },
  };
}
