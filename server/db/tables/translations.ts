import type { Generated } from 'kysely';

/** Kysely types of content languages, created by migrations/0023-content-languages.ts. */
export interface TranslationTables {
  entry_translations: EntryTranslationTable;
  content_texts: ContentTextTable;
  edition_terms: EditionTermTable;
}

/** One published state of an entry's text in a language other than the source. */
export interface EntryTranslationTable {
  id: Generated<number>;
  content_id: number;
  /** A publisher language code ('en-us'). */
  lang: string;
  /** 1, 2, 3, ... per page and language. */
  version: number;
  /** The source revision the text was translated from. */
  source_version: number;
  /** JSON text: {moduleId: fingerprint} of the source when translated ('' is the page's own name, description and aliases). */
  source_hashes: Generated<string>;
  author_id: number | null;
  summary: Generated<string>;
  /** JSON text of a whole document (entryDocSchema); only its text is read. */
  doc: string;
  created_at: number;
}

/** A translated name of a channel, home block, pool or activity. */
export interface ContentTextTable {
  edition_id: number;
  /** 'channel', 'block', 'pool', 'activity'. */
  kind: string;
  ref_id: number;
  /** 'name', 'title'. */
  field: string;
  lang: string;
  text: string;
  updated_at: number;
}

/** A game term of the traditional-Chinese reading view: the simplified spelling and its zh-tw or zh-hk one. */
export interface EditionTermTable {
  edition_id: number;
  lang: string;
  source: string;
  target: string;
  updated_at: number;
}
