import { useState } from 'react';
import type { SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { useT } from '../../i18n/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EmptinessNotice } from './EmptinessNotice.tsx';
import styles from './Dialog.module.css';

interface ApproveDialogProps {
  open: boolean;
  name: string;
  detail: SubmissionDetailAnswer;
  onOpenChange: (open: boolean) => void;
  /** Approves with the reviewer's comment ('' for none); answers whether it went (the dialog then closes). */
  onApprove: (comment: string) => Promise<boolean>;
}

/**
 * Publishing is for every reader and cannot be taken back but by a rollback: the reviewer
 * confirms first, seeing what will be published and what readers will not see for being empty,
 * and may leave the author a comment (it goes into the review conversation and the author's
 * notification).
 */
export function ApproveDialog({ open, name, detail, onOpenChange, onApprove }: ApproveDialogProps) {
  const t = useT();
  const [comment, setComment] = useState('');
  const isNew = detail.submission.entry_page_id === 0;
  const request = open
    ? {
        title: t('review.approveTitle', { name }),
        text: isNew ? t('review.approveTextNew', { name }) : t('review.approveTextEdit', { n: detail.preview.version }),
        confirmLabel: t('review.approveConfirm'),
        details: (
          <>
            <EmptinessNotice modules={detail.preview.doc.modules} />
            <label className={styles.label} htmlFor="approve-comment">
              {t('review.approveComment')}
            </label>
            <textarea
              id="approve-comment"
              className={styles.textarea}
              value={comment}
              maxLength={EDITOR_LIMITS.reviewComment}
              placeholder={t('review.approveCommentPlaceholder')}
              aria-describedby="approve-comment-foot"
              onChange={(event) => setComment(event.target.value)}
            />
            <div className={styles.fieldFoot} id="approve-comment-foot">
              <span />
              <span>
                {comment.length}/{EDITOR_LIMITS.reviewComment}
              </span>
            </div>
          </>
        ),
        onConfirm: async () => {
          const done = await onApprove(comment.trim());
          if (done) setComment('');
          return done;
        },
      }
    : null;
  return <ConfirmDialog request={request} onClose={() => onOpenChange(false)} />;
}
