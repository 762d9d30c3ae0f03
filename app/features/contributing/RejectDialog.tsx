import { useState } from 'react';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { Dialog, DialogClose } from '../../components/ui/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import styles from './Dialog.module.css';

/** Rejecting needs a reason (the author reads it): required, at most EDITOR_LIMITS.rejectReason characters. */
export function RejectDialog({
  open,
  name,
  onOpenChange,
  onReject,
}: {
  open: boolean;
  name: string;
  onOpenChange: (open: boolean) => void;
  onReject: (reason: string) => Promise<boolean>;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(true);
      return;
    }
    setBusy(true);
    try {
      if (await onReject(text)) {
        setReason('');
        onOpenChange(false);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      className={styles.dialog}
      title={t('review.rejectTitle', { name })}
      titleClassName={styles.title}
      description={t('review.rejectText')}
      descriptionClassName={styles.text}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.label} htmlFor="reject-reason">
          {t('review.reason')}
        </label>
        <textarea
          id="reject-reason"
          className={styles.textarea}
          value={reason}
          maxLength={EDITOR_LIMITS.rejectReason}
          placeholder={t('review.reasonPlaceholder')}
          aria-invalid={error}
          aria-describedby="reject-reason-foot"
          required
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setError(false);
          }}
        />
        <div className={styles.fieldFoot} id="reject-reason-foot">
          <span className={styles.error} role={error ? 'alert' : undefined}>
            {error ? t('review.reasonRequired') : ''}
          </span>
          <span>
            {reason.length}/{EDITOR_LIMITS.rejectReason}
          </span>
        </div>
        <div className={styles.actions}>
          <DialogClose asChild>
            <button type="button" className={styles.button} disabled={busy}>
              {t('contributing.cancel')}
            </button>
          </DialogClose>
          <button type="submit" className={`${styles.button} ${styles.danger}`} disabled={busy}>
            {t('review.reject')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
