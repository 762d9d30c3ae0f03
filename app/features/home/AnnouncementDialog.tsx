import type { RefObject } from 'react';
import type { Announcement } from '../../../shared/contract/home.ts';
import { Dialog, DialogClose } from '../../components/ui/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import styles from './AnnouncementBar.module.css';

/** The announcement in full (AnnouncementBar.tsx loads it when first opened). */
export default function AnnouncementDialog({
  announcement,
  open,
  onOpenChange,
  returnFocus,
}: {
  announcement: Announcement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      className={styles.dialog}
      title={announcement.speaker || t('home.announcement')}
      titleClassName={styles.dialogTitle}
      description={announcement.announce}
      descriptionClassName={styles.dialogText}
    >
      <DialogClose className={styles.dialogClose}>{t('common.close')}</DialogClose>
    </Dialog>
  );
}
