import { data, type AppLoadContext } from 'react-router';
import { reportListQuery, type ReportStatus, type ReportView } from '../../../shared/contract/corrections.ts';
import type { Edition } from '../../../server/domains/editions/editions-service.ts';
import * as reportCalls from '../../../shared/contract/calls/corrections.ts';
import type { InputOf } from '../../../shared/contract/call.ts';
import { serverRead, serverWrite } from '../../lib/service-call.server.ts';

export const REPORTS_PAGE_SIZE = 20;

export type ReportsPage =
  { access: 'login' | 'forbidden' } | { access: 'ok'; status: ReportStatus; page: number; pageSize: number; total: number; list: ReportView[] };

/**
 * The moderation queue for reviewers (AUDIT or ADMIN in the edition); others get a 401 or 403
 * answer whose page asks them to sign in or says the page is not theirs.
 */
export async function loadReportsPage(context: AppLoadContext, edition: Edition, url: URL) {
  const viewer = await context.viewer(edition.id);
  if (!viewer) return data<ReportsPage>({ access: 'login' }, { status: 401 });
  if (!viewer.can('review-reports')) return data<ReportsPage>({ access: 'forbidden' }, { status: 403 });
  const parsed = reportListQuery.safeParse({
    status: url.searchParams.get('status') ?? undefined,
    page_num: url.searchParams.get('page') ?? undefined,
    page_size: REPORTS_PAGE_SIZE,
  });
  const query = parsed.success ? parsed.data : { status: 'pending' as const, page_num: 1, page_size: REPORTS_PAGE_SIZE };
  const answer = await serverRead(context, edition.app_sn, reportCalls.list, query);
  if (answer.status !== 'ready') throw data(answer.status === 'failed' ? answer.message : 'not loaded', { status: 503 });
  return data<ReportsPage>({
    access: 'ok',
    status: query.status,
    page: query.page_num,
    pageSize: query.page_size,
    total: answer.data.total,
    list: answer.data.list,
  });
}

/** Accepting or dismissing a report: POST v1/content/report_review (reviewers only, as the API decides). */
export function reviewReport(context: AppLoadContext, edition: Edition, body: Record<string, unknown>) {
  return serverWrite(context, edition.app_sn, reportCalls.review, body as InputOf<typeof reportCalls.review>);
}
