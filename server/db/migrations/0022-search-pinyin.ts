import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Pinyin keys of the search index (issue 29, server/domains/search/pinyin-keys.ts): one row per
 * key of an entry's name or alias (胡桃: ht, hut, hutao), compared by code point so a prefix is a
 * range scan, each key's entries in popularity order (rank_key, unique in search_docs). No
 * rowid on SQLite: the primary key is the table.
 *
 * search_meta remembers which version of the index's text folding the stored index was built
 * with; the server rebuilds an index built by an older one when it starts (traditional
 * characters are folded to simplified from this version on, and these keys are new).
 */
export function searchPinyinMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>) {
      const postgres = dialect === 'postgres';
      await db.schema
        .createTable('search_pinyin')
        .addColumn('edition_id', 'bigint', (c) => c.notNull())
        .addColumn('key', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
        .addColumn('rank_key', 'bigint', (c) => c.notNull())
        .addColumn('content_id', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('search_pinyin_pk', ['edition_id', 'key', 'rank_key'])
        .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
        .execute();
      await db.schema
        .createTable('search_meta')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
