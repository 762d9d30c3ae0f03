import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useSearchHistory } from './search-history-store.ts';
import { SearchHistory } from './SearchHistory.tsx';
import { SearchInput } from './SearchInput.tsx';
import { SearchResults } from './SearchResults.tsx';
import { replaceKeywordInUrl } from './search-url.ts';
import { useSearchResults } from './use-search-results.ts';
import { SEARCH_DEBOUNCE_MS } from './use-suggestions.ts';
import styles from './Search.module.css';

/**
 * The desktop search screen: a 900 px results column, where typing searches directly (100 ms
 * after typing stops, never on the letters an input method is still composing), and a 280 px history column. An empty input shows nothing.
 */
export function DesktopSearch({ initialKeyword, lang }: { initialKeyword: string; /** The reader's language the results are asked in. */ lang?: string }) {
  const t = useT();
  const history = useSearchHistory();
  const [draft, setDraft] = useState(initialKeyword);
  const [typed, setTyped] = useState(initialKeyword);
  const keyword = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchResults(keyword, undefined, lang);

  useEffect(() => replaceKeywordInUrl(keyword), [keyword]);

  const submit = (value: string) => {
    const word = value.trim();
    if (!word) return;
    history.add(word);
    setDraft(word);
    setTyped(word);
  };

  return (
    <div className={styles.desktop} data-search-screen="pc">
      <div className={styles.mainColumn}>
        <div className={styles.bar} role="search">
          <SearchInput
            value={draft}
            autoFocus={!initialKeyword}
            onChange={setDraft}
            onCommit={setTyped}
            onSubmit={submit}
            onClear={() => {
              setDraft('');
              setTyped('');
            }}
          />
          <button type="button" className={styles.submit} onClick={() => submit(draft)}>
            {t('search.submit')}
          </button>
        </div>
        {keyword ? <SearchResults results={results} /> : null}
      </div>
      <aside className={styles.sideColumn}>
        <SearchHistory history={history} onPick={submit} variant="column" />
      </aside>
    </div>
  );
}
