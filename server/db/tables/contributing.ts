import type { Generated } from 'kysely';

/**
 * Kysely types of drafts, submissions and module locks (created by migrations/0012-contributing.ts).
 * entry_page_id 0 means a new entry (no page yet); documents are JSON text of
 * shared/contract/entry-page.ts (drafts may have an empty name).
 */
export interface ContributingTables {
  entry_drafts: EntryDraftTable;
  entry_submissions: EntrySubmissionTable;
  entry_module_locks: EntryModuleLockTable;
}

/** A draft: private to its author, replaced whole on every autosave. */
export interface EntryDraftTable {
  id: Generated<number>;
  edition_id: number;
  user_id: number;
  /** 0: a draft of a new entry. */
  entry_page_id: Generated<number>;
  menu_id: number;
  /** The page version the editor started from (0 for a new entry). */
  base_version: Generated<number>;
  /** The document's name, for the draft list. */
  name: Generated<string>;
  doc: string;
  /** '' for an edit of the source; else the content language a translation is written in (0023). */
  lang: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** A document sent for review ("audit content") and its outcome. */
export interface EntrySubmissionTable {
  id: Generated<number>;
  edition_id: number;
  user_id: number;
  /** 0 for a new entry until it is approved (then the page it created). */
  entry_page_id: Generated<number>;
  menu_id: number;
  base_version: Generated<number>;
  name: string;
  summary: Generated<string>;
  doc: string;
  /** '' for an edit of the source; else the content language a translation is written in (0023). */
  lang: Generated<string>;
  /** 'pending', 'approved', 'rejected' or 'cancelled'. */
  status: Generated<string>;
  reason: Generated<string>;
  reviewer_id: number | null;
  /** The revision an approval published, else 0. */
  published_version: Generated<number>;
  created_at: number;
  reviewed_at: number | null;
}

/** An editor's hold on one module of a page, until expires_at (unix seconds). */
export interface EntryModuleLockTable {
  content_id: number;
  module_id: string;
  user_id: number;
  expires_at: number;
}
