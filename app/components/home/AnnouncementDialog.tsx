import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import type { Announcement } from '../../../shared/contract/home.ts';
import { useT } from '../../i18n/index.ts';
import styles from './AnnouncementBar.module.css';

/** The announcement in full (AnnouncementBar.tsx loads it when first opened). */
export default function AnnouncementDialog({ announcement, open, onOpenChange, returnFocus }: { announcement: Announcement; open: boolean; onOpenChange: (open: boolean) => void; returnFocus: RefObject<HTMLButtonElement | null> }) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
        >
          <Dialog.Title className={styles.dialogTitle}>{announcement.speaker || t('home.announcement')}</Dialog.Title>
          <Dialog.Description className={styles.dialogText}>{announcement.announce}</Dialog.Description>
          <Dialog.Close className={styles.dialogClose}>{t('common.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
