import type { SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import { readCurrentPage } from '../entry-pages/current-page.ts';
import { readEntryDoc } from '../entry-pages/doc.ts';
import { revisionDiff } from '../entry-pages/revision-diff.ts';
import { EMPTY_DOC, mergeConflicts, mergeDocs } from './doc-merge.ts';
import { revisionDoc } from './pages.ts';
import { presentSubmission } from './presenters.ts';
import { submissionRow } from './submission-rows.ts';

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
  const currentVersion = now?.version ?? 0;
  let compareWith = now?.doc ?? EMPTY_DOC;
  let conflicts: string[] = [];
  let preview = { doc, version: currentVersion + 1, mtime: submission.created_at };

  if (submission.status === 'pending' && now) {
    const base = (await revisionDoc(db, pageId, submission.base_version)) ?? now.doc;
    conflicts = mergeConflicts(base, now.doc, doc);
    const merged = mergeDocs(base, now.doc, doc);
    if (merged.ok) preview = { ...preview, doc: merged.doc };
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
    preview,
    authorId: Number(row.user_id),
  };
}
