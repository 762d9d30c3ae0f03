import type { SubmissionDetailAnswer } from '../../../shared/contract/contributing.ts';
import { useT } from '../../i18n/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EmptinessNotice } from './EmptinessNotice.tsx';

interface ApproveDialogProps {
  open: boolean;
  name: string;
  detail: SubmissionDetailAnswer;
  onOpenChange: (open: boolean) => void;
  /** Approves; answers whether it went (the dialog then closes). */
  onApprove: () => Promise<boolean>;
}

/**
 * Publishing is for every reader and cannot be taken back but by a rollback: the reviewer
 * confirms first, seeing what will be published and what readers will not see for being empty.
 */
export function ApproveDialog({ open, name, detail, onOpenChange, onApprove }: ApproveDialogProps) {
  const t = useT();
  const isNew = detail.submission.entry_page_id === 0;
  const request = open
    ? {
        title: t('review.approveTitle', { name }),
        text: isNew ? t('review.approveTextNew', { name }) : t('review.approveTextEdit', { n: detail.preview.version }),
        confirmLabel: t('review.approveConfirm'),
        details: <EmptinessNotice modules={detail.preview.doc.modules} />,
        onConfirm: onApprove,
      }
    : null;
  return <ConfirmDialog request={request} onClose={() => onOpenChange(false)} />;
}
