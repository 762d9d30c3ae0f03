import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_PAGE_SIZE } from '../../../shared/search-limits.ts';
import type { SearchHit, SearchResult } from '../../../shared/contract/search.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useWiki } from '../../lib/wiki-context.tsx';

export interface SearchResults {
  list: SearchHit[];
  loading: boolean;
  /** Page 1 came back for the current keyword (an empty list then means no result). */
  loaded: boolean;
  /** More pages may follow: the last page was full. */
  hasMore: boolean;
  loadMore(): void;
}

/**
 * Results of a keyword (and channel filter): page 1, then the next page appended on demand
 * while full pages keep coming (spec 000 §4). Failures are silent: loading ends (§8).
 */
export function useSearchResults(keyword: string, menuId: number | undefined): SearchResults {
  const { edition } = useWiki();
  const [state, setState] = useState<{ list: SearchHit[]; page: number; loading: boolean; loaded: boolean; hasMore: boolean }>({ list: [], page: 0, loading: false, loaded: false, hasMore: false });
  // Answers of an older keyword are dropped.
  const generation = useRef(0);
  // The latest state for loadMore, and a guard against a second call before the next render.
  const latest = useRef(state);
  latest.current = state;
  const requested = useRef(0);

  const fetchPage = useCallback(
    (page: number, current: number) => {
      setState((previous) => ({ ...previous, loading: true }));
      apiGet<SearchResult>(edition.app_sn, '/wapi/search', { keyword, menu_id: menuId ?? '', page_num: page, page_size: SEARCH_PAGE_SIZE }, { silent: true }).then(
        (answer) => {
          if (generation.current !== current) return;
          setState((previous) => {
            const known = new Set(previous.list.map((hit) => hit.entry_page_id));
            const list = page === 1 ? answer.list : [...previous.list, ...answer.list.filter((hit) => !known.has(hit.entry_page_id))];
            return { list, page, loading: false, loaded: true, hasMore: answer.list.length >= SEARCH_PAGE_SIZE };
          });
        },
        () => {
          if (generation.current !== current) return;
          setState((previous) => ({ ...previous, loading: false, loaded: true, hasMore: false }));
        },
      );
    },
    [edition.app_sn, keyword, menuId],
  );

  useEffect(() => {
    const current = ++generation.current;
    requested.current = 1;
    if (!keyword.trim()) {
      setState({ list: [], page: 0, loading: false, loaded: false, hasMore: false });
      return;
    }
    setState({ list: [], page: 0, loading: true, loaded: false, hasMore: false });
    fetchPage(1, current);
  }, [keyword, fetchPage]);

  const loadMore = useCallback(() => {
    const current = latest.current;
    const next = current.page + 1;
    if (current.loading || !current.hasMore || requested.current >= next) return;
    requested.current = next;
    fetchPage(next, generation.current);
  }, [fetchPage]);

  return { list: state.list, loading: state.loading, loaded: state.loaded, hasMore: state.hasMore, loadMore };
}
