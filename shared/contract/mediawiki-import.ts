import { z } from 'zod';
import { bytesBody } from './bytes.ts';

/**
 * The operator console's MediaWiki dump upload (issue 18): the dump is sent in chunks, then
 * imported in the background (the same importer as `npm run import:mediawiki`) while the
 * console shows its progress and, at the end, its report.
 */

export const MEDIAWIKI_UPLOAD_LIMITS = {
  /** Largest dump the console takes (bigger ones: the command line). */
  maxBytes: 2 * 1024 * 1024 * 1024,
  /** Every chunk but the last is exactly this size. */
  chunkBytes: 8 * 1024 * 1024,
} as const;

export const mediawikiUploadBeginSchema = z.object({
  file_name: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(200, 'at most 200 characters'),
  size: z
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number')
    .positive('must be more than 0 bytes')
    .max(
      MEDIAWIKI_UPLOAD_LIMITS.maxBytes,
      `at most ${MEDIAWIKI_UPLOAD_LIMITS.maxBytes / 1024 / 1024 / 1024} GB: import bigger dumps with npm run import:mediawiki`,
    ),
  /** Import the dump as translations in this content language of the edition (not its source), matched by interlanguage links (issue 31). */
  lang: z.string({ error: 'must be a content language code' }).trim().toLowerCase().min(1, 'must not be empty').max(16, 'at most 16 characters').optional(),
});
export type MediawikiUploadBegin = z.infer<typeof mediawikiUploadBeginSchema>;

const uploadId = z.string({ error: 'must be an upload id' }).regex(/^[0-9a-f]{32}$/, 'must be an upload id');

export const mediawikiUploadChunkQuery = z.object({
  upload_id: uploadId,
  index: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more'),
});

/** A chunk of the dump (application/octet-stream). */
export const mediawikiUploadChunkBody = bytesBody('must be the chunk of the dump, sent as application/octet-stream');
export const mediawikiUploadIdBody = z.object({ upload_id: uploadId });
export const mediawikiUploadStatusQuery = z.object({ upload_id: uploadId });

export type MediawikiUploadState = 'uploading' | 'queued' | 'importing' | 'finished' | 'failed';

/** What the console polls: the upload, then the import's progress and its report. */
export interface MediawikiUploadStatus {
  upload_id: string;
  file_name: string;
  state: MediawikiUploadState;
  size: number;
  received: number;
  chunk_size: number;
  chunk_count: number;
  /**
   * The import's progress: first bytes of the dump read, of its size (the pages written, readable
   * once all are); then, `converting`, the conversion pass's entries looked at, of all.
   */
  import: { id: number; bytes_read: number; bytes: number; pages: number; revisions: number; converting: { done: number; total: number } | null } | null;
  /** Why it failed (the importer's message). */
  message: string;
  /** The report's lines, once finished. */
  report_lines: string[];
}
