import { useState, type ReactNode } from 'react';
import { Dialog, DialogClose } from '../../components/ui/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import styles from './Dialog.module.css';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  /** Shown under the text (what the confirmed action will do). */
  details?: ReactNode;
  danger?: boolean;
  /** Runs on confirm; the dialog stays open (busy) until it settles, and closes on success. */
  onConfirm(): Promise<boolean>;
}

/** A confirm dialog for one pending request (null: closed). */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!request) return;
    setBusy(true);
    try {
      if (await request.onConfirm()) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      className={styles.dialog}
      title={request?.title}
      titleClassName={styles.title}
      description={request?.text}
      descriptionClassName={styles.text}
    >
      {request?.details}
      <div className={styles.actions}>
        <DialogClose asChild>
          <button type="button" className={styles.button} disabled={busy}>
            {t('contributing.cancel')}
          </button>
        </DialogClose>
        <button type="button" className={`${styles.button} ${request?.danger ? styles.danger : styles.primary}`} disabled={busy} onClick={() => void confirm()}>
          {request?.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
