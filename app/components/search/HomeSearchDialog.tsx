import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useT } from '../../i18n/index.ts';
import { useOpenSearch } from './HeaderSearch.tsx';
import { MobileSearch } from './MobileSearch.tsx';
import styles from './Search.module.css';

/** The search screen over the home page (MobileHomeSearch.tsx loads it when first opened). */
export default function HomeSearchDialog({ open, onOpenChange, returnFocus }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: RefObject<HTMLButtonElement | null> }) {
  const t = useT();
  const openSearch = useOpenSearch();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          className={styles.overlayScreen}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocus.current) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
        >
          <Dialog.Title className={styles.visuallyHidden}>{t('search.title')}</Dialog.Title>
          <MobileSearch
            initialKeyword=""
            embedded={{
              onCancel: () => onOpenChange(false),
              onSubmit: (keyword) => {
                onOpenChange(false);
                void openSearch(keyword);
              },
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
