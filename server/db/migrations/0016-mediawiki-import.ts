import type { Kysely } from 'kysely';

/**
 * MediaWiki dump import (issue 18; docs/decisions/018-mediawiki-import.md).
 *
 * - entry_revisions.imported_author: the MediaWiki user name (or IP) of an imported revision.
 *   Imported authors get no account: author_id stays null and history shows this name.
 * - mediawiki_imports: one row per run of an import (import state): what was read, how far it
 *   got, and its report once finished. A run interrupted is resumed by the next run of the same
 *   dump into the same edition.
 * - mediawiki_pages: every page of a dump seen, keyed by the dump's page id per edition: its
 *   namespace and title (the title → entry table links resolve through), the entry it became
 *   (content pages), the title it redirects to, its last imported revision and categories.
 * - mediawiki_revisions: every imported revision, keyed by the dump's revision id per edition,
 *   with the entry revision it became and its original wikitext (exports give it back as it was).
 * - mediawiki_files: the files of the dump's files folder: the stored picture each became, or
 *   why it was refused.
 * - mediawiki_pending_links: links of an imported page to titles not imported yet, resolved (or
 *   turned into plain text) when the import ends.
 */
export function mediawikiImportMigration(dialect: string) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('entry_revisions').addColumn('imported_author', 'text').execute();

      const imports = db.schema.createTable('mediawiki_imports');
      await (
        dialect === 'postgres'
          ? imports.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : imports.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('source_name', 'text', (c) => c.notNull())
        .addColumn('source_key', 'varchar(64)', (c) => c.notNull())
        .addColumn('source_bytes', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('site_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('bytes_read', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('batches', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('revisions', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('report', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema.createIndex('mediawiki_imports_source').on('mediawiki_imports').columns(['edition_id', 'source_key']).execute();

      await db.schema
        .createTable('mediawiki_pages')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('page_id', 'bigint', (c) => c.notNull())
        .addColumn('ns', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content_id', 'bigint', (c) => c.references('contents.id').onDelete('set null'))
        .addColumn('redirect_to', 'text')
        .addColumn('latest_rev_id', 'bigint', (c) => c.notNull())
        .addColumn('categories', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('import_id', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('mediawiki_pages_pk', ['edition_id', 'page_id'])
        .execute();
      await db.schema.createIndex('mediawiki_pages_title').on('mediawiki_pages').columns(['edition_id', 'ns', 'title']).execute();
      await db.schema.createIndex('mediawiki_pages_redirect').on('mediawiki_pages').columns(['edition_id', 'redirect_to']).execute();
      await db.schema.createIndex('mediawiki_pages_content').on('mediawiki_pages').column('content_id').execute();

      await db.schema
        .createTable('mediawiki_revisions')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('rev_id', 'bigint', (c) => c.notNull())
        .addColumn('page_id', 'bigint', (c) => c.notNull())
        .addColumn('parent_id', 'bigint')
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('revision_id', 'bigint', (c) => c.notNull().references('entry_revisions.id').onDelete('cascade'))
        .addColumn('sha1', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('model', 'varchar(64)', (c) => c.notNull().defaultTo('wikitext'))
        .addColumn('wikitext', 'text', (c) => c.notNull())
        /** 1: the revision's document is the wikitext converted; 0: it shows the wikitext as text. */
        .addColumn('converted', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('mediawiki_revisions_pk', ['edition_id', 'rev_id'])
        .execute();
      await db.schema.createIndex('mediawiki_revisions_revision').on('mediawiki_revisions').column('revision_id').unique().execute();
      await db.schema.createIndex('mediawiki_revisions_content').on('mediawiki_revisions').column('content_id').execute();

      await db.schema
        .createTable('mediawiki_files')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('upload_key', 'text')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source_bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('source_mtime', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('mediawiki_files_pk', ['edition_id', 'name'])
        .execute();

      await db.schema
        .createTable('mediawiki_pending_links')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mediawiki_pending_links_pk', ['content_id', 'title'])
        .execute();
      await db.schema.createIndex('mediawiki_pending_links_edition').on('mediawiki_pending_links').column('edition_id').execute();
    },
  };
}
