import type { DraftSummary, DraftWire, ModuleLockWire, SubmissionStatus, SubmissionWire } from '../../../shared/contract/contributing.ts';
import { readEntryDoc } from '../entry-pages/doc.ts';

/** Wire shapes of drafts, locks and submissions from their rows (ids as numbers: pg may give text). */

export interface DraftRow {
  id: number;
  entry_page_id: number;
  menu_id: number;
  menu_name: string | null;
  base_version: number;
  lang: string;
  name: string;
  doc: string;
  updated_at: number;
}

export const presentDraft = (row: DraftRow): DraftWire => ({
  draft_id: Number(row.id),
  entry_page_id: Number(row.entry_page_id),
  menu_id: Number(row.menu_id),
  menu_name: row.menu_name ?? '',
  base_version: row.base_version,
  lang: row.lang,
  doc: readEntryDoc(row.doc, row.name),
  updated_at: Number(row.updated_at),
});

export const presentDraftSummary = (row: Omit<DraftRow, 'doc' | 'base_version'>): DraftSummary => ({
  draft_id: Number(row.id),
  entry_page_id: Number(row.entry_page_id),
  lang: row.lang,
  name: row.name,
  menu_id: Number(row.menu_id),
  menu_name: row.menu_name ?? '',
  updated_at: Number(row.updated_at),
});

export interface LockRow {
  module_id: string;
  user_id: number;
  user_name: string | null;
  expires_at: number;
}

export const presentLock = (row: LockRow, viewerId: number): ModuleLockWire => ({
  module_id: row.module_id,
  user: { uid: String(row.user_id), name: row.user_name ?? '' },
  expires_at: Number(row.expires_at),
  mine: Number(row.user_id) === viewerId,
});

export interface SubmissionRow {
  id: number;
  entry_page_id: number;
  lang: string;
  menu_id: number;
  menu_name: string | null;
  name: string;
  summary: string;
  status: string;
  reason: string;
  user_id: number;
  author_name: string | null;
  reviewer_id: number | null;
  reviewer_name: string | null;
  base_version: number;
  published_version: number;
  created_at: number;
  reviewed_at: number | null;
}

export const presentSubmission = (row: SubmissionRow): SubmissionWire => ({
  audit_id: Number(row.id),
  entry_page_id: Number(row.entry_page_id),
  lang: row.lang,
  menu_id: Number(row.menu_id),
  menu_name: row.menu_name ?? '',
  name: row.name,
  summary: row.summary,
  status: row.status as SubmissionStatus,
  reason: row.reason,
  author: { uid: String(row.user_id), name: row.author_name ?? '' },
  reviewer: row.reviewer_id === null ? null : { uid: String(row.reviewer_id), name: row.reviewer_name ?? '' },
  base_version: row.base_version,
  published_version: row.published_version,
  created_at: Number(row.created_at),
  reviewed_at: row.reviewed_at === null ? 0 : Number(row.reviewed_at),
});
