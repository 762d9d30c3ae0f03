import { z } from 'zod';
import { EDITOR_LIMITS } from '../limits.ts';
import type { ContributorRef } from './contributing.ts';
import { idParam } from './queries.ts';

/**
 * Review conversations (issue 32): the reviewers and the author of a submission talk about it,
 * about the whole of it or one of its modules, while it is pending and after it is settled (so an
 * author can ask why). The reason of a rejection and the comment of an approval are entries of the
 * same conversation (kind 'rejection', 'approval'). Texts are plain text: the pages render them as
 * text, never as HTML. Only the submission's author and the edition's reviewers read and write it.
 */

export const REVIEW_COMMENT_KINDS = ['comment', 'rejection', 'approval'] as const;
export type ReviewCommentKind = (typeof REVIEW_COMMENT_KINDS)[number];
export type ReviewCommentRole = 'author' | 'reviewer';

const positiveId = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(Number.MAX_SAFE_INTEGER, 'is too large');

/** A comment's text: trimmed, not blank, at most EDITOR_LIMITS.reviewComment characters. */
export const reviewCommentText = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(EDITOR_LIMITS.reviewComment, `must be at most ${EDITOR_LIMITS.reviewComment} characters`);

/** GET audit_content/comments?audit_id: the conversation, oldest first. */
export const reviewCommentsQuery = z.object({ audit_id: idParam });

/** POST audit_content/comment: a comment on the submission, or with module_id on one of its modules. */
export const reviewCommentBody = z.object({
  audit_id: positiveId,
  module_id: z.string({ error: 'must be text' }).max(32, 'must be at most 32 characters').default(''),
  text: reviewCommentText,
});

// ---- answers (types only; the server builds them)

export interface ReviewCommentWire {
  comment_id: number;
  audit_id: number;
  kind: ReviewCommentKind;
  /** What the commenter was to the submission when they wrote it. */
  role: ReviewCommentRole;
  /** uid '0' and name '' once the account is gone. */
  author: ContributorRef;
  /** '' for the whole submission; else a module of it and its name when the comment was written. */
  module_id: string;
  module_name: string;
  /** Plain text. */
  text: string;
  /** Unix seconds. */
  created_at: number;
}

/** A module of the submission one may comment on; changed: the submission changes it (added, edited, moved or removed). */
export interface ReviewModuleRef {
  module_id: string;
  name: string;
  changed: boolean;
}

/** data of audit_content/comments. */
export interface ReviewConversationAnswer {
  audit_id: number;
  comments: ReviewCommentWire[];
  /** The submission's modules, in its order. */
  modules: ReviewModuleRef[];
  /** The caller's role: what a comment of theirs would be. */
  role: ReviewCommentRole;
}

/** data of audit_content/comment. */
export interface ReviewCommentAnswer {
  comment: ReviewCommentWire;
}
