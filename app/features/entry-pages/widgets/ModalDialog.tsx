import { Dialog, DialogClose } from '../../../components/ui/Dialog.tsx';
import styles from '../entry.module.css';

/** A modal dialog with a title and a close button, in the entry page's own frame (focus is trapped and returned by Radix). */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      frame="own"
      overlayClassName={styles.overlay}
      className={styles.dialog}
      title={title}
      titleClassName={styles.dialogTitle}
    >
      {children}
      <DialogClose className={styles.dialogClose}>{closeLabel}</DialogClose>
    </Dialog>
  );
}
