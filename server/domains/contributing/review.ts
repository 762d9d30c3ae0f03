import type { SubmissionWire } from '../../../shared/contract/contributing.ts';
import type { Db } from '../../db/database.ts';
import { readEntryDoc } from '../entry-pages/doc.ts';
import { createEntryPage, publishRevision } from '../entry-pages/publish.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { DomainError } from '../domain-error.ts';
import { recordContribution } from '../living/ranking/contribution-ledger.ts';
import { contributionValue, docChanges, EMPTY_DOC } from './doc-merge.ts';
import { approvalMerge } from './merge/approval-merge.ts';
import type { MergeResolutions } from '../../../shared/contract/merge-conflicts.ts';
import type { DraftStore } from './drafts.ts';
import type { ModuleLocks } from './locks.ts';
import { channelOf, pageState, revisionDoc } from './pages.ts';
import { syncPlacement } from './placement.ts';
import { checkTranslationLang, translationStart } from './translation.ts';
import { publishTranslation } from '../translations/publish-translation.ts';
import { submissionRow, submissionWire, type SubmissionFullRow } from './submission-rows.ts';
import { nowSeconds } from '../../clock.ts';
import { announce } from '../../activity/activity.ts';
import { addConversationEntry } from './review-comments.ts';

/** Marks a pending submission reviewed; 0 rows means someone settled it first. */
async function claim(trx: Db, row: SubmissionFullRow, set: { status: string; reviewer_id?: number; reason?: string }) {
  const updated = await trx
    .updateTable('entry_submissions')
    .set({ ...set, reviewed_at: nowSeconds() })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    throw new DomainError('conflict', `audit_id: submission ${Number(row.id)} is no longer pending (it is ${row.status})`);
}

