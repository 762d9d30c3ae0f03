import { declareCall, shape } from '../call.ts';
import type { AllowAnswer } from '../accounts.ts';
import type {
  allowCorrectBody,
  correctErrorBody,
  reportErrorBody,
  reportListQuery,
  reportReviewBody,
  uploadChunkBody,
  uploadChunkQuery,
  uploadCompleteBody,
  uploadInitBody,
  uploadStatusQuery,
  ReportListAnswer,
  ReportReviewAnswer,
  ReportSubmitAnswer,
  UploadPolicy,
  UploadResult,
  UploadStatus,
} from '../corrections.ts';

/**
 * Correction and feedback reports: report_error takes the three payload
 * variants (site feedback, an entry page's report, a content record's report); correct_error is
 * the record variant by content_id; is_allow_correct_error tells the page whether to offer it.
 * Reviewers (review-reports) list and settle reports.
 */
export const reportCalls = {
  reportError: declareCall({
    method: 'POST',
    path: '/v1/content/report_error',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof reportErrorBody; answer: ReportSubmitAnswer }>(),
  }),
  correctError: declareCall({
    method: 'POST',
    path: '/v1/content/correct_error',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof correctErrorBody; answer: ReportSubmitAnswer }>(),
  }),
  isAllowCorrectError: declareCall({
    method: 'POST',
    path: '/v1/content/is_allow_correct_error',
    auth: 'optional',
    cache: 'private',
    types: shape<{ body: typeof allowCorrectBody; answer: AllowAnswer }>(),
  }),
  list: declareCall({
    method: 'GET',
    path: '/v1/content/report_list',
    auth: 'required',
    cache: 'private',
    permission: 'review-reports',
    types: shape<{ query: typeof reportListQuery; answer: ReportListAnswer }>(),
  }),
  review: declareCall({
    method: 'POST',
    path: '/v1/content/report_review',
    auth: 'required',
    cache: 'private',
    permission: 'review-reports',
    types: shape<{ body: typeof reportReviewBody; answer: ReportReviewAnswer }>(),
  }),
};

/**
 * Resumable chunked picture uploads: init → chunk (any order, again after
 * a dropped connection; status tells which arrived) → complete, which answers the URL. The chunk
 * is raw bytes: the browser sends it by XMLHttpRequest (callUrl) for its progress events.
 */
export const uploadCalls = {
  policy: declareCall({
    method: 'GET',
    path: '/v1/upload/policy',
    auth: 'optional',
    cache: 'public',
    types: shape<{ answer: UploadPolicy }>(),
  }),
  init: declareCall({
    method: 'POST',
    path: '/v1/upload/init',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof uploadInitBody; answer: UploadStatus }>(),
  }),
  chunk: declareCall({
    method: 'POST',
    path: '/v1/upload/chunk',
    auth: 'required',
    cache: 'private',
    bodyType: 'bytes',
    types: shape<{ query: typeof uploadChunkQuery; body: typeof uploadChunkBody; answer: UploadStatus }>(),
  }),
  status: declareCall({
    method: 'GET',
    path: '/v1/upload/status',
    auth: 'required',
    cache: 'private',
    types: shape<{ query: typeof uploadStatusQuery; answer: UploadStatus }>(),
  }),
  complete: declareCall({
    method: 'POST',
    path: '/v1/upload/complete',
    auth: 'required',
    cache: 'private',
    types: shape<{ body: typeof uploadCompleteBody; answer: UploadResult }>(),
  }),
};
