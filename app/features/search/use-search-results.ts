import { useCallback, useRef, useState } from 'react';
import { SEARCH_PAGE_SIZE } from '../../../shared/search-limits.ts';
import type { SearchHit } from '../../../shared/contract/search.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { SearchPage } from './search-results.data.ts';
import { useRouteLoad } from '../../lib/route-data.ts';

export interface SearchResults {
  list: SearchHit[];
  loading: boolean;
  /** Page 1 came back for the current keyword (an empty list then means no result). */
  loaded: boolean;
  /** More pages may follow: the last page was full. */
  hasMore: boolean;
  loadMore(): void;
}

interface Shown {
  /** The keyword and filter the list is for. */
  query: string;
  list: SearchHit[];
  page: number;
  loaded: boolean;
  hasMore: boolean;
}

const NOTHING: Shown = { query: '', list: [], page: 0, loaded: false, hasMore: false };

/**
 * Results of a keyword (and channel filter): page 1, then the next page appended on demand
 * while full pages keep coming, each page a load of its data route's
 * fetcher (search-results.data.ts) (a new keyword cancels the load of the last one). Failures are silent: loading ends.
 * `lang` is the reader's language (issue 31): matches in it first, names shown in it where translated.
 */
export function useSearchResults(keyword: string, menuId: number | undefined, lang?: string): SearchResults {
  const { edition, href } = useWiki();
  const query = keyword.trim() ? `${keyword}\n${menuId ?? ''}` : '';
  const [asked, setAsked] = useState({ query, page: 1 });
  const page = asked.query === query ? asked.page : 1;
  const { state: answer } = useRouteLoad<SearchPage>(
    query
      ? href('reader-data/search', {
          app_sn: edition.app_sn,
          keyword,
          menu_id: String(menuId ?? ''),
          page_num: String(page),
          page_size: String(SEARCH_PAGE_SIZE),
          ...(lang ? { lang } : {}),
        })
      : null,
  );

  // Each answer joins the list of its keyword: page 1 replaces it, a later page is appended.
  const [shown, setShown] = useState(NOTHING);
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer.status === 'ready') {
      const before = shown.query === query && page > 1 ? shown.list : [];
      const known = new Set(before.map((hit) => hit.entry_page_id));
      setShown({
        query,
        list: [...before, ...answer.data.filter((hit) => !known.has(hit.entry_page_id))],
        page,
        loaded: true,
        hasMore: answer.data.length >= SEARCH_PAGE_SIZE,
      });
    } else if (answer.status === 'failed') {
      setShown({ query, list: shown.query === query ? shown.list : [], page, loaded: true, hasMore: false });
    }
  }
  const current = shown.query === query ? shown : NOTHING;
  const loading = query !== '' && answer.status === 'loading';

  // loadMore stays one function (the results' observer is made for it) and reads the latest state.
  const latest = useRef({ loading, hasMore: current.hasMore, page: current.page, query });
  latest.current = { loading, hasMore: current.hasMore, page: current.page, query };
  const loadMore = useCallback(() => {
    const now = latest.current;
    if (now.loading || !now.hasMore) return;
    const next = now.page + 1;
    // A second call before the next render asks for the same page.
    setAsked((previous) => (previous.query === now.query && previous.page >= next ? previous : { query: now.query, page: next }));
  }, []);

  return { list: current.list, loading, loaded: current.loaded, hasMore: current.hasMore, loadMore };
}
