import { declareCall, shape } from '../call.ts';
import type {
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
  AuditUpdateAnswer,
  CancelAuditAnswer,
  CommitAnswer,
  DraftListAnswer,
  DraftSaveAnswer,
  EntryTemplateAnswer,
  ModuleLockAnswer,
  ModuleLocksAnswer,
  PreEditAnswer,
  RollbackAnswer,
  SubmissionDetailAnswer,
  SubmissionListAnswer,
  TranslationStatusAnswer,
} from '../contributing.ts';

/**
 * Contributing (the publisher's entry-page API v2; shared/contract/contributing.ts): templates,
 * drafts, module locks, submissions, the review queue and rollback. Everything needs a session;
 * the service checks each permission that depends on the page or the channel.
 */

export const template = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/get_entry_page_template',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof templateQuery; answer: EntryTemplateAnswer }>(),
});

export const preEdit = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/pre_edit_data',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof preEditQuery; answer: PreEditAnswer }>(),
});

// ---- drafts
export const draft = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/draft',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof draftQuery; answer: DraftSaveAnswer }>(),
});

export const saveDraft = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/draft/save',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof draftSaveRequest; answer: DraftSaveAnswer }>(),
});

export const drafts = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/draft/list',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof draftListQuery; answer: DraftListAnswer }>(),
});

export const commitDraft = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/draft/commit',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof draftCommitBody; answer: CommitAnswer }>(),
});

export const deleteDraft = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/draft/del',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof draftIdBody; answer: Record<string, never> }>(),
});

export const copyDraft = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/draft/copy',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof draftIdBody; answer: DraftSaveAnswer }>(),
});

export const createModuleGroup = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/create_module_group',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof createModuleGroupBody; answer: DraftSaveAnswer }>(),
});

export const batchCreateModules = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/batch_create_modules',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof batchCreateModulesBody; answer: DraftSaveAnswer }>(),
});

// ---- module locks
export const moduleLocks = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/entry_page/module/lock',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof moduleLockQuery; answer: ModuleLocksAnswer }>(),
});

export const moduleLock = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/module/lock',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof moduleLockBody; answer: ModuleLockAnswer }>(),
});

// ---- submissions and review
export const commitContent = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/commit_content',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof commitContentRequest; answer: CommitAnswer }>(),
});

export const createWithContent = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/create_with_content',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof createWithContentRequest; answer: CommitAnswer }>(),
});

export const myAudits = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/get_my_audit_content',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof myAuditQuery; answer: SubmissionListAnswer }>(),
});

/** The review queue (AUDIT), or with audit_id one submission (its author or a reviewer). */
export const audits = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/get_audit_content',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof auditListQuery; answer: SubmissionListAnswer | SubmissionDetailAnswer }>(),
});

export const updateAudit = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/audit_content/update',
  auth: 'required',
  cache: 'private',
  permission: 'review-submissions',
  types: /* @__PURE__ */ shape<{ body: typeof auditUpdateBody; answer: AuditUpdateAnswer }>(),
});

export const deleteAudit = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/audit_content/delete',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof auditIdBody; answer: Record<string, never> }>(),
});

export const cancelAudit = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/cancel_audit',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ body: typeof cancelAuditBody; answer: CancelAuditAnswer }>(),
});

export const rollback = /* @__PURE__ */ declareCall({
  method: 'POST',
  path: '/wapi/entry_page/rollback',
  auth: 'required',
  cache: 'private',
  permission: 'roll-back',
  types: /* @__PURE__ */ shape<{ body: typeof rollbackBody; answer: RollbackAnswer }>(),
});

// ---- translations (issue 31)
/** Which entries lack a translation, or have one older than the source, in each content language. */
export const translationStatus = /* @__PURE__ */ declareCall({
  method: 'GET',
  path: '/wapi/translation_status',
  auth: 'required',
  cache: 'private',
  types: /* @__PURE__ */ shape<{ query: typeof translationStatusQuery; answer: TranslationStatusAnswer }>(),
});
