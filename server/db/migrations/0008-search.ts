import { sql, type Kysely } from 'kysely';

/**
 * The search index of entry pages (see server/domains/search/): written once for both dialects, with
 * the full-text part in each database's own engine.
 *
 * - search_docs: one row per indexed content with what an answer shows (name, icon, menus, the
 *   plain body text the snippet is cut from) and rank_key, its popularity order (see
 *   server/domains/search/rank-key.ts): scanning in rank_key order is scanning most popular first.
 * - search_names: folded names and aliases (exact-name rank, suggestions by prefix); the text
 *   column is compared by code point (COLLATE "C" on PostgreSQL) so a prefix is a range scan.
 * - SQLite: contentless FTS5 tables whose rowid is rank_key, holding pre-tokenized text (CJK
 *   bigrams, lower-case words) and a scope column of menu tokens: search_fts_names (name,
 *   aliases) and search_fts (name, aliases and body as one text).
 * - PostgreSQL: tsvectors of the same tokens in search_docs, each under a GIN index: name_vec,
 *   alias_vec and body_vec (name, aliases and body together), each also holding the menu scope
 *   lexemes. Separate columns give the planner true statistics per tier: a word in every body
 *   but in no name is then known to be rare in names.
 * No foreign keys to contents: a deleted content leaves the index through reindexContent() in
 * the deleting transaction (a cascade could not reach the FTS5 table).
 */
export function searchMigration(dialect: string) {
  return {
    async up(db: Kysely<unknown>) {
      const postgres = dialect === 'postgres';
      await db.schema
        .createTable('search_docs')
        .addColumn('content_id', 'bigint', (c) => c.primaryKey())
        .addColumn('edition_id', 'bigint', (c) => c.notNull())
        .addColumn('rank_key', 'bigint', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('menus', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('scope', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
        .$call((table) =>
          postgres
            ? table
                .addColumn('name_vec', sql`tsvector`, (c) => c.notNull())
                .addColumn('alias_vec', sql`tsvector`, (c) => c.notNull())
                .addColumn('body_vec', sql`tsvector`, (c) => c.notNull())
            : table,
        )
        .execute();

      await db.schema
        .createTable('search_names')
        .addColumn('edition_id', 'bigint', (c) => c.notNull())
        .addColumn('norm', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
        .addColumn('content_id', 'bigint', (c) => c.notNull())
        /** 0 the name, 1 an alias. */
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('display', 'text', (c) => c.notNull())
        .addColumn('rank_key', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('search_names_pk', ['edition_id', 'norm', 'content_id', 'kind'])
        .execute();
      await db.schema.createIndex('search_names_content').on('search_names').column('content_id').execute();

      if (postgres) {
        for (const column of ['name_vec', 'alias_vec', 'body_vec']) {
          // No pending list: queries would scan it linearly until a vacuum merges it.
          await sql`create index ${sql.raw(`search_docs_${column}`)} on search_docs using gin (${sql.raw(column)}) with (fastupdate = off)`.execute(db);
        }
      } else {
        // Two tables: the names one is small, so a word found in every body but in no name
        // costs nothing in the name tiers; the text one holds names, aliases and body together.
        const fts = (name: string, columns: string) =>
          sql`create virtual table ${sql.table(name)} using fts5(${sql.raw(columns)}, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 0')`.execute(
            db,
          );
        await fts('search_fts_names', 'scope, name, aliases');
        await fts('search_fts', 'scope, text');
      }
    },
  };
}
