import { z } from 'zod';
import { REPORT_LIMITS, UPLOAD_LIMITS } from '../limits.ts';
import { bytesBody } from './bytes.ts';
import { linkUrl } from './url-fields.ts';
import { pageNumParam, pageSizeParam } from './queries.ts';

/**
 * Correction and feedback reports and resumable chunked image uploads.
 * The browser imports only the types and the plain constants of this module.
 */

/** Upload chunks are this many bytes; the last one carries the rest. */
export const UPLOAD_CHUNK_BYTES = UPLOAD_LIMITS.chunkMb * 1024 * 1024;

/** feedback_type of site feedback (the footer's entry): it carries reason, reason_img_url, source_url. */
export const FEEDBACK_TYPE_SITE = 3;
/** feedback_type of a report about a content record or an entry page. */
export const FEEDBACK_TYPE_CONTENT = 1;

export const REPORT_STATUSES = ['pending', 'accepted', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_KINDS = ['feedback', 'record', 'entry'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Longest review note a moderator may leave. */
export const REVIEW_NOTE_MAX = 500;
/** Page size of the moderation queue. */
export const REPORT_LIST_MAX_PAGE_SIZE = 50;

const reasonText = z
  .string({ error: 'must be text' })
  .max(REPORT_LIMITS.maxLength, `must be at most ${REPORT_LIMITS.maxLength} characters`)
  .refine((value) => value.trim().length >= REPORT_LIMITS.minLength, 'must not be blank');

/** An uploaded picture's URL; the server checks it names one of our uploads. Empty: none. */
const pictureUrl = z.string({ error: 'must be text' }).max(300, 'must be at most 300 characters').default('');

/** The page the report is about: a web URL or a path of this site; empty when unknown. */
const sourceUrl = linkUrl().default('');

const positiveId = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

/** feedback_type 3: site feedback from the footer. */
export const siteFeedbackBody = z.object({
  feedback_type: z.literal(FEEDBACK_TYPE_SITE),
  reason: reasonText,
  reason_img_url: pictureUrl,
  source_url: sourceUrl,
});

/** A report about an entry page (the entry page's correction button). */
export const entryReportBody = z.object({
  entry_page_id: positiveId,
  content: reasonText,
  img_url: pictureUrl,
  source_url: sourceUrl,
});

/** A report about a content record (record_id 0: about no record in particular). */
export const recordReportBody = z.object({
  content: reasonText,
  img_url: pictureUrl,
  record_id: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must not be negative')
    .max(Number.MAX_SAFE_INTEGER, 'is too large')
    .default(0),
  feedback_type: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1, 2 or 3')
    .max(2, 'must be 1, 2 or 3')
    .default(FEEDBACK_TYPE_CONTENT),
  source_url: sourceUrl,
});

/** /v1/content/correct_error: the correction of one content record. */
export const correctErrorBody = z.object({
  content_id: positiveId,
  content: reasonText,
  img_url: pictureUrl,
  source_url: sourceUrl,
});

/** /v1/content/is_allow_correct_error: may the viewer report on this record or entry? */
export const allowCorrectBody = z.object({
  content_id: positiveId.optional(),
  entry_page_id: positiveId.optional(),
});

/** /v1/content/report_error: any JSON object, checked as one of the three variants (reportSchemaFor). */
export const reportErrorBody = z.record(z.string(), z.unknown(), { error: 'must be a JSON object' });

/** Any of the report_error payload variants, normalised. */
export interface ReportInput {
  kind: ReportKind;
  feedbackType: number;
  reason: string;
  imageUrl: string;
  recordId: number | null;
  entryPageId: number | null;
  sourceUrl: string;
}

/** The schema of a report_error payload: by feedback_type 3, else by an entry_page_id, else a record report. */
export function reportSchemaFor(body: unknown) {
  const value = (body ?? {}) as Record<string, unknown>;
  if (value.feedback_type === FEEDBACK_TYPE_SITE) return siteFeedbackBody;
  if (value.entry_page_id !== undefined) return entryReportBody;
  return recordReportBody;
}

/** Normalises a parsed report_error payload. */
export function reportInputOf(parsed: z.infer<typeof siteFeedbackBody> | z.infer<typeof entryReportBody> | z.infer<typeof recordReportBody>): ReportInput {
  if ('reason' in parsed) {
    return {
      kind: 'feedback',
      feedbackType: FEEDBACK_TYPE_SITE,
      reason: parsed.reason,
      imageUrl: parsed.reason_img_url,
      recordId: null,
      entryPageId: null,
      sourceUrl: parsed.source_url,
    };
  }
  if ('entry_page_id' in parsed) {
    return {
      kind: 'entry',
      feedbackType: FEEDBACK_TYPE_CONTENT,
      reason: parsed.content,
      imageUrl: parsed.img_url,
      recordId: null,
      entryPageId: parsed.entry_page_id,
      sourceUrl: parsed.source_url,
    };
  }
  return {
    kind: 'record',
    feedbackType: parsed.feedback_type,
    reason: parsed.content,
    imageUrl: parsed.img_url,
    recordId: parsed.record_id === 0 ? null : parsed.record_id,
    entryPageId: null,
    sourceUrl: parsed.source_url,
  };
}

export const reportListQuery = z.object({
  status: z.enum(REPORT_STATUSES, { error: `must be one of ${REPORT_STATUSES.join(', ')}` }).default('pending'),
  page_num: pageNumParam,
  page_size: pageSizeParam(REPORT_LIST_MAX_PAGE_SIZE),
});
export type ReportListQuery = z.infer<typeof reportListQuery>;

export const reportReviewBody = z.object({
  id: positiveId,
  action: z.enum(['accept', 'dismiss'], { error: 'must be accept or dismiss' }),
  note: z.string({ error: 'must be text' }).trim().max(REVIEW_NOTE_MAX, `must be at most ${REVIEW_NOTE_MAX} characters`).default(''),
});

/** One report as the moderation queue shows it. */
export interface ReportView {
  id: number;
  kind: ReportKind;
  feedback_type: number;
  status: ReportStatus;
  reason: string;
  img_url: string;
  source_url: string;
  record_id: number | null;
  entry_page_id: number | null;
  reporter: { aid: number; name: string };
  reviewer: { aid: number; name: string } | null;
  review_note: string;
  created_at: number;
  reviewed_at: number | null;
}

/** data of report_error and correct_error: the new report. */
export interface ReportSubmitAnswer {
  id: number;
}

/** data of v1/content/report_list (reviewers). */
export interface ReportListAnswer {
  list: ReportView[];
  total: number;
}

/** data of v1/content/report_review. */
export interface ReportReviewAnswer {
  report: ReportView;
}

// ---- uploads

export const UPLOAD_TYPE_MESSAGE = 'Only PNG, JPEG, JPG formats are supported';
export const uploadSizeMessage = (mb: number) => `Image size exceeds ${mb}MB`;

export const uploadInitBody = z.object({
  file_name: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  mime: z.string({ error: 'must be text' }).refine((value) => (UPLOAD_LIMITS.imageTypes as readonly string[]).includes(value), UPLOAD_TYPE_MESSAGE),
  size: z.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive').max(Number.MAX_SAFE_INTEGER, 'is too large'),
});

const uploadId = z.string({ error: 'must be text' }).regex(/^[0-9a-f]{32}$/, 'must be an upload id');

export const uploadChunkQuery = z.object({
  upload_id: uploadId,
  index: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative').max(10_000, 'is too large'),
});

/** A chunk's bytes (application/octet-stream; the server receives a Buffer, a Uint8Array). */
export const uploadChunkBody = bytesBody('must be the chunk bytes, sent as application/octet-stream');

export const uploadStatusQuery = z.object({ upload_id: uploadId });
export const uploadCompleteBody = z.object({ upload_id: uploadId });

/** An upload in progress: which chunks the server holds. */
export interface UploadStatus {
  upload_id: string;
  chunk_size: number;
  chunk_count: number;
  received: number[];
}

/** A finished upload. */
export interface UploadResult {
  url: string;
  mime: string;
  size: number;
  width: number;
  height: number;
}

/** What the upload widget needs to know before it starts: the configured ceiling. */
export interface UploadPolicy {
  max_size_mb: number;
  chunk_size: number;
  mimes: string[];
}
