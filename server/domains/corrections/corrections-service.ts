import type { ReportInput, ReportListQuery, ReportStatus, ReportView } from '../../../shared/contract/corrections.ts';
import { consumeOrRefuse, rateLimiter, type RateLimiter, type RateRule } from '../../rate-limit/rate-limit.ts';
import type { Db } from '../../db/database.ts';
import { myReports } from './my-reports.ts';
import type { MyReportListAnswer, MyReportsQuery } from '../../../shared/contract/account-center.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { can } from '../../../shared/policy/can.ts';
import { requireCan } from '../../policies/require.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { uploadService } from '../uploads/upload-service.ts';
import { DomainError } from '../domain-error.ts';
import { recordContribution } from '../living/ranking/contribution-ledger.ts';
import { nowSeconds } from '../../clock.ts';
import { announce } from '../../activity/activity.ts';

/** Reports one user may send per hour (report_error and correct_error together). */
export const REPORT_LIMIT: RateRule = { limit: 20, windowSeconds: 3_600 };
/** Contribution value an accepted report credits its reporter with in the ranking. */
export const ACCEPTED_REPORT_CREDIT = 1;

const reportBucket = (userId: number) => `report:user:${userId}`;

/** Correction and feedback reports with their review queue, and resumable chunked uploads. */
export function correctionsService(db: Db, storage: FileStorage, rateLimits?: RateLimiter) {
  const limiter = rateLimits ?? rateLimiter(db);
  const uploads = uploadService(db, storage, rateLimits);

  const contentExists = async (editionId: number, id: number) =>
    (await db.selectFrom('contents').select('id').where('id', '=', id).where('edition_id', '=', editionId).executeTakeFirst()) !== undefined;

  /** An entry page is a contents row with an entry_pages row (entry_page_id == contents.id). */
  const entryPageExists = async (editionId: number, id: number) =>
    (await db.selectFrom('entry_pages').select('content_id').where('content_id', '=', id).where('edition_id', '=', editionId).executeTakeFirst()) !== undefined;

  async function view(id: number): Promise<ReportView | undefined> {
    const rows = await listQuery().where('r.id', '=', id).execute();
    return rows[0] ? presentReport(rows[0]) : undefined;
  }

  function listQuery() {
    return db
      .selectFrom('correction_reports as r')
      .innerJoin('users as reporter', 'reporter.id', 'r.user_id')
      .leftJoin('users as reviewer', 'reviewer.id', 'r.reviewer_id')
      .select([
        'r.id',
        'r.kind',
        'r.feedback_type',
        'r.status',
        'r.reason',
        'r.img_url',
        'r.source_url',
        'r.record_id',
        'r.entry_page_id',
        'r.user_id',
        'reporter.name as reporter_name',
        'r.reviewer_id',
        'reviewer.name as reviewer_name',
        'r.review_note',
        'r.created_at',
        'r.reviewed_at',
      ]);
  }

  type ListRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];
  const presentReport = (row: ListRow): ReportView => ({
    id: Number(row.id),
    kind: row.kind as ReportView['kind'],
    feedback_type: row.feedback_type,
    status: row.status as ReportStatus,
    reason: row.reason,
    img_url: row.img_url,
    source_url: row.source_url,
    record_id: row.record_id === null ? null : Number(row.record_id),
    entry_page_id: row.entry_page_id === null ? null : Number(row.entry_page_id),
    reporter: { aid: Number(row.user_id), name: row.reporter_name },
    reviewer: row.reviewer_id === null ? null : { aid: Number(row.reviewer_id), name: row.reviewer_name ?? '' },
    review_note: row.review_note,
    created_at: Number(row.created_at),
    reviewed_at: row.reviewed_at === null ? null : Number(row.reviewed_at),
  });

  return {
    uploads,

    /**
     * Records a report after checking what the schema cannot: the record or entry exists in
     * this edition, the picture is one of our uploads, and the user is under the rate limit.
     */
    async submit(viewer: Viewer, editionId: number, input: ReportInput): Promise<{ id: number }> {
      requireCan(viewer, 'report');
      const pictureField = input.kind === 'feedback' ? 'reason_img_url' : 'img_url';
      if (input.imageUrl !== '' && !(await uploads.ownImageKey(input.imageUrl))) {
        throw new DomainError('invalid', `${pictureField}: must be the URL of a picture uploaded here`);
      }
      if (input.recordId !== null && !(await contentExists(editionId, input.recordId))) {
        throw new DomainError('invalid', `record_id: no content ${input.recordId} in this edition`);
      }
      if (input.entryPageId !== null && !(await entryPageExists(editionId, input.entryPageId))) {
        throw new DomainError('invalid', `entry_page_id: no entry page ${input.entryPageId} in this edition`);
      }
      await consumeOrRefuse(limiter, reportBucket(viewer.user.id), REPORT_LIMIT, 'reports');
      const row = await db
        .insertInto('correction_reports')
        .values({
          edition_id: editionId,
          user_id: viewer.user.id,
          kind: input.kind,
          feedback_type: input.feedbackType,
          record_id: input.recordId,
          entry_page_id: input.entryPageId,
          reason: input.reason,
          img_url: input.imageUrl,
          source_url: input.sourceUrl,
          reviewer_id: null,
          reviewed_at: null,
          created_at: nowSeconds(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: Number(row.id) };
    },

    /** is_allow_correct_error: a signed-in reader in good standing, under the rate limit, about a known record or entry. */
    async mayReport(
      viewer: Viewer | undefined,
      editionId: number,
      target: { contentId?: number | undefined; entryPageId?: number | undefined },
    ): Promise<boolean> {
      if (!viewer || !can(viewer, 'report')) return false;
      if (target.contentId !== undefined && !(await contentExists(editionId, target.contentId))) return false;
      if (target.entryPageId !== undefined && !(await entryPageExists(editionId, target.entryPageId))) return false;
      return (await limiter.retryAfter(reportBucket(viewer.user.id), REPORT_LIMIT)) === 0;
    },

    /** A reader's own reports in the edition with their status (the personal center: server/domains/corrections/my-reports.ts). */
    mine: (editionId: number, userId: number, query: MyReportsQuery): Promise<MyReportListAnswer> => myReports(db, editionId, userId, query),

    /** The moderation queue: reports of the edition in one status, newest first. */
    async list(editionId: number, query: ReportListQuery): Promise<{ list: ReportView[]; total: number }> {
      const [rows, count] = await Promise.all([
        listQuery()
          .where('r.edition_id', '=', editionId)
          .where('r.status', '=', query.status)
          .orderBy('r.id', 'desc')
          .limit(query.page_size)
          .offset((query.page_num - 1) * query.page_size)
          .execute(),
        db
          .selectFrom('correction_reports')
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
          .where('edition_id', '=', editionId)
          .where('status', '=', query.status)
          .executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(presentReport), total: Number(count.count) };
    },

    /**
     * Accepts or dismisses a pending report with a note. Accepting credits the reporter in the
     * ranking in the same transaction; a report is reviewed once (409 afterwards).
     */
    async review(reviewer: Viewer, editionId: number, input: { id: number; action: 'accept' | 'dismiss'; note: string }): Promise<ReportView> {
      await db.transaction().execute(async (trx) => {
        const report = await trx
          .selectFrom('correction_reports')
          .select(['id', 'user_id', 'record_id', 'entry_page_id', 'status'])
          .where('id', '=', input.id)
          .where('edition_id', '=', editionId)
          .executeTakeFirst();
        if (!report) throw new DomainError('not_found', `id: no report ${input.id} in this edition`);
        const updated = await trx
          .updateTable('correction_reports')
          .set({
            status: input.action === 'accept' ? 'accepted' : 'dismissed',
            reviewer_id: reviewer.user.id,
            review_note: input.note,
            reviewed_at: nowSeconds(),
          })
          .where('id', '=', input.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw new DomainError('conflict', `id: report ${input.id} was already reviewed`);
        // The reporter hears it (server/domains/notifications/): on the entry or record reported, if any.
        const contentId = Number(report.entry_page_id ?? report.record_id ?? 0);
        const content = contentId > 0 ? await trx.selectFrom('contents').select('title').where('id', '=', contentId).executeTakeFirst() : undefined;
        await announce(trx, editionId, {
          kind: 'correction_handled',
          report_id: input.id,
          content_id: content ? contentId : 0,
          title: content?.title ?? '',
          reporter_id: Number(report.user_id),
          handler_id: reviewer.user.id,
          status: input.action === 'accept' ? 'accepted' : 'dismissed',
          reply: input.note,
        });
        if (input.action === 'accept') {
          await recordContribution(trx, {
            editionId,
            userId: Number(report.user_id),
            kind: 'correction',
            value: ACCEPTED_REPORT_CREDIT,
            contentId: report.record_id === null ? null : Number(report.record_id),
          });
        }
      });
      return (await view(input.id))!;
    },
  };
}

export type CorrectionsService = ReturnType<typeof correctionsService>;
