import { z } from 'zod';
import {
  auditIdBody,
  auditListQuery,
  auditUpdateBody,
  batchCreateModulesBody,
  cancelAuditBody,
  commitContentBody,
  createModuleGroupBody,
  createWithContentBody,
  draftCommitBody,
  draftIdBody,
  draftListQuery,
  draftQuery,
  draftSaveBody,
  moduleLockBody,
  moduleLockQuery,
  myAuditQuery,
  preEditQuery,
  rollbackBody,
  templateQuery,
} from '../../../shared/contract/contributing.ts';
import { defineRoute, type ApiRoute } from '../../api/route.ts';

/** Whole documents travel in these bodies: a large page (40 modules, long tables) is several hundred KB. */
const DOC_BODY_LIMIT = 4 * 1024 * 1024;

// The document is checked by the service, whose messages name the module by its name.
const draftSave = draftSaveBody.extend({ doc: z.unknown() });
const commitContent = commitContentBody.extend({ doc: z.unknown() });
const createWithContent = createWithContentBody.extend({ doc: z.unknown() });

type Out<T extends z.ZodType> = z.output<T>;

/**
 * Contributing calls of the entry-page API v2 (spec 000 §7; shared/contract/contributing.ts).
 * All need a session (anonymous callers get retcode -100); the service checks each permission.
 */
