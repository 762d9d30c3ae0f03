import type { SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import { readCurrentPage } from '../entry-pages/current-page.ts';
import { readEntryDoc } from '../entry-pages/doc.ts';
import { revisionDiff } from '../entry-pages/revision-diff.ts';
import { conflictLabel, EMPTY_DOC } from './doc-merge.ts';
import { presentConflict } from './merge/conflict-wire.ts';
import { mergeEntryDocs } from './merge/doc-three-way.ts';
import type { MergeConflictWire } from '../../../shared/contract/merge-conflicts.ts';
import { revisionDoc } from './pages.ts';
import { presentSubmission } from './presenters.ts';
import { submissionRow } from './submission-rows.ts';
import { overlayTranslation } from '../translations/overlay.ts';
import { translationStart } from './translation.ts';

interface PageNow {
  doc: EntryDoc;
  version: number;
}

async function pageNow(db: Db, editionId: number, pageId: number): Promise<PageNow | undefined> {
  // Through readCurrentPage: an imported page not converted yet is converted on this read.
  const page = await readCurrentPage(db, editionId, pageId);
  return page ? { doc: page.doc, version: page.version } : undefined;
}

async function publishedRevision(db: Db, pageId: number, version: number) {
  const row = await db.selectFrom('entry_revisions').select(['created_at']).where('content_id', '=', pageId).where('version', '=', version).executeTakeFirst();
  const doc = row ? await revisionDoc(db, pageId, version) : undefined;
  return row && doc ? { doc, createdAt: Number(row.created_at) } : undefined;
}

/**
 * One submission with its document, the diff readers' page gets from it, its conflicts while
 * pending, and what its preview shows: once approved, the revision it was published as (the
 * live page's version, merged with the edits of others); while pending, the page approving it
 * would publish (merged onto the page as it is now, as approving does); otherwise its document.
 */
export async function submissionDetail(db: Db, editionId: number, auditId: number): Promise<SubmissionDetailAnswer & { authorId: number }> {
  const row = await submissionRow(db, editionId, auditId);
  const submission = presentSubmission(row);
  const doc = readEntryDoc(row.doc, row.name);
  const pageId = submission.entry_page_id;
  const now = pageId > 0 ? await pageNow(db, editionId, pageId) : undefined;
  if (submission.lang !== '' && pageId > 0 && now) {
    const { authorId, ...detail } = await translationDetail(db, editionId, pageId, now, submission, doc, Number(row.user_id));
    return { ...detail, authorId };
  }
  const currentVersion = now?.version ?? 0;
  let compareWith = now?.doc ?? EMPTY_DOC;
  let conflicts: string[] = [];
  let mergeConflicts: MergeConflictWire[] = [];
  let preview = { doc, version: currentVersion + 1, mtime: submission.created_at };

  if (submission.status === 'pending' && now) {
    const base = (await revisionDoc(db, pageId, submission.base_version)) ?? now.doc;
    // Where both changed differently, the preview keeps the page's version until the reviewer resolves it.
    const merged = mergeEntryDocs(base, now.doc, doc);
    conflicts = [...new Set(merged.conflicts.map((conflict) => conflictLabel(conflict, doc, now.doc, base)))];
    mergeConflicts = merged.conflicts.map((conflict) => presentConflict(conflict, base, now.doc, doc));
    preview = { ...preview, doc: merged.doc };
  }
  if (submission.status === 'approved' && submission.published_version > 0 && pageId > 0) {
    // Compared with the revision before it, as when it was reviewed (a new entry with nothing).
    compareWith = submission.published_version > 1 ? ((await revisionDoc(db, pageId, submission.published_version - 1)) ?? EMPTY_DOC) : EMPTY_DOC;
    const published = await publishedRevision(db, pageId, submission.published_version);
    if (published) preview = { doc: published.doc, version: submission.published_version, mtime: published.createdAt };
  }
  // Settled: what the approval published; pending: what the submission changes against the page now.
  const diffTo = submission.status === 'approved' ? preview.doc : doc;
  return {
    submission,
    doc,
    current_version: currentVersion,
    diff: revisionDiff(compareWith, diffTo),
    conflicts,
    merge_conflicts: mergeConflicts,
    preview,
    authorId: Number(row.user_id),
  };
}

/** A translation's text in one version, or undefined. */
async function translationVersion(db: Db, pageId: number, lang: string, version: number) {
  const row = await db
    .selectFrom('entry_translations')
    .select(['doc', 'created_at'])
    .where('content_id', '=', pageId)
    .where('lang', '=', lang)
    .where('version', '=', version)
    .executeTakeFirst();
  return row ? { doc: readEntryDoc(row.doc, ''), createdAt: Number(row.created_at) } : undefined;
}

/**
 * A translation's submission: compared with the page in that language before it (the
 * translation laid over the source, or the source when none), previewed as readers of the
 * language would read it (its text over the source's structure). Translations never conflict:
 * they are published whole for their language.
 */
async function translationDetail(
  db: Db,
  editionId: number,
  pageId: number,
  now: PageNow,
  submission: SubmissionDetailAnswer['submission'],
  doc: EntryDoc,
  authorId: number,
): Promise<SubmissionDetailAnswer & { authorId: number }> {
  const page = await readCurrentPage(db, editionId, pageId);
  const start = page ? await translationStart(db, editionId, page, submission.lang) : undefined;
  let compareWith = start?.doc ?? now.doc;
  let preview = { doc: overlayTranslation(now.doc, doc, {}).doc, version: (start?.translation.version ?? 0) + 1, mtime: submission.created_at };
  let diffTo = doc;
  if (submission.status === 'approved' && submission.published_version > 0) {
    const previous = submission.published_version > 1 ? await translationVersion(db, pageId, submission.lang, submission.published_version - 1) : undefined;
    compareWith = previous ? overlayTranslation(now.doc, previous.doc, {}).doc : now.doc;
    const published = await translationVersion(db, pageId, submission.lang, submission.published_version);
    if (published) {
      preview = { doc: overlayTranslation(now.doc, published.doc, {}).doc, version: submission.published_version, mtime: published.createdAt };
      diffTo = preview.doc;
    }
  }
  return {
    submission,
    doc,
    current_version: start?.translation.version ?? 0,
    diff: revisionDiff(compareWith, diffTo),
    conflicts: [],
    merge_conflicts: [],
    preview,
    authorId,
  };
}
