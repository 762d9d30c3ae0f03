import { z } from 'zod';
import {
  allowCorrectBody,
  correctErrorBody,
  FEEDBACK_TYPE_CONTENT,
  reportInputOf,
  reportListQuery,
  reportReviewBody,
  reportSchemaFor,
  type ReportListQuery,
} from '../../../shared/contract/corrections.ts';
import { requireCan } from '../../policies/require.ts';
import { uploadRoutes } from '../uploads/upload-routes.ts';
import { describeZodError, invalidParams } from '../../api/errors.ts';
import { defineRoute, type ApiRoute, type HandlerContext } from '../../api/route.ts';

const anyObject = z.record(z.string(), z.unknown(), { error: 'must be a JSON object' });

/** Only reviewers (AUDIT or ADMIN in the edition) see and review the queue. */
function reviewerOf({ viewer }: HandlerContext<unknown, unknown>) {
  requireCan(viewer, 'review-reports');
  return viewer!;
}

/**
 * Correction and feedback reports (spec 000 §3, §5, §7): report_error takes the three payload
 * variants (site feedback with feedback_type 3, an entry page's report, a content record's
 * report); correct_error is the record variant by content_id; is_allow_correct_error tells the
 * page whether to offer it. Reviewers list and settle reports; accepted ones credit the reporter.
 */
const reportRoutes: ApiRoute[] = [
  defineRoute<unknown, Record<string, unknown>>({
    method: 'POST',
    path: '/v1/content/report_error',
    cache: 'private',
    auth: 'required',
    body: anyObject,
    async handler(context) {
      const parsed = reportSchemaFor(context.body).safeParse(context.body);
      if (!parsed.success) throw invalidParams(describeZodError(parsed.error, 'body'));
      return context.services.corrections.submit(context.viewer!, context.edition.id, reportInputOf(parsed.data));
    },
  }),
  defineRoute<unknown, z.infer<typeof correctErrorBody>>({
    method: 'POST',
    path: '/v1/content/correct_error',
    cache: 'private',
    auth: 'required',
    body: correctErrorBody,
    async handler({ body, services, viewer, edition }) {
      return services.corrections.submit(viewer!, edition.id, {
        kind: 'record',
        feedbackType: FEEDBACK_TYPE_CONTENT,
        reason: body.content,
        imageUrl: body.img_url,
        recordId: body.content_id,
        entryPageId: null,
        sourceUrl: body.source_url,
      });
    },
  }),
  defineRoute<unknown, z.infer<typeof allowCorrectBody>>({
    method: 'POST',
    path: '/v1/content/is_allow_correct_error',
    cache: 'private',
    body: allowCorrectBody,
    async handler({ body, services, viewer, edition }) {
      return { allow: await services.corrections.mayReport(viewer, edition.id, { contentId: body.content_id, entryPageId: body.entry_page_id }) };
    },
  }),
  defineRoute<ReportListQuery>({
    method: 'GET',
    path: '/v1/content/report_list',
    cache: 'private',
    auth: 'required',
    query: reportListQuery,
    async handler(context) {
      reviewerOf(context);
      return context.services.corrections.list(context.edition.id, context.query);
    },
  }),
  defineRoute<unknown, z.infer<typeof reportReviewBody>>({
    method: 'POST',
    path: '/v1/content/report_review',
    cache: 'private',
    auth: 'required',
    body: reportReviewBody,
    async handler(context) {
      const reviewer = reviewerOf(context);
      return { report: await context.services.corrections.review(reviewer, context.edition.id, context.body) };
    },
  }),
];

/** API calls of correction and feedback reports, and resumable chunked uploads. */
export const correctionsRoutes: ApiRoute[] = [...reportRoutes, ...uploadRoutes];
