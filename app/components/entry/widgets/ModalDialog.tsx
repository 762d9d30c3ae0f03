import * as Dialog from '@radix-ui/react-dialog';
import styles from '../entry.module.css';

/** A modal dialog with a title and a close button (focus is trapped and returned by Radix). */
export function ModalDialog({ open, onOpenChange, title, closeLabel, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; closeLabel: string; children: React.ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog} aria-describedby={undefined}>
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          {children}
          <Dialog.Close className={styles.dialogClose}>{closeLabel}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
