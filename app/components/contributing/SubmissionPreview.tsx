import { useMemo } from 'react';
import type { SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import { useT } from '../../i18n/index.ts';
import { EntryDocPreview } from '../entry/EntryDocPreview.tsx';
import styles from './Review.module.css';

/** The submitted document as readers would see it once approved, by the reader's own renderer. */
export function SubmissionPreview({ detail }: { detail: SubmissionDetailAnswer }) {
  const t = useT();
  const { submission, doc } = detail;
  const meta = useMemo(
    () => ({ id: submission.entry_page_id, menuId: submission.menu_id, menuName: submission.menu_name, version: detail.current_version + 1, mtime: submission.created_at }),
    [submission, detail.current_version],
  );
  return (
    <div className={styles.preview} data-review-preview="">
      <p className={styles.previewNote}>{t('review.previewNote')}</p>
      <EntryDocPreview doc={doc} meta={meta} />
    </div>
  );
}
