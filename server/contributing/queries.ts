import type { SubmissionDetailAnswer, SubmissionListAnswer, SubmissionStatus } from '../../shared/contract/contributing.ts';
import type { Db } from '../db/database.ts';
import { readEntryDoc } from '../entry-pages/doc.ts';
import { revisionDiff } from '../entry-pages/revision-diff.ts';
import { EMPTY_DOC, mergeConflicts } from './doc-merge.ts';
import { revisionDoc } from './pages.ts';
import { presentSubmission } from './presenters.ts';
import { submissionQuery, submissionRow } from './submission-rows.ts';

interface Paging {
  page_num: number;
  page_size: number;
}

/** Reading submissions: the author's own, the review queue, and one with its diff. */
export function submissionQueries(db: Db) {
  async function list(editionId: number, filter: { userId?: number; status?: SubmissionStatus | undefined }, paging: Paging, oldestFirst: boolean): Promise<SubmissionListAnswer> {
    let rows = submissionQuery(db).where('s.edition_id', '=', editionId);
    let count = db.selectFrom('entry_submissions').select((eb) => eb.fn.countAll<number | string>().as('n')).where('edition_id', '=', editionId);
    if (filter.userId !== undefined) {
      rows = rows.where('s.user_id', '=', filter.userId);
      count = count.where('user_id', '=', filter.userId);
    }
    if (filter.status !== undefined) {
      rows = rows.where('s.status', '=', filter.status);
      count = count.where('status', '=', filter.status);
    }
    const [found, total] = await Promise.all([
      rows
        .orderBy('s.id', oldestFirst ? 'asc' : 'desc')
        .limit(paging.page_size)
        .offset((paging.page_num - 1) * paging.page_size)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ]);
    return { list: found.map(presentSubmission), total: Number(total.n) };
  }

  return {
    /** The caller's submissions, newest first. */
    mine: (editionId: number, userId: number, status: SubmissionStatus | undefined, paging: Paging) => list(editionId, { userId, status }, paging, false),

    /** The review queue: pending ones oldest first (so nobody waits longest), settled ones newest first. */
    queue: (editionId: number, status: SubmissionStatus, paging: Paging) => list(editionId, { status }, paging, status === 'pending'),

    /** One submission with its document, the diff against the page now, and (while pending) its conflicts. */
    async detail(editionId: number, auditId: number): Promise<SubmissionDetailAnswer & { authorId: number }> {
      const row = await submissionRow(db, editionId, auditId);
      const doc = readEntryDoc(row.doc, row.name);
      const pageId = Number(row.entry_page_id);
      let current = EMPTY_DOC;
      let currentVersion = 0;
      let conflicts: string[] = [];
      if (pageId > 0) {
        const page = await db
          .selectFrom('entry_pages as p')
          .innerJoin('contents as c', 'c.id', 'p.content_id')
          .leftJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
          .select(['p.version', 'r.doc', 'c.title'])
          .where('p.content_id', '=', pageId)
          .executeTakeFirst();
        if (page) {
          current = readEntryDoc(page.doc ?? '', page.title);
          currentVersion = page.version;
          if (row.status === 'pending') {
            const base = (await revisionDoc(db, pageId, row.base_version)) ?? current;
            conflicts = mergeConflicts(base, current, doc);
          }
        }
      }
      // A settled submission of a new entry is compared with nothing, as when it was reviewed.
      if (row.status === 'approved' && Number(row.published_version) > 0 && pageId > 0) {
        const before = Number(row.published_version) > 1 ? await revisionDoc(db, pageId, Number(row.published_version) - 1) : undefined;
        current = before ?? EMPTY_DOC;
      }
      return {
        submission: presentSubmission(row),
        doc,
        current_version: currentVersion,
        diff: revisionDiff(current, doc),
        conflicts,
        authorId: Number(row.user_id),
      };
    },
  };
}
