import { Suspense, useRef, useState } from 'react';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import { useT } from '../../i18n/index.ts';
import { useOpenedOnce } from '../../lib/lazy/use-opened-once.ts';
import { useLayout } from '../../lib/wiki-context.tsx';
import styles from './Search.module.css';

// The search screen (Radix dialog, suggestions, history) is fetched when first opened.
const HomeSearchDialog = optionalLazy(() => import('./HomeSearchDialog.tsx'));

/**
 * The home page's search entry on mobile: a box that opens the search screen over the page,
 * with a cancel button; a search there opens the search page (source_id index).
 */
export function MobileHomeSearch() {
  const t = useT();
  const layout = useLayout();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const entry = useRef<HTMLButtonElement>(null);
  if (layout !== 'mobile') return null;
  return (
    <>
      <button
        ref={entry}
        type="button"
        className={styles.homeEntry}
        data-home-search=""
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{t('search.placeholder')}</span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <HomeSearchDialog open={open} onOpenChange={setOpen} returnFocus={entry} />
        </Suspense>
      ) : null}
    </>
  );
}
