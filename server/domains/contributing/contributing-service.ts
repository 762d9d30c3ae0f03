import type { RateLimiter } from '../../rate-limit/rate-limit.ts';
import type { MergeResolutions } from '../../../shared/contract/merge-conflicts.ts';
import type { z } from 'zod';
import type {
  auditListQuery,
  batchCreateModulesBody,
  CommitAnswer,
  DraftSaveBody,
  DraftWire,
  EntryTemplateAnswer,
  ModuleLockAnswer,
  moduleLockBody,
  ModuleLockWire,
  myAuditQuery,
  PreEditAnswer,
  SubmissionDetailAnswer,
  SubmissionListAnswer,
  SubmissionWire,
  TranslationStatusAnswer,
  translationStatusQuery,
} from '../../../shared/contract/contributing.ts';
import { contributingAccess } from './access.ts';
import { inSubmissionTransaction, submissionWriter } from './commit.ts';
import { pageContributors } from '../living/ranking/page-contributors.ts';
import { checkSubmittedDoc } from './doc-check.ts';
import { addModuleGroup, addModules } from './draft-edit.ts';
import { draftStore } from './drafts.ts';
import { moduleLocks } from './locks.ts';
import { pageState } from './pages.ts';
import { checkTranslationLang, translationStart } from './translation.ts';
import { translationStatus } from './translation-status.ts';
import { presentDraft } from './presenters.ts';
import { submissionQueries } from './queries.ts';
import { reviewActions } from './review.ts';
import { reviewConversation } from './review-comments.ts';
import { DEFAULT_ITEM_NAME, entryTemplate } from './templates.ts';
import type { Db } from '../../db/database.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { DomainError } from '../domain-error.ts';

interface Paging {
  page_num: number;
  page_size: number;
}

/**
 * Contributing (shared/contract/contributing.ts): templates, drafts, module locks, submissions,
 * review and rollback. Every call checks the caller's permission here, on the server; every
 * write is one transaction. The parts live in server/domains/contributing/.
 */
