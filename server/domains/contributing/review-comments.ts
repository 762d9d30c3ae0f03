import type { ReviewCommentKind, ReviewCommentRole, ReviewCommentWire, ReviewConversationAnswer } from '../../../shared/contract/review-conversation.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { can } from '../../../shared/policy/can.ts';
import { announce } from '../../activity/activity.ts';
import { nowSeconds } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { refusal } from '../../policies/require.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { consumeOrRefuse, rateLimiter, type RateLimiter, type RateRule } from '../../rate-limit/rate-limit.ts';
import { DomainError } from '../domain-error.ts';
import { readEntryDoc } from '../entry-pages/doc.ts';
import { docChanges, EMPTY_DOC } from './doc-merge.ts';
import { revisionDoc } from './pages.ts';
import { unknownSubmission } from './submission-rows.ts';

/** Review comments one user may write per hour (the verdicts' reason and comment are not counted). */
export const REVIEW_COMMENT_LIMIT: RateRule = { limit: EDITOR_LIMITS.reviewCommentsPerHour, windowSeconds: 3_600 };

/** How much of a comment its activity (and so a notification) carries. */
const EXCERPT_LENGTH = 140;

/** What a conversation entry needs of its submission. */
export interface ConversationSubmission {
  id: number;
  user_id: number;
  name: string;
  doc: string;
}

interface NewEntry {
  commenterId: number;
  kind: ReviewCommentKind;
  text: string;
  /** '' for the whole submission. */
  moduleId?: string;
}

/** The name of the submission's module `moduleId` ('' for the whole submission); refused when it has none of that id. */
function moduleNameOf(submission: ConversationSubmission, moduleId: string): string {
  if (moduleId === '') return '';
  const module = readEntryDoc(submission.doc, submission.name).modules.find((item) => item.id === moduleId);
  if (!module) throw new DomainError('invalid', `module_id: submission ${Number(submission.id)} has no module ${JSON.stringify(moduleId)}`);
  return module.name;
}

const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

function commentQuery(db: Db) {
  return db
    .selectFrom('review_comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.submission_id', 'c.kind', 'c.role', 'c.user_id', 'u.name as user_name', 'c.module_id', 'c.module_name', 'c.body', 'c.created_at']);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['executeTakeFirstOrThrow']>>;

const presentComment = (row: CommentRow): ReviewCommentWire => ({
  comment_id: Number(row.id),
  audit_id: Number(row.submission_id),
  kind: row.kind as ReviewCommentKind,
  role: row.role as ReviewCommentRole,
  author: { uid: row.user_id === null ? '0' : String(row.user_id), name: row.user_name ?? '' },
  module_id: row.module_id,
  module_name: row.module_name,
  text: row.body,
  created_at: Number(row.created_at),
});

/**
 * Writes one entry of a submission's conversation in the caller's transaction and announces it
 * (a review_comment activity) to the author and everyone who wrote in it before, never to the
 * commenter. A verdict's entry (the rejection's reason, the approval's comment) is not announced
 * to the author: they hear the verdict itself (submission_rejected, submission_approved), which
 * carries the same text.
 */
