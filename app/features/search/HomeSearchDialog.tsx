import type { RefObject } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useT } from '../../i18n/index.ts';
import { useOpenSearch } from './HeaderSearch.tsx';
import { MobileSearch } from './MobileSearch.tsx';
import styles from './Search.module.css';

/** The search screen over the home page (MobileHomeSearch.tsx loads it when first opened). */
export default function HomeSearchDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const openSearch = useOpenSearch();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      frame="own"
      className={styles.overlayScreen}
      title={t('search.title')}
      titleClassName={styles.visuallyHidden}
    >
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
    </Dialog>
  );
}
