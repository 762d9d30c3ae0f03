import { useMemo } from 'react';
import type { SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import { useT } from '../../i18n/index.ts';
import { EntryDocPreview } from '../entry-pages/EntryDocPreview.tsx';
import { EmptinessNotice } from './EmptinessNotice.tsx';
import styles from './Review.module.css';

/**
 * The page by the reader's own renderer: once approved, the version it was published as (the
 * live page's); while pending, the page approving it would publish; with what readers will not
 * see for being empty listed first.
 */
export function SubmissionPreview({ detail }: { detail: SubmissionDetailAnswer }) {
  const t = useT();
  const { submission, preview } = detail;
  const meta = useMemo(
    () => ({ id: submission.entry_page_id, menuId: submission.menu_id, menuName: submission.menu_name, version: preview.version, mtime: preview.mtime }),
    [submission, preview],
  );
  const note =
    submission.status === 'approved' && submission.published_version > 0
      ? t('review.previewPublished', { n: preview.version })
      : submission.status === 'pending'
        ? t('review.previewNote')
        : t('review.previewUnpublished');
  return (
    <div className={styles.preview} data-review-preview="">
      <p className={styles.previewNote}>{note}</p>
      <EmptinessNotice modules={preview.doc.modules} />
      <EntryDocPreview doc={preview.doc} meta={meta} />
    </div>
  );
}
