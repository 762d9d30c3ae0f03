import type { Db } from './database.ts';

/**
 * The current translations (entry_translations, migration 0023): of each entry and language, the
 * row of the highest version. Read by the translations domain (what readers get) and by the
 * search index (what is found), which must agree on which version is current.
 */
export function currentTranslations(db: Db) {
  return db
    .selectFrom('entry_translations as t')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('entry_translations as newer')
            .select('newer.id')
            .whereRef('newer.content_id', '=', 't.content_id')
            .whereRef('newer.lang', '=', 't.lang')
            .whereRef('newer.version', '>', 't.version'),
        ),
      ),
    );
}
