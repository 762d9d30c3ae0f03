import { declareCall, shape } from '../call.ts';
import type { reviewCommentBody, reviewCommentsQuery, ReviewCommentAnswer, ReviewConversationAnswer } from '../review-conversation.ts';

/**
 * A submission's review conversation (issue 32; shared/contract/review-conversation.ts): read it,
 * add a comment. The submission's author and the edition's reviewers only (others: no
 * permission); writing is rate-limited per user.
 */

export const reviewComments = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/audit_content/comments',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof reviewCommentsQuery; answer: ReviewConversationAnswer }>(),
});

export const addReviewComment = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/audit_content/comment',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof reviewCommentBody; answer: ReviewCommentAnswer }>(),
});
