import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useSearchHistory } from './search-history-store.ts';
import { ChannelFilterPanel, ChannelFilterToggle } from './ChannelFilter.tsx';
import { menuIdOf, type FilterValue } from './filter-value.ts';
import { SearchHistory } from './SearchHistory.tsx';
import { SearchInput } from './SearchInput.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import { replaceKeywordInUrl } from './search-url.ts';
import { useSearchResults } from './use-search-results.ts';
import { useSuggestions } from './use-suggestions.ts';
import styles from './Search.module.css';

interface MobileSearchProps {
  initialKeyword: string;
  /** Outside the search page (the home entry): a cancel button, and a search opens the page. */
  embedded?: { onCancel(): void; onSubmit(keyword: string): void };
  /** The reader's language the results are asked in (the search page's). */
  lang?: string;
}

/**
 * The mobile search screen: an empty input shows the history; typing shows
 * suggestions (100 ms after typing stops, never while an input method composes); choosing a
 * suggestion or a history entry, or pressing search, shows the results, which the channel
 * filter narrows. Clearing the input or cancelling resets the filter.
 */
export function MobileSearch({ initialKeyword, embedded, lang }: MobileSearchProps) {
  const t = useT();
  const history = useSearchHistory();
  const [draft, setDraft] = useState(initialKeyword);
  // The text as last settled by the input method: what suggestions are asked for.
  const [typed, setTyped] = useState(initialKeyword);
  const [keyword, setKeyword] = useState(embedded ? '' : initialKeyword);
  const [filter, setFilter] = useState<FilterValue | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const results = useSearchResults(keyword, menuIdOf(filter), lang);
  const suggesting = typed.trim() !== '' && typed.trim() !== keyword;
  const suggestions = useSuggestions(typed, suggesting);

  const submit = (value: string) => {
    const word = value.trim();
    if (!word) return;
    history.add(word);
    setFilterOpen(false);
    if (embedded) {
      embedded.onSubmit(word);
      setDraft('');
      setTyped('');
      return;
    }
    setDraft(word);
    setTyped(word);
    setKeyword(word);
    replaceKeywordInUrl(word);
  };
  const reset = () => {
    setFilter(null);
    setFilterOpen(false);
  };
  const clear = () => {
    setDraft('');
    setTyped('');
    setKeyword('');
    reset();
    if (!embedded) replaceKeywordInUrl('');
  };

  return (
    <div className={styles.mobile} data-search-screen="mobile">
      <div className={styles.bar} role="search">
        {embedded ? null : <ChannelFilterToggle value={filter} open={filterOpen} onOpenChange={setFilterOpen} />}
        <SearchInput value={draft} autoFocus={!initialKeyword} onChange={setDraft} onCommit={setTyped} onSubmit={submit} onClear={clear} />
        <button type="button" className={styles.submit} onClick={() => submit(draft)}>
          {t('search.submit')}
        </button>
        {embedded ? (
          <button
            type="button"
            className={styles.cancel}
            onClick={() => {
              reset();
              embedded.onCancel();
            }}
          >
            {t('search.cancel')}
          </button>
        ) : null}
      </div>
      <ChannelFilterPanel value={filter} onChange={setFilter} open={filterOpen} onOpenChange={setFilterOpen} />
      <div className={styles.body}>
        {suggesting ? (
          <SearchSuggestions words={suggestions} onPick={submit} />
        ) : keyword ? (
          <SearchResults results={results} />
        ) : (
          <SearchHistory history={history} onPick={submit} variant="mobile" />
        )}
      </div>
    </div>
  );
}
