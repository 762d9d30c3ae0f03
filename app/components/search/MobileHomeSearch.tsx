import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useLayout } from '../../lib/wiki-context.tsx';
import { useOpenSearch } from './HeaderSearch.tsx';
import { MobileSearch } from './MobileSearch.tsx';
import styles from './Search.module.css';

/**
 * The home page's search entry on mobile: a box that opens the search screen over the page,
 * with a cancel button; a search there opens the search page (source_id index).
 */
export function MobileHomeSearch() {
  const t = useT();
  const layout = useLayout();
  const openSearch = useOpenSearch();
  const [open, setOpen] = useState(false);
  if (layout !== 'mobile') return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={styles.homeEntry} data-home-search="">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{t('search.placeholder')}</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content className={styles.overlayScreen} aria-describedby={undefined}>
          <Dialog.Title className={styles.visuallyHidden}>{t('search.title')}</Dialog.Title>
          <MobileSearch
            initialKeyword=""
            embedded={{
              onCancel: () => setOpen(false),
              onSubmit: (keyword) => {
                setOpen(false);
                void openSearch(keyword);
              },
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
