import type { SubmissionListAnswer, SubmissionStatus } from '../../../shared/contract/contributing.ts';
import type { Db } from '../../db/database.ts';
import { presentSubmission } from './presenters.ts';
import { submissionDetail } from './submission-detail.ts';
import { submissionQuery } from './submission-rows.ts';

interface Paging {
  page_num: number;
  page_size: number;
}

/** Reading submissions: the author's own, the review queue, and one with its diff. */
export function submissionQueries(db: Db) {
  async function list(
    editionId: number,
    filter: { userId?: number; status?: SubmissionStatus | undefined; lang?: string | undefined },
    paging: Paging,
    oldestFirst: boolean,
  ): Promise<SubmissionListAnswer> {
    let rows = submissionQuery(db).where('s.edition_id', '=', editionId);
    let count = db
      .selectFrom('entry_submissions')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('edition_id', '=', editionId);
    if (filter.userId !== undefined) {
      rows = rows.where('s.user_id', '=', filter.userId);
      count = count.where('user_id', '=', filter.userId);
    }
    if (filter.lang !== undefined) {
      rows = rows.where('s.lang', '=', filter.lang);
      count = count.where('lang', '=', filter.lang);
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

    /** The review queue (of one translation language, when lang): pending ones oldest first (so nobody waits longest), settled ones newest first. */
    queue: (editionId: number, status: SubmissionStatus, paging: Paging, lang?: string) => list(editionId, { status, lang }, paging, status === 'pending'),

    /** One submission with its document, diff, conflicts and preview (submission-detail.ts). */
    detail: (editionId: number, auditId: number) => submissionDetail(db, editionId, auditId),
  };
}
