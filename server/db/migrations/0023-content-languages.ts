import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Content languages (issue 31, server/domains/translations/): one entry, one structure, its text
 * in several languages.
 * - editions.content_langs: the edition's content languages in the publisher's codes, comma
 *   separated, the source language first; '' is the edition's default language alone (every
 *   edition before this migration).
 * - entry_translations: every published state of an entry's text in one language other than the
 *   source (a whole document of the source's shape; server/domains/translations/overlay.ts reads
 *   only its text), with the source version and the source's module fingerprints it was
 *   translated from, so a later source edit marks exactly the changed modules outdated.
 * - content_texts: a translated name of something that is not an entry (a channel, a home block,
 *   a pool, a calendar activity), by kind, id and field.
 * - edition_terms: the edition's own game terms for the traditional-Chinese reading view (a
 *   simplified term and its zh-tw / zh-hk spelling), applied before OpenCC's phrase tables.
 * - entry_drafts.lang and entry_submissions.lang: '' for an edit of the source, else the
 *   language a translation is written in; one pending submission per user, page and language.
 */
export function contentLanguagesMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const postgres = dialect === 'postgres';
      await db.schema
        .alterTable('editions')
        .addColumn('content_langs', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .execute();

      const translations = db.schema.createTable('entry_translations');
      await (
        postgres
          ? translations.addColumn('id', 'bigserial', (c) => c.primaryKey())
          : translations.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('content_id', 'bigint', (c) => c.notNull().references('contents.id').onDelete('cascade'))
        .addColumn('lang', 'varchar(16)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('source_version', 'integer', (c) => c.notNull())
        .addColumn('source_hashes', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('author_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('doc', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('entry_translations_version', ['content_id', 'lang', 'version'])
        .execute();

      await db.schema
        .createTable('content_texts')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(16)', (c) => c.notNull())
        .addColumn('ref_id', 'bigint', (c) => c.notNull())
        .addColumn('field', 'varchar(32)', (c) => c.notNull())
        .addColumn('lang', 'varchar(16)', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('content_texts_pk', ['edition_id', 'kind', 'ref_id', 'field', 'lang'])
        .execute();

      await db.schema
        .createTable('edition_terms')
        .addColumn('edition_id', 'bigint', (c) => c.notNull().references('editions.id').onDelete('cascade'))
        .addColumn('lang', 'varchar(16)', (c) => c.notNull())
        .addColumn('source', 'varchar(100)', (c) => c.notNull())
        .addColumn('target', 'varchar(100)', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('edition_terms_pk', ['edition_id', 'lang', 'source'])
        .execute();

      for (const table of ['entry_drafts', 'entry_submissions']) {
        await db.schema
          .alterTable(table)
          .addColumn('lang', 'varchar(16)', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      await db.schema.dropIndex('entry_submissions_one_pending').execute();
      await db.schema
        .createIndex('entry_submissions_one_pending')
        .on('entry_submissions')
        .columns(['user_id', 'entry_page_id', 'lang'])
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .where(sql.ref('entry_page_id'), '>', 0)
        .execute();
    },
  };
}
