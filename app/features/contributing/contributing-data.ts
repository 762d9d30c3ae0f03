import { contributingApi } from './contributing-api.ts';
import { MY_WORDS_PAGE_SIZE, myWordsTabOf, pageOf } from './my-words-tabs.ts';
import { REVIEW_PAGE_SIZE, reviewStatusOf } from './review-status.ts';
import { routeAction, settle } from '../../lib/route-data.ts';

/**
 * The contributing pages' data in the browser: their route modules' clientLoaders read the
 * lists through the API with the session, their clientActions write, and the router reloads
 * the lists after each write (docs/decisions/016-client-data-flow.md).
 */

/** My words' list for the page's tab and page (?tab, ?page). */
export function loadMyWords(appSn: string, url: URL) {
  const tab = myWordsTabOf(url.searchParams.get('tab'));
  const page = pageOf(url.searchParams.get('page'));
  if (tab === 'drafts') return settle(() => contributingApi.drafts(appSn, page, MY_WORDS_PAGE_SIZE)).then((list) => ({ kind: 'drafts' as const, list }));
  return settle(() => contributingApi.mySubmissions(appSn, tab, page, MY_WORDS_PAGE_SIZE)).then((list) => ({ kind: 'submissions' as const, list }));
}

export type MyWordsWrite =
  | { intent: 'copy-draft'; app_sn: string; draft_id: number }
  | { intent: 'delete-draft'; app_sn: string; draft_id: number }
  | { intent: 'withdraw'; app_sn: string; audit_id: number }
  | { intent: 'delete-submission'; app_sn: string; audit_id: number };

/** My words' writes on drafts and submissions. */
export async function myWordsAction(request: Request) {
  return routeAction(request, (body: MyWordsWrite): Promise<unknown> => {
    switch (body.intent) {
      case 'copy-draft':
        return contributingApi.copyDraft(body.app_sn, body.draft_id);
      case 'delete-draft':
        return contributingApi.deleteDraft(body.app_sn, body.draft_id);
      case 'withdraw':
        return contributingApi.cancelSubmission(body.app_sn, body.audit_id);
      case 'delete-submission':
        return contributingApi.deleteSubmission(body.app_sn, body.audit_id);
    }
  });
}

/** The review queue for the page's status and page (?status, ?page). */
export function loadReviewQueue(appSn: string, url: URL) {
  return settle(() => contributingApi.reviewQueue(appSn, reviewStatusOf(url.searchParams.get('status')), pageOf(url.searchParams.get('page')), REVIEW_PAGE_SIZE));
}

/** One submission under review. */
export function loadSubmission(appSn: string, auditId: number) {
  return settle(() => contributingApi.submission(appSn, auditId));
}

export type ReviewWrite = { intent: 'approve'; app_sn: string; audit_id: number } | { intent: 'reject'; app_sn: string; audit_id: number; reason: string };

/** Approving or rejecting a submission. */
export async function reviewAction(request: Request) {
  return routeAction(request, (body: ReviewWrite) => (body.intent === 'approve' ? contributingApi.approve(body.app_sn, body.audit_id) : contributingApi.reject(body.app_sn, body.audit_id, body.reason)));
}

export type RollbackWrite = { intent: 'rollback'; app_sn: string; entry_page_id: number; version: number };

/** Rolling an entry back to an old revision (the history pages' action). */
export async function rollbackAction(request: Request) {
  return routeAction(request, (body: RollbackWrite) => contributingApi.rollback(body.app_sn, body.entry_page_id, body.version));
}
