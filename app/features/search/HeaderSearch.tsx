import { useEffect, useId, useRef, useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useSearchHistory } from './search-history-store.ts';
import { SEARCH_HISTORY_LIMIT } from './search-history.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { comboboxAction } from './combobox-keys.ts';
import { SearchInput } from './SearchInput.tsx';
import { useSuggestions } from './use-suggestions.ts';
import styles from './HeaderSearch.module.css';

/** The dropdown hides this long after the box loses focus, so a click on it still lands (as in the publisher's channel search). */
const HIDE_AFTER_BLUR_MS = 200;

/** Opens the search page for a keyword: source_id names the page it came from. */
export function useOpenSearch() {
  const navigate = useNavigate();
  const { href } = useWiki();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? '';
  return (keyword: string) => navigate(href('search', routeId === 'search' ? { keyword } : { keyword, source_id: routeId }));
}

/**
 * The desktop header's search box, a combobox: an empty box lists the history (up to 20
 * entries, with a clear action), typing lists suggested words (the mobile screen's, 100 ms after
 * typing stops, never while an input method composes). Arrows move through the list, Enter
 * searches the active word or the text, Escape closes the list and then clears the text; a
 * search opens the search page and empties the box.
 */
export function HeaderSearch() {
  const t = useT();
  const history = useSearchHistory();
  const openSearch = useOpenSearch();
  const listId = useId();
  const [draft, setDraft] = useState('');
  // The text as last settled by the input method: what suggestions are asked for.
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  // Escape closes the list until the text changes or the box is focused again.
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const suggesting = typed.trim() !== '';
  const suggestions = useSuggestions(typed, suggesting);
  const words = suggesting ? suggestions : history.items.slice(0, SEARCH_HISTORY_LIMIT);
  const open = focused && !dismissed && words.length > 0;
  const activeIndex = open && active < words.length ? active : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new list starts with no active option.
  const listKey = `${suggesting ? 's' : 'h'}:${words.join('\n')}`;
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setActive(-1);
  }

  // The active option stays in view in a list taller than the dropdown.
  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listId}-option-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listId]);

  const search = (value: string) => {
    const word = value.trim();
    if (!word) return;
    history.add(word);
    setDismissed(true);
    void openSearch(word);
    setDraft('');
    setTyped('');
  };
  const clearText = () => {
    setDraft('');
    setTyped('');
    setDismissed(false);
  };

  return (
    <div className={styles.box} role="search" data-header-search="">
      <SearchInput
        className={styles.input}
        value={draft}
        combobox={{
          role: 'combobox',
          'aria-expanded': open,
          'aria-controls': listId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
        }}
        onChange={(value) => {
          setDraft(value);
          setDismissed(false);
        }}
        onCommit={setTyped}
        onSubmit={search}
        onClear={clearText}
        onKeyDown={(event) => {
          const action = comboboxAction(event.key, { open, active: activeIndex, count: words.length, hasText: draft !== '' });
          if (action.kind === 'none' || action.kind === 'submit') return;
          event.preventDefault();
          if (action.kind === 'open') {
            setDismissed(false);
            setActive(action.index);
          } else if (action.kind === 'move') setActive(action.index);
          else if (action.kind === 'pick') search(words[action.index]!);
          else if (action.kind === 'close') {
            setDismissed(true);
            setActive(-1);
          } else clearText();
        }}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => {
          hideTimer.current = window.setTimeout(() => setFocused(false), HIDE_AFTER_BLUR_MS);
        }}
      />
      <div className={styles.dropdown} hidden={!open} data-header-search-dropdown={suggesting ? 'suggestions' : 'history'}>
        {suggesting ? null : (
          <div className={styles.head}>
            <span className={styles.title} id={`${listId}-label`}>
              {t('search.history')}
            </span>
            <button
              type="button"
              className={styles.clear}
              // Keeps the focus (and the list's owner) in the box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                history.clear();
                setActive(-1);
              }}
            >
              {t('search.clearHistory')}
            </button>
          </div>
        )}
        <ul id={listId} className={styles.list} role="listbox" aria-label={suggesting ? t('search.suggestions') : t('search.history')}>
          {words.map((word, index) => (
            <li
              key={word}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={styles.item}
              title={word}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== activeIndex && setActive(index)}
              onClick={() => search(word)}
            >
              {word}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
