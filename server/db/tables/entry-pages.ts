import type { Generated } from 'kysely';
import type { ImportedAuthorColumns } from './mediawiki-import.ts';

/**
 * Kysely types of entry pages ("words"), created by migrations/0007-entry-pages.ts. An entry page
 * is a `contents` row (entry_page_id == contents.id) with the rows below; its title, summary and
 * icon in `contents` mirror the current revision (kept in step by server/domains/entry-pages/publish.ts).
 */
export interface EntryPageTables {
  entry_pages: EntryPageTable;
  entry_revisions: EntryRevisionTable;
  entry_page_likes: EntryPageLikeTable;
}

export interface EntryPageTable {
  content_id: number;
  edition_id: number;
  /** The channel (menu) the page belongs to. */
  menu_id: number | null;
  /** The revision the page shows; null before the first one is published. */
  current_revision_id: number | null;
  /** The current revision's version (0 before the first). */
  version: Generated<number>;
  /** Likes, counted in the same transaction as entry_page_likes. */
  like_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** One published state of an entry page. */
export interface EntryRevisionTable extends ImportedAuthorColumns {
  id: Generated<number>;
  content_id: number;
  /** 1, 2, 3, ... per page. */
  version: number;
  author_id: number | null;
  summary: Generated<string>;
  /** JSON text of the whole document (shared/contract/entry-page.ts entryDocSchema). */
  doc: string;
  created_at: number;
}

export interface EntryPageLikeTable {
  content_id: number;
  user_id: number;
  created_at: number;
}
