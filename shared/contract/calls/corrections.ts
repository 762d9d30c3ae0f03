import { declareCall, shape } from '../call.ts';
import type { AllowAnswer } from '../accounts.ts';
import type {
  allowCorrectBody,
  correctErrorBody,
  reportErrorBody,
  reportListQuery,
  reportReviewBody,
  ReportListAnswer,
  ReportReviewAnswer,
  ReportSubmitAnswer,
} from '../corrections.ts';

/**
 * Correction and feedback reports: report_error takes the three payload
 * variants (site feedback, an entry page's report, a content record's report); correct_error is
 * the record variant by content_id; is_allow_correct_error tells the page whether to offer it.
 * Reviewers (review-reports) list and settle reports.
 */

export const reportError = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/content/report_error',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof reportErrorBody; answer: ReportSubmitAnswer }>(),
});

export const correctError = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/content/correct_error',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof correctErrorBody; answer: ReportSubmitAnswer }>(),
});

export const isAllowCorrectError = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/content/is_allow_correct_error',
  auth: 'optional',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof allowCorrectBody; answer: AllowAnswer }>(),
});

export const list = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/v1/content/report_list',
  auth: 'required',
  cache: 'private',
  permission: 'review-reports',
  types: /* @__PURE__ */ shape<{ query: typeof reportListQuery; answer: ReportListAnswer }>(),
});

export const review = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/v1/content/report_review',
  auth: 'required',
  cache: 'private',
  permission: 'review-reports',
  types: /* @__PURE__ */ shape<{ body: typeof reportReviewBody; answer: ReportReviewAnswer }>(),
});