export const contributingRoutes: ApiRoute[] = [
  defineRoute<Out<typeof templateQuery>>({
    method: 'GET',
    path: '/wapi/get_entry_page_template',
    cache: 'private',
    auth: 'required',
    query: templateQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.template(viewer!, edition.id, query.menu_id),
  }),
  defineRoute<Out<typeof preEditQuery>>({
    method: 'GET',
    path: '/wapi/entry_page/pre_edit_data',
    cache: 'private',
    auth: 'required',
    query: preEditQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.preEdit(viewer!, edition.id, query.entry_page_id),
  }),

  // ---- drafts
  defineRoute<Out<typeof draftQuery>>({
    method: 'GET',
    path: '/wapi/entry_page/draft',
    cache: 'private',
    auth: 'required',
    query: draftQuery,
    async handler({ services, edition, query, viewer }) {
      return { draft: await services.contributing.readDraft(viewer!, edition.id, query.draft_id) };
    },
  }),
  defineRoute<unknown, Out<typeof draftSave>>({
    method: 'POST',
    path: '/wapi/entry_page/draft/save',
    cache: 'private',
    auth: 'required',
    body: draftSave,
    bodyLimit: DOC_BODY_LIMIT,
    async handler({ services, edition, body, viewer }) {
      return { draft: await services.contributing.saveDraft(viewer!, edition.id, body) };
    },
  }),
  defineRoute<Out<typeof draftListQuery>>({
    method: 'GET',
    path: '/wapi/entry_page/draft/list',
    cache: 'private',
    auth: 'required',
    query: draftListQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.listDrafts(viewer!, edition.id, query),
  }),
  defineRoute<unknown, Out<typeof draftCommitBody>>({
    method: 'POST',
    path: '/wapi/entry_page/draft/commit',
    cache: 'private',
    auth: 'required',
    body: draftCommitBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.commitDraft(viewer!, edition.id, body.draft_id, body.summary),
  }),
  defineRoute<unknown, Out<typeof draftIdBody>>({
    method: 'POST',
    path: '/wapi/entry_page/draft/del',
    cache: 'private',
    auth: 'required',
    body: draftIdBody,
    async handler({ services, edition, body, viewer }) {
      await services.contributing.deleteDraft(viewer!, edition.id, body.draft_id);
      return {};
    },
  }),
  defineRoute<unknown, Out<typeof draftIdBody>>({
    method: 'POST',
    path: '/wapi/entry_page/draft/copy',
    cache: 'private',
    auth: 'required',
    body: draftIdBody,
    async handler({ services, edition, body, viewer }) {
      return { draft: await services.contributing.copyDraft(viewer!, edition.id, body.draft_id) };
    },
  }),
  defineRoute<unknown, Out<typeof createModuleGroupBody>>({
    method: 'POST',
    path: '/wapi/entry_page/create_module_group',
    cache: 'private',
    auth: 'required',
    body: createModuleGroupBody,
    async handler({ services, edition, body, viewer }) {
      return { draft: await services.contributing.createModuleGroup(viewer!, edition.id, body.draft_id, body.name) };
    },
  }),
  defineRoute<unknown, Out<typeof batchCreateModulesBody>>({
    method: 'POST',
    path: '/wapi/entry_page/batch_create_modules',
    cache: 'private',
    auth: 'required',
    body: batchCreateModulesBody,
    async handler({ services, edition, body, viewer }) {
      return { draft: await services.contributing.batchCreateModules(viewer!, edition.id, body) };
    },
  }),

  // ---- module locks
  defineRoute<Out<typeof moduleLockQuery>>({
    method: 'GET',
    path: '/wapi/entry_page/module/lock',
    cache: 'private',
    auth: 'required',
    query: moduleLockQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.locks(viewer!, edition.id, query.entry_page_id),
  }),
  defineRoute<unknown, Out<typeof moduleLockBody>>({
    method: 'POST',
    path: '/wapi/entry_page/module/lock',
    cache: 'private',
    auth: 'required',
    body: moduleLockBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.lock(viewer!, edition.id, body),
  }),

  // ---- submissions and review
  defineRoute<unknown, Out<typeof commitContent>>({
    method: 'POST',
    path: '/wapi/commit_content',
    cache: 'private',
    auth: 'required',
    body: commitContent,
    bodyLimit: DOC_BODY_LIMIT,
    handler: ({ services, edition, body, viewer }) => services.contributing.commitContent(viewer!, edition.id, body),
  }),
  defineRoute<unknown, Out<typeof createWithContent>>({
    method: 'POST',
    path: '/wapi/entry_page/create_with_content',
    cache: 'private',
    auth: 'required',
    body: createWithContent,
    bodyLimit: DOC_BODY_LIMIT,
    handler: ({ services, edition, body, viewer }) => services.contributing.createWithContent(viewer!, edition.id, body),
  }),
  defineRoute<Out<typeof myAuditQuery>>({
    method: 'GET',
    path: '/wapi/get_my_audit_content',
    cache: 'private',
    auth: 'required',
    query: myAuditQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.myAudits(viewer!, edition.id, query),
  }),
  defineRoute<Out<typeof auditListQuery>>({
    method: 'GET',
    path: '/wapi/get_audit_content',
    cache: 'private',
    auth: 'required',
    query: auditListQuery,
    handler: ({ services, edition, query, viewer }) => services.contributing.audits(viewer!, edition.id, query),
  }),
  defineRoute<unknown, Out<typeof auditUpdateBody>>({
    method: 'POST',
    path: '/wapi/audit_content/update',
    cache: 'private',
    auth: 'required',
    body: auditUpdateBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.updateAudit(viewer!, edition.id, body),
  }),
  defineRoute<unknown, Out<typeof auditIdBody>>({
    method: 'POST',
    path: '/wapi/audit_content/delete',
    cache: 'private',
    auth: 'required',
    body: auditIdBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.deleteAudit(viewer!, edition.id, body.audit_id),
  }),
  defineRoute<unknown, Out<typeof cancelAuditBody>>({
    method: 'POST',
    path: '/wapi/entry_page/cancel_audit',
    cache: 'private',
    auth: 'required',
    body: cancelAuditBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.cancelAudit(viewer!, edition.id, body.audit_id),
  }),
  defineRoute<unknown, Out<typeof rollbackBody>>({
    method: 'POST',
    path: '/wapi/entry_page/rollback',
    cache: 'private',
    auth: 'required',
    body: rollbackBody,
    handler: ({ services, edition, body, viewer }) => services.contributing.rollback(viewer!, edition.id, body),
  }),
];
