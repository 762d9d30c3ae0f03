import { useEffect, useState } from 'react';
import type { Suggestion } from '../../../shared/contract/search.ts';
import { apiGet } from '../../lib/api-client.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useWiki } from '../../lib/wiki-context.tsx';

/** Debounce of typing before suggestions (and desktop searches) run (spec 000 §9). */
export const SEARCH_DEBOUNCE_MS = 100;

/** Suggested words for text being typed, 100 ms after typing stops; failures are silent. */
export function useSuggestions(text: string, enabled: boolean): string[] {
  const { edition } = useWiki();
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [words, setWords] = useState<{ for: string; list: string[] }>({ for: '', list: [] });
  useEffect(() => {
    if (!enabled || !settled) return;
    let live = true;
    apiGet<Suggestion>(edition.app_sn, '/wapi/search_suggestion', { keyword: settled }, { silent: true }).then(
      (answer) => live && setWords({ for: settled, list: answer.word_list }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [settled, enabled, edition.app_sn]);
  return enabled && words.for === text.trim() ? words.list : [];
}
