import type { Generated } from 'kysely';

/**
 * Kysely types of the MediaWiki dump import (created by migrations/0016-mediawiki-import.ts;
 * docs/decisions/018-mediawiki-import.md). Page and revision ids are the dump's own, per edition.
 */
export interface MediawikiImportTables {
  mediawiki_imports: MediawikiImportTable;
  mediawiki_pages: MediawikiPageTable;
  mediawiki_revisions: MediawikiRevisionTable;
  mediawiki_files: MediawikiFileTable;
  mediawiki_pending_links: MediawikiPendingLinkTable;
}

/** entry_revisions' column for imported revisions (their author has no account). */
export interface ImportedAuthorColumns {
  /** The MediaWiki user name or IP address of an imported revision; null for our own revisions. */
  imported_author: Generated<string | null>;
}

export type MediawikiImportStatus = 'running' | 'finished' | 'failed';

/** One run of an import: its progress while it runs, its report once finished. */
export interface MediawikiImportTable {
  id: Generated<number>;
  edition_id: number;
  /** The dump's file name (without its folder). */
  source_name: string;
  /** Identifies the dump: sha256 of its size and first MiB. A run of the same key resumes an unfinished one. */
  source_key: string;
  source_bytes: number;
  status: MediawikiImportStatus;
  /** <siteinfo><sitename> of the dump. */
  site_name: Generated<string>;
  /** JSON text of the options the run was started with. */
  options: Generated<string>;
  /** Bytes of the (compressed) dump read so far: progress is bytes_read / source_bytes. */
  bytes_read: Generated<number>;
  /** Batches committed, and the pages and revisions they wrote. */
  batches: Generated<number>;
  pages: Generated<number>;
  revisions: Generated<number>;
  /** The conversion pass (0018): entry pages looked at, of the edition's entry pages (0 until it starts). */
  convert_done: Generated<number>;
  convert_total: Generated<number>;
  /** Why a failed run stopped. */
  message: Generated<string>;
  /** JSON text of the report (server/mediawiki/import/report.ts) once finished. */
  report: Generated<string>;
  started_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** A page of a dump: its title, and the entry it became (content namespace, not a redirect). */
export interface MediawikiPageTable {
  edition_id: number;
  page_id: number;
  ns: number;
  /** The title without its namespace prefix, as MediaWiki normalises it (spaces, first letter upper case). */
  title: string;
  content_id: number | null;
  /** A redirect's target, as a full title (namespace prefix included when not the main namespace). */
  redirect_to: string | null;
  latest_rev_id: number;
  /** JSON text: the page's category names (from its last revision). */
  categories: Generated<string>;
  /** The mediawiki_imports run that last wrote it. */
  import_id: number;
}

/** An imported revision: the entry revision it became and its original wikitext. */
export interface MediawikiRevisionTable {
  edition_id: number;
  rev_id: number;
  page_id: number;
  parent_id: number | null;
  content_id: number;
  /** entry_revisions.id. */
  revision_id: number;
  sha1: Generated<string>;
  model: Generated<string>;
  wikitext: string;
  /** 1: the entry revision's document is this wikitext converted; 0: it shows the wikitext as text (older revisions). */
  converted: number;
}

export type MediawikiFileStatus = 'stored' | 'rejected';

/** A file of the dump's files folder, by its MediaWiki name (File: page title without the prefix). */
export interface MediawikiFileTable {
  edition_id: number;
  name: string;
  /** The stored picture's storage key (its URL is /img/{key}); null when rejected. */
  upload_key: string | null;
  status: MediawikiFileStatus;
  /** Why it was rejected. */
  message: Generated<string>;
  source_bytes: Generated<number>;
  /** Unix seconds of the file's modification: a file changed since is checked again. */
  source_mtime: Generated<number>;
}

/** A link of an imported page to a title not (yet) imported; resolved when the import ends. */
export interface MediawikiPendingLinkTable {
  edition_id: number;
  content_id: number;
  /** Full title of the target. */
  title: string;
}
