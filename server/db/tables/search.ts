/** Kysely types of the search index of entry pages and its suggestions (created by migrations/0008-search.ts). */
export interface SearchTables {
  search_docs: SearchDocTable;
  search_names: SearchNameTable;
  search_pinyin: SearchPinyinTable;
  search_meta: SearchMetaTable;
}

/** One indexed entry page: what a search answer shows, and its popularity order. */
export interface SearchDocTable {
  content_id: number;
  edition_id: number;
  /** Popularity order (server/domains/search/rank-key.ts); also the FTS5 rowid on SQLite. */
  rank_key: number;
  name: string;
  icon_url: string;
  /** JSON text: [{id, name}] channels the entry is placed in. */
  menus: string;
  /** Space-separated channel ids the entry is found under (its channels and their ancestors). */
  scope: string;
  /** Plain text the body snippet is cut from. */
  body_text: string;
}

/** A folded name (kind 0) or alias (kind 1) of an indexed entry page. */
export interface SearchNameTable {
  edition_id: number;
  norm: string;
  content_id: number;
  kind: number;
  display: string;
  rank_key: number;
}

/** A pinyin key of an indexed entry page's name or alias (created by migrations/0022-search-pinyin.ts). */
export interface SearchPinyinTable {
  edition_id: number;
  key: string;
  rank_key: number;
  content_id: number;
}

/** Facts about the stored index (index_version: the text folding it was built with). */
export interface SearchMetaTable {
  name: string;
  value: string;
}
