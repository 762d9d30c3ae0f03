import type { Suggestions } from './suggestions.data.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { useRouteLoad } from '../../lib/route-data.ts';

/** Debounce of typing before suggestions (and desktop searches) run. */
export const SEARCH_DEBOUNCE_MS = 100;

const NONE: string[] = [];

/**
 * Suggested words for text being typed, 100 ms after typing stops (a fetcher of suggestions.data.ts: a keyword typed on cancels the load of the last one); failures are silent.
 */
export function useSuggestions(text: string, enabled: boolean): string[] {
  const { edition, href } = useWiki();
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { state } = useRouteLoad<Suggestions>(enabled && settled ? href('reader-data/suggestions', { app_sn: edition.app_sn, keyword: settled }) : null);
  return enabled && state.status === 'ready' && state.data.keyword === text.trim() ? state.data.words : NONE;
}
