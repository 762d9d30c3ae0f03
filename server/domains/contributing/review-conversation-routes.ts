import * as calls from '../../../shared/contract/calls/review-conversation.ts';
import { reviewCommentBody, reviewCommentsQuery } from '../../../shared/contract/review-conversation.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';

/** A submission's review conversation (shared/contract/calls/review-conversation.ts); the service checks who takes part. */
export const reviewConversationRoutes: ImplementedCall[] = [
  implement(calls.reviewComments, {
    query: reviewCommentsQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.reviewComments(viewer, edition.id, query.audit_id),
  }),
  implement(calls.addReviewComment, {
    body: reviewCommentBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.addReviewComment(viewer, edition.id, body),
  }),
];
