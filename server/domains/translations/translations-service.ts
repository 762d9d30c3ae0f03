import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { editionContentLanguages, isTraditionalView, type ContentLanguage, type TraditionalView } from '../../../shared/content-language.ts';
import type { Db } from '../../db/database.ts';
import { currentTranslations } from '../../db/current-translations.ts';
import { readEntryDoc } from '../entry-pages/doc.ts';
import { editionTerms, traditionalConverter } from './traditional.ts';

/** The current translation of an entry in one language. */
export interface TranslationRecord {
  contentId: number;
  lang: string;
  version: number;
  sourceVersion: number;
  /** The source's fingerprints when it was translated (overlay.ts sourceFingerprints). */
  sourceHashes: Record<string, string>;
  doc: EntryDoc;
  authorId: number | null;
  createdAt: number;
}

/** An edition's content languages, source first (editions.content_langs). */
export const contentLanguagesOf = (edition: { content_langs: string; default_lang: string }): ContentLanguage[] =>
  editionContentLanguages(edition.content_langs, edition.default_lang);

function parseHashes(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A converter to a traditional view; its serial names what it converts to (a cache of converted text keys it). */
export type TraditionalConverter = ((text: string) => string) & { serial: number };

let converterSerial = 0;

/** The languages each of these entries has a human translation in, by entry id: one query (none for no ids). */
export async function translatedLanguagesOf(db: Db, ids: readonly number[]): Promise<Map<number, string[]>> {
  const unique = [...new Set(ids)];
  const langs = new Map<number, string[]>();
  if (unique.length === 0) return langs;
  const rows = await db.selectFrom('entry_translations').select(['content_id', 'lang']).distinct().where('content_id', 'in', unique).orderBy('lang').execute();
  for (const row of rows) langs.set(Number(row.content_id), [...(langs.get(Number(row.content_id)) ?? []), row.lang]);
  return langs;
}

export function translationsService(db: Db) {
  const converters = new Map<string, { stamp: string; convert: TraditionalConverter }>();

  /** The current translations of these entries in `lang`, by entry id (entries without one left out). */
  async function current(ids: readonly number[], lang: string): Promise<Map<number, TranslationRecord>> {
    const unique = [...new Set(ids)];
    const found = new Map<number, TranslationRecord>();
    if (unique.length === 0) return found;
    const rows = await currentTranslations(db)
      .select(['t.content_id', 't.lang', 't.version', 't.source_version', 't.source_hashes', 't.doc', 't.author_id', 't.created_at'])
      .where('t.content_id', 'in', unique)
      .where('t.lang', '=', lang)
      .execute();
    for (const row of rows) {
      found.set(Number(row.content_id), {
        contentId: Number(row.content_id),
        lang: row.lang,
        version: row.version,
        sourceVersion: row.source_version,
        sourceHashes: parseHashes(row.source_hashes),
        doc: readEntryDoc(row.doc, ''),
        authorId: row.author_id === null ? null : Number(row.author_id),
        createdAt: Number(row.created_at),
      });
    }
    return found;
  }

  return {
    current,
    /** The languages each of these entries has a human translation in, by entry id. */
    translatedLanguages: (ids: readonly number[]) => translatedLanguagesOf(db, ids),
    /**
     * The edition's converter to a traditional view (its terms first). The terms are read on
     * every call (one small indexed read, made only when a traditional view is rendered), so a
     * term changed by any process is used at once; the converter built from them is kept while
     * they stay the same.
     */
    async traditional(editionId: number, view: TraditionalView): Promise<TraditionalConverter> {
      const key = `${editionId} ${view}`;
      const terms = await editionTerms(db, editionId, view);
      const stamp = JSON.stringify([...terms]);
      const kept = converters.get(key);
      if (kept && kept.stamp === stamp) return kept.convert;
      const converter = traditionalConverter(view, terms);
      const convert = Object.assign((text: string) => converter(text), { serial: ++converterSerial });
      converters.set(key, { stamp, convert });
      return convert;
    },
    isTraditionalView,
  };
}

export type TranslationsService = ReturnType<typeof translationsService>;
