import type { Kysely } from 'kysely';

/**
 * Entry pages ("words"). An entry page is a row of `contents` (entry_page_id == contents.id, so
 * channel lists and /content/{id}/detail reach it) plus:
 * - entry_pages: the page's channel (menu), current revision, version and like counter;
 * - entry_revisions: every published state (author, time, summary, the whole document as JSON);
 * - entry_page_likes: one row per user who likes the page.
 * Page views reuse content_pv (services/ranking.ts).
 */
export function entryPagesMigration(dialect: string) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('entry_pages')
        .addColumn('content_id', 'bigint', (c) => c.primaryKey().references('contents.id').onDelete('cascade'))
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id'))
        .addColumn('menu_id', 'bigint', (c) => c.references('channels.id').onDelete('set null'))
        .addColumn('current_revision_id', 'bigint')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('entry_pages_edition_menu').on('entry_pages').columns(['edition_id', 'menu_id']).execute();

      const revisions = db.schema.createTable('entry_revisions');
      await (
        dialect === 'postgres'
          ? revisions.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : revisions.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('doc', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('entry_revisions_version', ['content_id', 'version'])
        .execute();

      await db.schema
        .createTable('entry_page_likes')
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('entry_page_likes_pk', ['content_id', 'user_id'])
        .execute();
      await db.schema.createIndex('entry_page_likes_user').on('entry_page_likes').column('user_id').execute();
    },
  };
}
