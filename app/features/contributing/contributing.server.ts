import { data, type AppLoadContext } from 'react-router';
import {
  auditIdBody,
  auditListQuery,
  auditUpdateBody,
  cancelAuditBody,
  draftIdBody,
  draftListQuery,
  myAuditQuery,
  type DraftListAnswer,
  type SubmissionDetailAnswer,
  type SubmissionListAnswer,
} from '../../../shared/contract/contributing.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import { serviceRead, serviceWrite } from '../../lib/service-call.server.ts';
import type { MyWordsWrite } from './contributing-data.ts';
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

// ---- The contributing pages' reads and writes on the server (app/lib/service-call.server.ts):
// the services and schemas of their API calls (server/domains/contributing/contributing-routes.ts).

/** Query values as the API receives them: text. */
const asQuery = (values: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined).map(([key, value]) => [key, String(value)]));

/** My words' list for the page's tab and page (?tab, ?page): GET entry_page/draft/list or get_my_audit_content. */
export async function loadMyWords(context: AppLoadContext, edition: Edition, url: URL) {
  const tab = myWordsTabOf(url.searchParams.get('tab'));
  const page = pageOf(url.searchParams.get('page'));
  if (tab === 'drafts') {
    const list = await serviceRead(context, edition, {
      input: { schema: draftListQuery, value: asQuery({ page_num: page, page_size: MY_WORDS_PAGE_SIZE }), where: 'query' },
      run: (viewer, query): Promise<DraftListAnswer> => context.services.contributing.listDrafts(viewer, edition.id, query),
    });
    return { kind: 'drafts' as const, list };
  }
  const list = await serviceRead(context, edition, {
    input: { schema: myAuditQuery, value: asQuery({ status: tab, page_num: page, page_size: MY_WORDS_PAGE_SIZE }), where: 'query' },
    run: (viewer, query): Promise<SubmissionListAnswer> => context.services.contributing.myAudits(viewer, edition.id, query),
  });
  return { kind: 'submissions' as const, list };
}

/** My words' writes on drafts and submissions (the bodies of draft/copy, draft/del, cancel_audit, audit_content/delete). */
export async function myWordsWrite(context: AppLoadContext, edition: Edition, body: Record<string, unknown>) {
  const { contributing } = context.services;
  switch (body.intent as MyWordsWrite['intent']) {
    case 'copy-draft':
      return serviceWrite(context, edition, { input: { schema: draftIdBody, value: body, where: 'body' }, run: async (viewer, input) => ({ draft: await contributing.copyDraft(viewer, edition.id, input.draft_id) }) });
    case 'delete-draft':
      return serviceWrite(context, edition, {
        input: { schema: draftIdBody, value: body, where: 'body' },
        run: async (viewer, input) => {
          await contributing.deleteDraft(viewer, edition.id, input.draft_id);
          return {};
        },
      });
    case 'withdraw':
      return serviceWrite(context, edition, { input: { schema: cancelAuditBody, value: body, where: 'body' }, run: (viewer, input) => contributing.cancelAudit(viewer, edition.id, input.audit_id) });
    case 'delete-submission':
      return serviceWrite(context, edition, { input: { schema: auditIdBody, value: body, where: 'body' }, run: (viewer, input) => contributing.deleteAudit(viewer, edition.id, input.audit_id) });
    default:
      throw data('unknown intent', { status: 400 });
  }
}

/** The review queue for the page's status and page (?status, ?page): GET get_audit_content. */
export function loadReviewQueue(context: AppLoadContext, edition: Edition, url: URL) {
  const query = { status: reviewStatusOf(url.searchParams.get('status')), page_num: pageOf(url.searchParams.get('page')), page_size: REVIEW_PAGE_SIZE };
  return serviceRead(context, edition, {
    input: { schema: auditListQuery, value: asQuery(query), where: 'query' },
    run: (viewer, input) => context.services.contributing.audits(viewer, edition.id, input) as Promise<SubmissionListAnswer>,
  });
}

/** One submission under review: GET get_audit_content?audit_id. */
export function loadSubmission(context: AppLoadContext, edition: Edition, auditId: number) {
  return serviceRead(context, edition, {
    input: { schema: auditListQuery, value: asQuery({ audit_id: auditId }), where: 'query' },
    run: (viewer, input) => context.services.contributing.audits(viewer, edition.id, input) as Promise<SubmissionDetailAnswer>,
  });
}

/** Approving or rejecting a submission: POST audit_content/update. */
export function reviewWrite(context: AppLoadContext, edition: Edition, body: Record<string, unknown>) {
  const value = { audit_id: body.audit_id, action: body.intent, ...(body.intent === 'reject' ? { reason: body.reason } : {}) };
  return serviceWrite(context, edition, { input: { schema: auditUpdateBody, value, where: 'body' }, run: (viewer, input) => context.services.contributing.updateAudit(viewer, edition.id, input) });
}
