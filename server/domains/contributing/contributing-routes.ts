import * as calls from '../../../shared/contract/calls/contributing.ts';
import {
  auditIdBody,
  auditListQuery,
  auditUpdateBody,
  batchCreateModulesBody,
  cancelAuditBody,
  commitContentRequest,
  createModuleGroupBody,
  createWithContentRequest,
  draftCommitBody,
  draftIdBody,
  draftListQuery,
  draftQuery,
  draftSaveRequest,
  moduleLockBody,
  moduleLockQuery,
  myAuditQuery,
  preEditQuery,
  rollbackBody,
  templateQuery,
  translationStatusQuery,
} from '../../../shared/contract/contributing.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';
import { reviewConversationRoutes } from './review-conversation-routes.ts';

/** Whole documents travel in these bodies: a large page (40 modules, long tables) is several hundred KB. */
const DOC_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Contributing calls of the entry-page API v2 (shared/contract/calls/contributing.ts).
 * All need a session (anonymous callers get retcode -100); the service checks each permission
 * (reviewing and rolling back also in the declaration, before the input is read).
 */
export const contributingRoutes: ImplementedCall[] = [
  implement(calls.template, {
    query: templateQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.template(viewer, edition.id, query.menu_id),
  }),
  implement(calls.preEdit, {
    query: preEditQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.preEdit(viewer, edition.id, query.entry_page_id, query.lang),
  }),

  // ---- drafts
  implement(calls.draft, {
    query: draftQuery,
    handler: async ({ services, edition, query, viewer }) => ({ draft: await services.contributing.readDraft(viewer, edition.id, query.draft_id) }),
  }),
  implement(calls.saveDraft, {
    body: draftSaveRequest,
    bodyLimit: DOC_BODY_LIMIT,
    handler: async ({ services, edition, body, viewer }) => ({ draft: await services.contributing.saveDraft(viewer, edition.id, body) }),
  }),
  implement(calls.drafts, {
    query: draftListQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.listDrafts(viewer, edition.id, query),
  }),
  implement(calls.commitDraft, {
    body: draftCommitBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.commitDraft(viewer, edition.id, body.draft_id, body.summary),
  }),
  implement(calls.deleteDraft, {
    body: draftIdBody,
    async handler({ services, edition, body, viewer }) {
      await services.contributing.deleteDraft(viewer, edition.id, body.draft_id);
      return {};
    },
  }),
  implement(calls.copyDraft, {
    body: draftIdBody,
    handler: async ({ services, edition, body, viewer }) => ({ draft: await services.contributing.copyDraft(viewer, edition.id, body.draft_id) }),
  }),
  implement(calls.createModuleGroup, {
    body: createModuleGroupBody,
    handler: async ({ services, edition, body, viewer }) => ({
      draft: await services.contributing.createModuleGroup(viewer, edition.id, body.draft_id, body.name),
    }),
  }),
  implement(calls.batchCreateModules, {
    body: batchCreateModulesBody,
    handler: async ({ services, edition, body, viewer }) => ({ draft: await services.contributing.batchCreateModules(viewer, edition.id, body) }),
  }),

  // ---- module locks
  implement(calls.moduleLocks, {
    query: moduleLockQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.locks(viewer, edition.id, query.entry_page_id),
  }),
  implement(calls.moduleLock, {
    body: moduleLockBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.lock(viewer, edition.id, body),
  }),

  // ---- submissions and review
  implement(calls.commitContent, {
    body: commitContentRequest,
    bodyLimit: DOC_BODY_LIMIT,
    handler: ({ services, edition, body, viewer }) => services.contributing.commitContent(viewer, edition.id, body),
  }),
  implement(calls.createWithContent, {
    body: createWithContentRequest,
    bodyLimit: DOC_BODY_LIMIT,
    handler: ({ services, edition, body, viewer }) => services.contributing.createWithContent(viewer, edition.id, body),
  }),
  implement(calls.myAudits, {
    query: myAuditQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.myAudits(viewer, edition.id, query),
  }),
  implement(calls.audits, {
    query: auditListQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.audits(viewer, edition.id, query),
  }),
  implement(calls.updateAudit, {
    body: auditUpdateBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.updateAudit(viewer, edition.id, body),
  }),
  implement(calls.deleteAudit, {
    body: auditIdBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.deleteAudit(viewer, edition.id, body.audit_id),
  }),
  implement(calls.cancelAudit, {
    body: cancelAuditBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.cancelAudit(viewer, edition.id, body.audit_id),
  }),
  implement(calls.translationStatus, {
    query: translationStatusQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.translationStatus(viewer, edition.id, query),
  }),
  implement(calls.rollback, {
    body: rollbackBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.rollback(viewer, edition.id, body),
  }),
  ...reviewConversationRoutes,
];
