import type { Generated } from 'kysely';

/** Kysely types of correction and feedback reports, and resumable chunked uploads (created by migrations/0009-corrections.ts). */
export interface CorrectionTables {
  correction_reports: CorrectionReportTable;
  upload_sessions: UploadSessionTable;
  upload_chunks: UploadChunkTable;
}

/** A correction or feedback report and its review. */
export interface CorrectionReportTable {
  id: Generated<number>;
  edition_id: number;
  user_id: number;
  /** 'feedback' (site feedback), 'record' (a content record) or 'entry' (an entry page). */
  kind: string;
  feedback_type: number;
  record_id: number | null;
  entry_page_id: number | null;
  reason: string;
  img_url: Generated<string>;
  source_url: Generated<string>;
  /** 'pending', 'accepted' or 'dismissed'. */
  status: Generated<string>;
  reviewer_id: number | null;
  review_note: Generated<string>;
  reviewed_at: number | null;
  created_at: number;
}

/** An upload being sent in chunks; result_key is set once it was assembled and stored. */
export interface UploadSessionTable {
  /** Random hex token: the upload_id the client names. */
  id: string;
  user_id: number;
  file_name: string;
  mime: string;
  size: number;
  chunk_size: number;
  chunk_count: number;
  result_key: string | null;
  created_at: number;
  expires_at: number;
}

/** A chunk the server holds (its bytes are in the file storage). */
export interface UploadChunkTable {
  upload_id: string;
  idx: number;
  size: number;
}

/** Column 0009-corrections adds to uploads: the SHA-256 of the bytes as the user sent them. */
export interface UploadSourceColumns {
  source_sha256: Generated<string | null>;
}
