import { CONTENT_LANGUAGES } from '../../../shared/content-language.ts';
import type { Db } from '../../db/database.ts';
import { currentTranslations } from '../../db/current-translations.ts';
import { chunks } from '../../chunks.ts';
import { readEntryDoc } from '../entry-pages/doc.ts';
import { modulePlainLines } from '../entry-pages/plain-text.ts';

/**
 * An entry's text in the languages it is translated into (issue 31), for the index: a reader
 * finds the entry by its name in any of its languages. The current translation in a language is
 * its highest version (entry_translations, migration 0023).
 */
export interface TranslatedText {
  /** The publisher's code ('en-us'). */
  lang: string;
  name: string;
  aliases: string[];
  /** Description and module text: searched with the body, never shown from the index. */
  bodyText: string;
}

/**
 * search_names.kind: 0 the source's name and 1 a source alias (as before translations); a
 * translation's name is 2 + 2i and its alias 3 + 2i, i the language's place in CONTENT_LANGUAGES.
 * A name, in any language, is an even kind.
 */
export function nameKind(lang: string | undefined, alias: boolean): number {
  const index = lang === undefined ? -1 : (CONTENT_LANGUAGES as readonly string[]).indexOf(lang);
  return (index < 0 ? 0 : 2 + 2 * index) + (alias ? 1 : 0);
}

export const isNameKind = (kind: number) => kind % 2 === 0;

/** Whether a language code is one a translation can be indexed under. */
export const indexableLanguage = (lang: string) => (CONTENT_LANGUAGES as readonly string[]).includes(lang);

/** The current translations' text of these entries, by entry id, languages in code order (entries without any left out). */
export async function currentTranslatedTexts(db: Db, contentIds: readonly number[]): Promise<Map<number, TranslatedText[]>> {
  const texts = new Map<number, TranslatedText[]>();
  for (const ids of chunks([...new Set(contentIds)], 500)) {
    if (ids.length === 0) continue;
    const rows = await currentTranslations(db)
      .select(['t.content_id', 't.lang', 't.doc'])
      .where('t.content_id', 'in', ids)
      .orderBy('t.content_id')
      .orderBy('t.lang')
      .execute();
    for (const row of rows) {
      if (!indexableLanguage(row.lang)) continue;
      const doc = readEntryDoc(row.doc, '');
      const bodyText = [doc.desc, ...modulePlainLines(doc)]
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n');
      const id = Number(row.content_id);
      texts.set(id, [
        ...(texts.get(id) ?? []),
        { lang: row.lang, name: doc.name.trim(), aliases: [...new Set(doc.aliases.map((alias) => alias.trim()).filter(Boolean))], bodyText },
      ]);
    }
  }
  return texts;
}
