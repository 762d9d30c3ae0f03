import * as calls from '../../../shared/contract/calls/corrections.ts';
import {
  allowCorrectBody,
  correctErrorBody,
  FEEDBACK_TYPE_CONTENT,
  reportErrorBody,
  reportInputOf,
  reportListQuery,
  reportReviewBody,
  reportSchemaFor,
} from '../../../shared/contract/corrections.ts';
import { uploadRoutes } from '../uploads/upload-routes.ts';
import { describeZodError, invalidParams } from '../../api/errors.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

/**
 * Correction and feedback reports (shared/contract/calls/corrections.ts): report_error takes the
 * three payload variants (site feedback with feedback_type 3, an entry page's report, a content
 * record's report); correct_error is the record variant by content_id; is_allow_correct_error
 * tells the page whether to offer it. Reviewers (the declarations' review-reports permission)
 * list and settle reports; accepted ones credit the reporter.
 */
const reportRoutes: ImplementedCall[] = [
  implement(calls.reportError, {
    body: reportErrorBody,
    async handler({ body, services, viewer, edition }) {
      const parsed = reportSchemaFor(body).safeParse(body);
      if (!parsed.success) throw invalidParams(describeZodError(parsed.error, 'body'));
      return services.corrections.submit(viewer, edition.id, reportInputOf(parsed.data));
    },
  }),
  implement(calls.correctError, {
    body: correctErrorBody,
    handler: ({ body, services, viewer, edition }) =>
      services.corrections.submit(viewer, edition.id, {
        kind: 'record',
        feedbackType: FEEDBACK_TYPE_CONTENT,
        reason: body.content,
        imageUrl: body.img_url,
        recordId: body.content_id,
        entryPageId: null,
        sourceUrl: body.source_url,
      }),
  }),
  implement(calls.isAllowCorrectError, {
    body: allowCorrectBody,
    handler: async ({ body, services, viewer, edition }) => ({
      allow: await services.corrections.mayReport(viewer, edition.id, { contentId: body.content_id, entryPageId: body.entry_page_id }),
    }),
  }),
  implement(calls.list, {
    query: reportListQuery,
    handler: ({ services, edition, query }) => services.corrections.list(edition.id, query),
  }),
  implement(calls.review, {
    body: reportReviewBody,
    handler: async ({ services, edition, body, viewer }) => ({ report: await services.corrections.review(viewer, edition.id, body) }),
  }),
];

/** API calls of correction and feedback reports, and resumable chunked uploads. */
export const correctionsRoutes: ImplementedCall[] = [...reportRoutes, ...uploadRoutes];