export async function addConversationEntry(trx: Db, editionId: number, submission: ConversationSubmission, entry: NewEntry): Promise<ReviewCommentWire> {
  const authorId = Number(submission.user_id);
  const moduleId = entry.moduleId ?? '';
  const moduleName = moduleNameOf(submission, moduleId);
  const earlier = await trx.selectFrom('review_comments').select('user_id').distinct().where('submission_id', '=', submission.id).execute();
  const inserted = await trx
    .insertInto('review_comments')
    .values({
      submission_id: submission.id,
      edition_id: editionId,
      user_id: entry.commenterId,
      role: entry.commenterId === authorId ? 'author' : 'reviewer',
      kind: entry.kind,
      module_id: moduleId,
      module_name: moduleName,
      body: entry.text,
      created_at: nowSeconds(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const commentId = Number(inserted.id);

  const told = new Set([...(entry.kind === 'comment' ? [authorId] : []), ...earlier.flatMap((row) => (row.user_id === null ? [] : [Number(row.user_id)]))]);
  told.delete(entry.commenterId);
  if (entry.kind !== 'comment') told.delete(authorId);
  if (entry.kind === 'comment' || told.size > 0) {
    await announce(trx, editionId, {
      kind: 'review_comment',
      submission_id: Number(submission.id),
      comment_id: commentId,
      title: submission.name,
      commenter_id: entry.commenterId,
      module_id: moduleId,
      excerpt: excerpt(entry.text),
      recipient_ids: [...told].sort((a, b) => a - b),
    });
  }
  const row = await commentQuery(trx).where('c.id', '=', commentId).executeTakeFirstOrThrow();
  return presentComment(row);
}

/** Reading and writing submissions' review conversations: their author and the edition's reviewers only. */
export function reviewConversation(db: Db, rateLimits?: RateLimiter) {
  /**
   * The submission, when the viewer may take part in its conversation. A reviewer is told when
   * it does not exist; anyone else is refused alike whether it exists or is someone else's.
   */
  async function participantOf(trx: Db, viewer: Viewer, editionId: number, auditId: number) {
    const row = await trx
      .selectFrom('entry_submissions')
      .select(['id', 'user_id', 'name', 'doc', 'entry_page_id', 'base_version', 'lang'])
      .where('id', '=', auditId)
      .where('edition_id', '=', editionId)
      .executeTakeFirst();
    const reviewer = can(viewer, 'review-submissions');
    if (!reviewer && (!row || Number(row.user_id) !== viewer.user.id)) throw refusal(viewer, 'review-submissions');
    if (!row) throw unknownSubmission(auditId);
    const role: ReviewCommentRole = Number(row.user_id) === viewer.user.id ? 'author' : 'reviewer';
    return { row, role };
  }

  /** The submission's modules, each marked when the submission changes it against its base revision. */
  async function modulesOf(row: { name: string; doc: string; entry_page_id: number; base_version: number }) {
    const doc = readEntryDoc(row.doc, row.name);
    const pageId = Number(row.entry_page_id);
    const base = pageId > 0 && row.base_version > 0 ? ((await revisionDoc(db, pageId, row.base_version)) ?? EMPTY_DOC) : EMPTY_DOC;
    const changed = docChanges(base, doc).modules;
    return doc.modules.map((module) => ({ module_id: module.id, name: module.name, changed: changed.has(module.id) }));
  }

  return {
    async list(viewer: Viewer, editionId: number, auditId: number): Promise<ReviewConversationAnswer> {
      const { row, role } = await participantOf(db, viewer, editionId, auditId);
      const rows = await commentQuery(db).where('c.submission_id', '=', row.id).orderBy('c.id').execute();
      return { audit_id: Number(row.id), comments: rows.map(presentComment), modules: await modulesOf(row), role };
    },

    /** A comment of the author or a reviewer, while the submission is pending or after it is settled. */
    async add(viewer: Viewer, editionId: number, body: { audit_id: number; module_id: string; text: string }): Promise<{ comment: ReviewCommentWire }> {
      if (!can(viewer, 'contribute')) throw refusal(viewer, 'contribute');
      return db.transaction().execute(async (trx) => {
        const { row } = await participantOf(trx, viewer, editionId, body.audit_id);
        moduleNameOf(row, body.module_id);
        // Counted once the comment is valid, inside its transaction (a refused one counts nothing; see commit.ts).
        await consumeOrRefuse(rateLimits ?? rateLimiter(trx), `review_comment:user:${viewer.user.id}`, REVIEW_COMMENT_LIMIT, 'comments');
        const comment = await addConversationEntry(trx, editionId, row, {
          commenterId: viewer.user.id,
          kind: 'comment',
          text: body.text,
          moduleId: body.module_id,
        });
        return { comment };
      });
    },
  };
}

export type ReviewConversation = ReturnType<typeof reviewConversation>;
