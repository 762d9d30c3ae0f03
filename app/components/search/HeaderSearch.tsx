import { useEffect, useRef, useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useSearchHistory } from '../../lib/search-history-store.ts';
import { SEARCH_HISTORY_LIMIT } from '../../lib/search-history.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { SearchInput } from './SearchInput.tsx';
import styles from './HeaderSearch.module.css';

/** The dropdown hides this long after the box loses focus, so a click on it still lands. */
const HIDE_AFTER_BLUR_MS = 200;

/** Opens the search page for a keyword: source_id names the page it came from (spec 000 §2). */
export function useOpenSearch() {
  const navigate = useNavigate();
  const { href } = useWiki();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? '';
  return (keyword: string) => navigate(href('search', routeId === 'search' ? { keyword } : { keyword, source_id: routeId }));
}

/**
 * The desktop header's search box with its history dropdown (up to 20 entries and a clear
 * action). A search opens the search page; the box is cleared after the navigation, and an
 * empty keyword does nothing.
 */
export function HeaderSearch() {
  const t = useT();
  const history = useSearchHistory();
  const openSearch = useOpenSearch();
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const search = (value: string) => {
    const word = value.trim();
    if (!word) return;
    history.add(word);
    setOpen(false);
    void openSearch(word);
    setDraft('');
  };
  const entries = history.items.slice(0, SEARCH_HISTORY_LIMIT);

  return (
    <div
      className={styles.box}
      role="search"
      data-header-search=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <SearchInput
        className={styles.input}
        value={draft}
        onChange={(value) => setDraft(value)}
        onSubmit={search}
        onClear={() => setDraft('')}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          hideTimer.current = window.setTimeout(() => setOpen(false), HIDE_AFTER_BLUR_MS);
        }}
      />
      {open && entries.length > 0 ? (
        <div
          className={styles.dropdown}
          data-header-search-history=""
          onFocus={() => window.clearTimeout(hideTimer.current)}
          onBlur={() => {
            hideTimer.current = window.setTimeout(() => setOpen(false), HIDE_AFTER_BLUR_MS);
          }}
        >
          <div className={styles.head}>
            <span className={styles.title}>{t('search.history')}</span>
            <button
              type="button"
              className={styles.clear}
              onClick={() => {
                history.clear();
                setOpen(false);
              }}
            >
              {t('search.clearHistory')}
            </button>
          </div>
          <ul className={styles.list}>
            {entries.map((item) => (
              <li key={item}>
                <button type="button" className={styles.item} onClick={() => search(item)} title={item}>
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
