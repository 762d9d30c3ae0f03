import { useState } from 'react';
import { Link } from 'react-router';
import type { MyReportListAnswer } from '../../../../shared/contract/account-center.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { useFormatTime } from '../../contributing/format-time.ts';
import { Pager } from '../../contributing/Pager.tsx';
import type { ApiData } from '../../../lib/route-data.ts';
import { CENTER_PREVIEW_SIZE, useCenterSection, type CenterSections } from './center-data.ts';
import { CenterSection } from './CenterSection.tsx';
import styles from './Center.module.css';

/** My correction and feedback reports with their status and the reviewer's note, a page at a time (the first with the page, the others through the section's fetcher). */
export function MyReportsSection({ initial }: { initial: ApiData<CenterSections['reports']> | undefined }) {
  const t = useT();
  const formatTime = useFormatTime();
  const { href } = useWiki();
  const [page, setPage] = useState(1);
  const { state, reload } = useCenterSection('reports', initial, page > 1 ? { page: String(page) } : null);
  return (
    <CenterSection<MyReportListAnswer>
      id="reports"
      title={t('personalCenter.reports.title')}
      state={state}
      reload={reload}
      isEmpty={(data) => data.total === 0}
      empty={t('personalCenter.reports.empty')}
      footer={(data) => <Pager page={page} total={data.total} pageSize={CENTER_PREVIEW_SIZE} onPage={setPage} />}
    >
      {(data) => (
        <ul className={styles.rows}>
          {data.list.map((report) => (
            <li key={report.id} className={styles.row} data-report-id={report.id}>
              <div className={styles.rowHead}>
                <span className={styles.kind}>{t(`personalCenter.reports.kind.${report.kind}`)}</span>
                {report.content_id > 0 ? (
                  <Link className={styles.rowName} to={href(`content/${report.content_id}/detail`)}>
                    {t('personalCenter.reports.about', { name: report.content_name })}
                  </Link>
                ) : (
                  <span className={styles.rowName} />
                )}
                <span className={`${styles.status} ${styles[`report_${report.status}`] ?? ''}`}>{t(`personalCenter.reports.status.${report.status}`)}</span>
              </div>
              <p className={styles.rowText}>{report.reason}</p>
              <p className={styles.rowMeta}>
                <span>{t('personalCenter.reports.sentAt', { time: formatTime(report.created_at) })}</span>
                {report.reviewed_at > 0 ? <span>{t('personalCenter.reports.reviewedAt', { time: formatTime(report.reviewed_at) })}</span> : null}
              </p>
              {report.review_note ? <p className={styles.rowNote}>{t('personalCenter.reports.note', { note: report.review_note })}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </CenterSection>
  );
}
