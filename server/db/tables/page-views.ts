/** Kysely types of view counting (created by migrations/0014-view-counting.ts). */
export interface PageViewTables {
  content_view_marks: ContentViewMarkTable;
}

/** When a reader last had a view of an entry counted: at most one counted view per reader, entry and hour. */
export interface ContentViewMarkTable {
  content_id: number;
  /** A hash of the reader's id (server/domains/content/reader.ts): never a raw address or cookie. */
  reader: string;
  counted_at: number;
}
