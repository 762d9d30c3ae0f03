import { Link } from 'react-router';
import type { SubmissionListAnswer } from '../../../../shared/contract/contributing.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { submissionEntryPath } from '../../contributing/contributing-links.ts';
import { useFormatTime } from '../../contributing/format-time.ts';
import type { ApiData } from '../../../lib/route-data.ts';
import { useCenterSection, type CenterSections } from './center-data.ts';
import { CenterSection } from './CenterSection.tsx';
import styles from './Center.module.css';

/** My latest submissions with their review status; the full list is my words. */
export function MyEditsSection({ initial }: { initial: ApiData<CenterSections['edits']> | undefined }) {
  const t = useT();
  const formatTime = useFormatTime();
  const { href } = useWiki();
  const { state, reload } = useCenterSection('edits', initial);
  return (
    <CenterSection<SubmissionListAnswer>
      id="edits"
      title={t('personalCenter.edits.title')}
      state={state}
      reload={reload}
      isEmpty={(data) => data.list.length === 0}
      empty={t('personalCenter.edits.empty')}
      footer={(data) => (
        <Link className={styles.more} to={href('words/list')}>
          {t('personalCenter.edits.all', { n: data.total })}
        </Link>
      )}
    >
      {(data) => (
        <ul className={styles.rows}>
          {data.list.map((submission) => {
            const entry = submissionEntryPath(submission);
            const name = submission.name || t('contributing.untitled');
            return (
              <li key={submission.audit_id} className={styles.row} data-audit-id={submission.audit_id}>
                <div className={styles.rowHead}>
                  <span className={styles.kind}>{t(submission.base_version > 0 ? 'personalCenter.edits.kindEdit' : 'personalCenter.edits.kindNew')}</span>
                  {entry ? (
                    <Link className={styles.rowName} to={href(entry)}>
                      {name}
                    </Link>
                  ) : (
                    <Link className={styles.rowName} to={href('words/list', { tab: submission.status })}>
                      {name}
                    </Link>
                  )}
                  <span className={`${styles.status} ${styles[`status_${submission.status}`] ?? ''}`}>{t(`review.status.${submission.status}`)}</span>
                </div>
                <p className={styles.rowMeta}>
                  <span>{t('personalCenter.edits.submittedAt', { time: formatTime(submission.created_at) })}</span>
                  {submission.status === 'approved' && submission.published_version > 0 ? (
                    <span>{t('personalCenter.edits.published', { n: submission.published_version })}</span>
                  ) : null}
                </p>
                {submission.status === 'rejected' && submission.reason ? (
                  <p className={styles.rowNote}>{t('personalCenter.edits.reason', { reason: submission.reason })}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </CenterSection>
  );
}