/** Approving, rejecting, cancelling and deleting submissions; rolling a page back. Each one transaction. */
export function reviewActions(db: Db, locks: ModuleLocks, drafts: DraftStore) {
  /**
   * Publishes the submission: an edit is merged onto the page as it is now (merge/: modules,
   * components, fields, texts), what both changed differently by the reviewer's `resolutions`
   * (refused while one is missing or stale); a new entry becomes a page in its channel.
   * The author is credited and their locks on the page released, in the same transaction.
   */
  async function approve(reviewer: Viewer, editionId: number, auditId: number, comment = '', resolutions: MergeResolutions = {}): Promise<SubmissionWire> {
    await db.transaction().execute(async (trx) => {
      const row = await submissionRow(trx, editionId, auditId);
      await claim(trx, row, { status: 'approved', reviewer_id: reviewer.user.id });
      const submitted = readEntryDoc(row.doc, row.name);
      const authorId = Number(row.user_id);
      let pageId = Number(row.entry_page_id);
      let menuId: number;
      let version: number;
      let value: number;
      let changedByReviewer = false;
      if (pageId > 0 && row.lang !== '') {
        // A translation: that language's text is published whole over the source's structure; the source is untouched.
        const page = await pageState(trx, editionId, pageId, { lock: true, field: 'audit_id: the entry page' });
        menuId = page.menuId;
        await checkTranslationLang(trx, editionId, row.lang, pageId).catch(() => {
          throw new DomainError('conflict', `audit_id: ${row.lang} is no longer a translation language of this edition`);
        });
        const before = (await translationStart(trx, editionId, page, row.lang)).doc;
        ({ version } = await publishTranslation(trx, { editionId, contentId: pageId, lang: row.lang, doc: submitted, authorId, summary: row.summary }));
        value = contributionValue(docChanges(before, submitted));
      } else if (pageId > 0) {
        const page = await pageState(trx, editionId, pageId, { lock: true, field: 'audit_id: the entry page' });
        menuId = page.menuId;
        const base = (await revisionDoc(trx, pageId, row.base_version)) ?? page.doc;
        // Merged onto the page as it is now; what both changed differently by the reviewer's resolutions (merge/approval-merge.ts).
        const merged = approvalMerge(base, page.doc, submitted, row.base_version, resolutions);
        changedByReviewer = merged.changedByReviewer;
        ({ version } = await publishRevision(trx, { contentId: pageId, doc: merged.doc, authorId, summary: row.summary }));
        const changes = docChanges(base, submitted);
        // Only a change of the filter values touches the placement (an operator may have tagged it otherwise).
        if (page.menuId > 0 && changes.fields.has('filter_values')) await syncPlacement(trx, page.menuId, pageId, merged.doc);
        value = contributionValue(changes);
      } else {
        const channel = await channelOf(trx, editionId, Number(row.menu_id), 'menu_id').catch(() => {
          throw new DomainError('conflict', `audit_id: the channel of submission ${auditId} no longer exists`);
        });
        const created = await createEntryPage(trx, { editionId, menuId: channel.id, doc: submitted, authorId, summary: row.summary });
        pageId = created.contentId;
        menuId = channel.id;
        version = 1;
        await syncPlacement(trx, channel.id, pageId, submitted);
        value = contributionValue(docChanges(EMPTY_DOC, submitted));
      }
      await recordContribution(trx, { editionId, userId: authorId, kind: 'entry_edit', value, contentId: pageId });
      await locks.releaseAll(trx, pageId, authorId);
      await trx.updateTable('entry_submissions').set({ entry_page_id: pageId, published_version: version }).where('id', '=', row.id).execute();
      const common = { submission_id: auditId, content_id: pageId, title: submitted.name, author_id: authorId, reviewer_id: reviewer.user.id };
      await announce(trx, editionId, {
        kind: 'entry_published',
        ...common,
        menu_id: menuId,
        version,
        lang: row.lang,
        summary: row.summary,
        created: Number(row.entry_page_id) === 0,
      });
      await announce(trx, editionId, { kind: 'submission_approved', ...common, changed_by_reviewer: changedByReviewer, comment });
      if (comment !== '') await addConversationEntry(trx, editionId, row, { commenterId: reviewer.user.id, kind: 'approval', text: comment });
    });
    return submissionWire(db, editionId, auditId);
  }

  async function reject(reviewer: Viewer, editionId: number, auditId: number, reason: string): Promise<SubmissionWire> {
    await db.transaction().execute(async (trx) => {
      const row = await submissionRow(trx, editionId, auditId);
      await claim(trx, row, { status: 'rejected', reviewer_id: reviewer.user.id, reason });
      await addConversationEntry(trx, editionId, row, { commenterId: reviewer.user.id, kind: 'rejection', text: reason });
      await announce(trx, editionId, {
        kind: 'submission_rejected',
        submission_id: auditId,
        content_id: Number(row.entry_page_id),
        title: row.name,
        author_id: Number(row.user_id),
        reviewer_id: reviewer.user.id,
        reason,
      });
    });
    return submissionWire(db, editionId, auditId);
  }

  /** The author withdraws a pending submission; its document comes back as a new draft. */
  async function cancel(viewer: Viewer, editionId: number, auditId: number): Promise<{ draft_id: number }> {
    return db.transaction().execute(async (trx) => {
      const row = await submissionRow(trx, editionId, auditId);
      if (Number(row.user_id) !== viewer.user.id) throw new DomainError('forbidden', 'only its author may cancel a submission');
      await claim(trx, row, { status: 'cancelled' });
      // The document was theirs already: giving it back is never refused for the drafts ceiling.
      const draftId = await drafts.insertDraft(
        trx,
        viewer,
        editionId,
        { entryPageId: Number(row.entry_page_id), menuId: Number(row.menu_id), baseVersion: row.base_version, lang: row.lang },
        readEntryDoc(row.doc, row.name),
        { overLimit: true },
      );
      return { draft_id: draftId };
    });
  }

  /**
   * Reviewers delete any settled submission; authors their own rejected or cancelled ones. One
   * who may not delete it in any state is refused before its state is told.
   */
  async function remove(viewer: Viewer, auditor: boolean, editionId: number, auditId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const row = await submissionRow(trx, editionId, auditId);
      const own = Number(row.user_id) === viewer.user.id;
      if (!auditor && !own) throw new DomainError('forbidden', 'you may not delete this submission');
      if (row.status === 'pending') throw new DomainError('conflict', `audit_id: submission ${auditId} is pending; review or cancel it first`);
      const allowed = auditor || row.status === 'rejected' || row.status === 'cancelled';
      if (!allowed) throw new DomainError('forbidden', 'an approved submission can only be deleted by a reviewer');
      await trx.deleteFrom('entry_submissions').where('id', '=', row.id).execute();
    });
  }

  /** Publishes an old revision's document as a new revision. */
  async function rollback(viewer: Viewer, editionId: number, pageId: number, version: number, summary: string): Promise<{ version: number }> {
    return db.transaction().execute(async (trx) => {
      const page = await pageState(trx, editionId, pageId, { lock: true });
      const doc = await revisionDoc(trx, pageId, version);
      if (!doc) throw new DomainError('not_found', `version: entry page ${pageId} has no version ${version}`);
      if (version === page.version) throw new DomainError('invalid', `version: ${version} is the current version`);
      const rollbackSummary = summary.trim() || `回退到版本 ${version}`;
      const published = await publishRevision(trx, { contentId: pageId, doc, authorId: viewer.user.id, summary: rollbackSummary });
      await announce(trx, editionId, {
        kind: 'entry_published',
        content_id: pageId,
        menu_id: page.menuId,
        version: published.version,
        lang: '',
        title: doc.name,
        author_id: viewer.user.id,
        summary: rollbackSummary,
        created: false,
        submission_id: null,
        reviewer_id: null,
      });
      if (page.menuId > 0 && docChanges(page.doc, doc).fields.has('filter_values')) await syncPlacement(trx, page.menuId, pageId, doc);
      return { version: published.version };
    });
  }

  return { approve, reject, cancel, remove, rollback };
}
