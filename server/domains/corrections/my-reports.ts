import { sql } from 'kysely';
import type { MyReportListAnswer, MyReportsQuery } from '../../../shared/contract/account-center.ts';
import type { ReportKind, ReportStatus } from '../../../shared/contract/corrections.ts';
import type { Db } from '../../db/database.ts';

/**
 * A reader's own correction and feedback reports in an edition, newest first, with their review
 * status and the reviewer's note: the personal center's "my corrections". The reviewer is not
 * named (the queue does that for reviewers).
 */
export async function myReports(db: Db, editionId: number, userId: number, query: MyReportsQuery): Promise<MyReportListAnswer> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('correction_reports as r')
      // The content it is about: the entry page, else the content record (site feedback: none).
      .leftJoin('contents as c', (join) => join.on(sql<boolean>`c.id = coalesce(r.entry_page_id, r.record_id)`).on('c.edition_id', '=', editionId))
      .select(['r.id', 'r.kind', 'r.status', 'r.reason', 'c.id as content_id', 'c.title', 'r.source_url', 'r.review_note', 'r.created_at', 'r.reviewed_at'])
      .where('r.edition_id', '=', editionId)
      .where('r.user_id', '=', userId)
      .orderBy('r.id', 'desc')
      .limit(query.page_size)
      .offset((query.page_num - 1) * query.page_size)
      .execute(),
    db
      .selectFrom('correction_reports')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('edition_id', '=', editionId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind as ReportKind,
      status: row.status as ReportStatus,
      reason: row.reason,
      content_id: row.content_id === null ? 0 : Number(row.content_id),
      content_name: row.title ?? '',
      source_url: row.source_url,
      review_note: row.review_note,
      created_at: Number(row.created_at),
      reviewed_at: row.reviewed_at === null ? 0 : Number(row.reviewed_at),
    })),
    total: Number(count.n),
  };
}
