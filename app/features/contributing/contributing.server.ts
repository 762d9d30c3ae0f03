import { data, type AppLoadContext } from 'react-router';
import * as contributingCalls from '../../../shared/contract/calls/contributing.ts';
import type { SubmissionDetailAnswer, SubmissionListAnswer } from '../../../shared/contract/contributing.ts';
import type { MergeResolutions } from '../../../shared/contract/merge-conflicts.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import type { ApiData } from '../../lib/route-data.ts';
import { serverRead, serverWrite } from '../../lib/service-call.server.ts';
import type { MyWordsWrite, RollbackWrite } from './contributing-data.ts';
import { MY_WORDS_PAGE_SIZE, myWordsTabOf, pageOf } from './my-words-tabs.ts';
import { REVIEW_PAGE_SIZE, reviewStatusOf } from './review-status.ts';

/** Who may open the review pages: 'login' (anonymous), 'forbidden' (no AUDIT) or 'ok'. */
export type ReviewAccess = 'login' | 'forbidden' | 'ok';

/** AUDIT holders in good standing review and roll back (ADMIN implies every permission): `can` 'review-submissions'. The API decides again on every call. */
export async function reviewAccess(context: AppLoadContext, edition: Edition): Promise<ReviewAccess> {
  const viewer = await context.viewer(edition.id);
  if (!viewer) return 'login';
  return viewer.can('review-submissions') ? 'ok' : 'forbidden';
}

/**
 * The review pages' loader: who may see them is decided first, so a visitor without AUDIT gets
 * the no-permission state with a 401 or 403 status; `load` reads the page's data for the others.
 */
export async function loadReviewAccess<T extends object, D>(context: AppLoadContext, edition: Edition, extra: T, load: () => Promise<D>) {
  const access = await reviewAccess(context, edition);
  const status = access === 'login' ? 401 : access === 'forbidden' ? 403 : 200;
  return data({ access, ...extra, data: access === 'ok' ? await load() : null }, { status });
}

// ---- The contributing pages' reads and writes on the server: their declared API calls, run for
// the page's visitor (app/lib/service-call.server.ts).

/** My words' list for the page's tab and page (?tab, ?page): GET entry_page/draft/list or get_my_audit_content. */
export async function loadMyWords(context: AppLoadContext, edition: Edition, url: URL) {
  const tab = myWordsTabOf(url.searchParams.get('tab'));
  const page = { page_num: pageOf(url.searchParams.get('page')), page_size: MY_WORDS_PAGE_SIZE };
  if (tab === 'drafts') return { kind: 'drafts' as const, list: await serverRead(context, edition.app_sn, contributingCalls.drafts, page) };
  return { kind: 'submissions' as const, list: await serverRead(context, edition.app_sn, contributingCalls.myAudits, { status: tab, ...page }) };
}

/** My words' writes on drafts and submissions: draft/copy, draft/del, cancel_audit, audit_content/delete. */
export async function myWordsWrite(context: AppLoadContext, edition: Edition, body: Record<string, unknown>) {
  const write = body as MyWordsWrite;
  switch (write.intent) {
    case 'copy-draft':
      return serverWrite(context, edition.app_sn, contributingCalls.copyDraft, { draft_id: write.draft_id });
    case 'delete-draft':
      return serverWrite(context, edition.app_sn, contributingCalls.deleteDraft, { draft_id: write.draft_id });
    case 'withdraw':
      return serverWrite(context, edition.app_sn, contributingCalls.cancelAudit, { audit_id: write.audit_id });
    case 'delete-submission':
      return serverWrite(context, edition.app_sn, contributingCalls.deleteAudit, { audit_id: write.audit_id });
    default:
      throw data('unknown intent', { status: 400 });
  }
}

/** The review queue for the page's status and page (?status, ?page): GET get_audit_content. */
export function loadReviewQueue(context: AppLoadContext, edition: Edition, url: URL) {
  const query = { status: reviewStatusOf(url.searchParams.get('status')), page_num: pageOf(url.searchParams.get('page')), page_size: REVIEW_PAGE_SIZE };
  return serverRead(context, edition.app_sn, contributingCalls.audits, query) as Promise<ApiData<SubmissionListAnswer>>;
}

/** One submission under review: GET get_audit_content?audit_id. */
export function loadSubmission(context: AppLoadContext, edition: Edition, auditId: number) {
  return serverRead(context, edition.app_sn, contributingCalls.audits, { audit_id: auditId }) as Promise<ApiData<SubmissionDetailAnswer>>;
}

/** Approving or rejecting a submission: POST audit_content/update. */
export function reviewWrite(context: AppLoadContext, edition: Edition, body: Record<string, unknown>) {
  const auditId = body.audit_id as number;
  const review =
    body.intent === 'reject'
      ? { audit_id: auditId, action: 'reject' as const, reason: body.reason as string }
      : {
          audit_id: auditId,
          action: 'approve' as const,
          comment: typeof body.comment === 'string' ? body.comment : '',
          ...(body.resolutions ? { resolutions: body.resolutions as MergeResolutions } : {}),
        };
  return serverWrite(context, edition.app_sn, contributingCalls.updateAudit, review);
}

/** Rolling an entry back to an old revision (the history's RollbackButton): POST entry_page/rollback (AUDIT, `roll-back`). */
export function rollbackWrite(context: AppLoadContext, edition: Edition, body: Record<string, unknown>) {
  const write = body as RollbackWrite;
  if (write.intent !== 'rollback') throw data('unknown intent', { status: 400 });
  return serverWrite(context, edition.app_sn, contributingCalls.rollback, { entry_page_id: write.entry_page_id, version: write.version });
}
