import type { Generated } from 'kysely';

/** Kysely types of review conversations (created by migrations/0026-review-comments.ts). */
export interface ReviewCommentTables {
  review_comments: ReviewCommentTable;
}

/** One entry of a submission's review conversation. */
export interface ReviewCommentTable {
  id: Generated<number>;
  submission_id: number;
  edition_id: number;
  /** null once the commenter's account is gone. */
  user_id: number | null;
  /** 'author' or 'reviewer'. */
  role: string;
  /** 'comment', 'rejection' (the reason) or 'approval' (the approval's comment). */
  kind: Generated<string>;
  /** '' for the whole submission; else one of its modules, with its name when said. */
  module_id: Generated<string>;
  module_name: Generated<string>;
  /** Plain text, never HTML. */
  body: string;
  created_at: number;
}
