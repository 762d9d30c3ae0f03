import type { SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import { useT } from '../../i18n/index.ts';
import { LanguageBadge } from './LanguageBadge.tsx';
import styles from './Review.module.css';

/** A submission's badges (new or edit, language, status), name and summary: the head of the author's and the reviewer's page. */
export function SubmissionHeadline({ submission, name }: { submission: SubmissionDetailAnswer['submission']; name: string }) {
  const t = useT();
  return (
    <>
      <div className={styles.cardHead}>
        <span className={styles.badge}>{t(submission.base_version > 0 ? 'contributing.kind.edit' : 'contributing.kind.new')}</span>
        <LanguageBadge lang={submission.lang} className={styles.badge} />
        <span className={`${styles.status} ${styles[`status_${submission.status}`]}`}>{t(`review.status.${submission.status}`)}</span>
      </div>
      <h2 className={styles.title}>{name}</h2>
      <p className={styles.summary}>{submission.summary || t('contributing.noSummary')}</p>
    </>
  );
}