export function contributingService(db: Db, rateLimits?: RateLimiter) {
  const access = contributingAccess(db);
  const locks = moduleLocks(db);
  const drafts = draftStore(db, access);
  const createSubmission = submissionWriter(locks, rateLimits);
  const review = reviewActions(db, locks, drafts);
  const queries = submissionQueries(db);
  const conversation = reviewConversation(db, rateLimits);

  /** The page (not_found when unknown) and the caller's right to edit it. */
  async function editablePage(viewer: Viewer, editionId: number, pageId: number) {
    const page = await pageState(db, editionId, pageId);
    await access.requireCorrect(viewer, editionId, pageId);
    return page;
  }

  return {
    async template(viewer: Viewer, editionId: number, menuId: number): Promise<EntryTemplateAnswer> {
      await access.requireCreate(viewer, editionId, menuId);
      return entryTemplate(db, editionId, menuId);
    },

    /** What the editor starts from; with lang, a translation: the current translation laid over the source (or the source), and the source beside it. */
    async preEdit(viewer: Viewer, editionId: number, pageId: number, lang = ''): Promise<PreEditAnswer> {
      const page = await editablePage(viewer, editionId, pageId);
      await checkTranslationLang(db, editionId, lang, pageId);
      const [pageLocks, draft, pending, start] = await Promise.all([
        // A translation takes no module locks (commit.ts checkTranslation says why).
        lang === '' ? locks.list(pageId, viewer.user.id) : Promise.resolve([]),
        drafts.latestOfPage(viewer, editionId, pageId, lang),
        db
          .selectFrom('entry_submissions')
          .select('id')
          .where('user_id', '=', viewer.user.id)
          .where('entry_page_id', '=', pageId)
          .where('lang', '=', lang)
          .where('status', '=', 'pending')
          .executeTakeFirst(),
        lang === '' ? Promise.resolve(null) : translationStart(db, editionId, page, lang),
      ]);
      return {
        entry_page_id: page.id,
        menu_id: page.menuId,
        menu_name: page.menuName,
        version: page.version,
        doc: start?.doc ?? page.doc,
        locks: pageLocks,
        draft,
        pending_audit_id: pending ? Number(pending.id) : 0,
        lang,
        translation: start?.translation ?? null,
      };
    },

    // ---- drafts

    readDraft: (viewer: Viewer, editionId: number, draftId: number) => drafts.read(viewer, editionId, draftId),
    listDrafts: (viewer: Viewer, editionId: number, paging: Paging) => drafts.list(viewer, editionId, paging),
    saveDraft: (viewer: Viewer, editionId: number, body: Omit<DraftSaveBody, 'doc'> & { doc: unknown }) => drafts.save(viewer, editionId, body),
    deleteDraft: (viewer: Viewer, editionId: number, draftId: number) => drafts.remove(viewer, editionId, draftId),
    copyDraft: (viewer: Viewer, editionId: number, draftId: number) => drafts.copy(viewer, editionId, draftId),

    createModuleGroup: (viewer: Viewer, editionId: number, draftId: number, name: string): Promise<DraftWire> =>
      drafts.edit(viewer, editionId, draftId, (doc) => addModuleGroup(doc, name)),

    batchCreateModules: (viewer: Viewer, editionId: number, body: z.output<typeof batchCreateModulesBody>): Promise<DraftWire> =>
      drafts.edit(viewer, editionId, body.draft_id, (doc) => addModules(doc, body.group, body.modules, DEFAULT_ITEM_NAME)),

    /** The draft becomes a submission; the draft is removed in the same transaction, and kept when refused. */
    async commitDraft(viewer: Viewer, editionId: number, draftId: number, summary: string): Promise<CommitAnswer> {
      access.requireActive(viewer);
      const draft = presentDraft(await drafts.ownRow(db, viewer, editionId, draftId));
      const doc = checkSubmittedDoc(draft.doc);
      if (draft.entry_page_id > 0) await editablePage(viewer, editionId, draft.entry_page_id);
      else await access.requireCreate(viewer, editionId, draft.menu_id);
      await checkTranslationLang(db, editionId, draft.lang, draft.entry_page_id);
      return inSubmissionTransaction(db, async (trx) => {
        // Removing the draft first makes a second commit of it (a double click) find nothing, even when both run at once.
        const removed = await trx.deleteFrom('entry_drafts').where('id', '=', draftId).where('user_id', '=', viewer.user.id).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw new DomainError('not_found', `draft_id: no draft ${draftId} of yours`);
        const auditId = await createSubmission(trx, viewer, editionId, {
          entryPageId: draft.entry_page_id,
          menuId: draft.menu_id,
          baseVersion: draft.base_version,
          doc,
          summary,
          lang: draft.lang,
        });
        return { audit_id: auditId };
      });
    },

    // ---- locks

    async locks(viewer: Viewer, editionId: number, pageId: number): Promise<{ locks: ModuleLockWire[] }> {
      await editablePage(viewer, editionId, pageId);
      return { locks: await locks.list(pageId, viewer.user.id) };
    },

    async lock(viewer: Viewer, editionId: number, body: z.output<typeof moduleLockBody>): Promise<ModuleLockAnswer> {
      access.requireActive(viewer);
      await editablePage(viewer, editionId, body.entry_page_id);
      return body.action === 'release'
        ? locks.release(body.entry_page_id, body.module_id, viewer.user.id)
        : locks.acquire(body.entry_page_id, body.module_id, viewer.user.id);
    },

    // ---- submissions

    async commitContent(
      viewer: Viewer,
      editionId: number,
      body: { entry_page_id: number; base_version: number; doc: unknown; summary: string; lang?: string | undefined },
    ): Promise<CommitAnswer> {
      access.requireActive(viewer);
      const doc = checkSubmittedDoc(body.doc);
      const page = await editablePage(viewer, editionId, body.entry_page_id);
      const lang = body.lang ?? '';
      await checkTranslationLang(db, editionId, lang, page.id);
      return inSubmissionTransaction(db, async (trx) => ({
        audit_id: await createSubmission(trx, viewer, editionId, {
          entryPageId: page.id,
          menuId: page.menuId,
          baseVersion: body.base_version,
          doc,
          summary: body.summary,
          lang,
        }),
      }));
    },

    async createWithContent(viewer: Viewer, editionId: number, body: { menu_id: number; doc: unknown; summary: string }): Promise<CommitAnswer> {
      access.requireActive(viewer);
      const doc = checkSubmittedDoc(body.doc);
      await access.requireCreate(viewer, editionId, body.menu_id);
      return inSubmissionTransaction(db, async (trx) => ({
        audit_id: await createSubmission(trx, viewer, editionId, {
          entryPageId: 0,
          menuId: body.menu_id,
          baseVersion: 0,
          doc,
          summary: body.summary,
          lang: '',
        }),
      }));
    },

    /**
     * Which entries lack a translation, or have one the source changed since, per language. Any
     * contributor may read it (it lists what editors may pick up); no text of a draft is shown.
     */
    translationStatus(viewer: Viewer, editionId: number, query: z.output<typeof translationStatusQuery>): Promise<TranslationStatusAnswer> {
      access.requireActive(viewer);
      return translationStatus(db, editionId, query);
    },

    /** Who contributed to a content: everyone who published an edit of it, with how many and the value credited to them on it. */
    contributors: (editionId: number, contentId: number, limit: number) => pageContributors(db, editionId, contentId, limit),

    myAudits: (viewer: Viewer, editionId: number, query: z.output<typeof myAuditQuery>): Promise<SubmissionListAnswer> =>
      queries.mine(editionId, viewer.user.id, query.status, query),

    /** The review queue (AUDIT), or one submission: reviewers see any, an author their own. */
    async audits(viewer: Viewer, editionId: number, query: z.output<typeof auditListQuery>): Promise<SubmissionListAnswer | SubmissionDetailAnswer> {
      if (query.audit_id === undefined) {
        access.requireAuditor(viewer);
        return queries.queue(editionId, query.status, query, query.lang);
      }
      const { authorId, ...detail } = await queries.detail(editionId, query.audit_id);
      if (authorId !== viewer.user.id) access.requireAuditor(viewer);
      return detail;
    },

    async updateAudit(
      viewer: Viewer,
      editionId: number,
      body: { audit_id: number; action: 'approve'; comment?: string; resolutions?: MergeResolutions } | { audit_id: number; action: 'reject'; reason: string },
    ): Promise<{ submission: SubmissionWire }> {
      const reviewer = access.requireAuditor(viewer);
      const submission =
        body.action === 'approve'
          ? await review.approve(reviewer, editionId, body.audit_id, body.comment ?? '', body.resolutions ?? {})
          : await review.reject(reviewer, editionId, body.audit_id, body.reason);
      return { submission };
    },

    async deleteAudit(viewer: Viewer, editionId: number, auditId: number): Promise<Record<string, never>> {
      await review.remove(viewer, access.mayReview(viewer), editionId, auditId);
      return {};
    },

    cancelAudit: (viewer: Viewer, editionId: number, auditId: number) => review.cancel(viewer, editionId, auditId),

    /** A submission's review conversation (review-comments.ts): its author and the edition's reviewers. */
    reviewComments: (viewer: Viewer, editionId: number, auditId: number) => conversation.list(viewer, editionId, auditId),
    addReviewComment: (viewer: Viewer, editionId: number, body: { audit_id: number; module_id: string; text: string }) =>
      conversation.add(viewer, editionId, body),

    async rollback(viewer: Viewer, editionId: number, body: { entry_page_id: number; version: number; summary: string }): Promise<{ version: number }> {
      const reviewer = access.requireRollBack(viewer);
      return review.rollback(reviewer, editionId, body.entry_page_id, body.version, body.summary);
    },
  };
}

export type ContributingService = ReturnType<typeof contributingService>;
