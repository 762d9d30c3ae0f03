import { useEffect, useRef, useState } from 'react';
import type { ContentItem } from '../../../shared/contract/channel.ts';
import { searchByTitle } from '../../../shared/blocks.ts';
import { useT } from '../../i18n/index.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ContentLink } from '../content/ContentLink.tsx';
import { useComposition } from '../search/use-composition.ts';
import styles from './ChannelSearch.module.css';

const DEBOUNCE_MS = 100;
const HIDE_AFTER_BLUR_MS = 200;
const MAX_SUGGESTIONS = 10;

interface ChannelSearchProps {
  items: ContentItem[];
  /** Card-filter channels word the box and its empty result for cards. */
  cards: boolean;
  term: string;
  onTermChange: (term: string) => void;
}

/**
 * The channel's search box: titles containing the term, suggested 100 ms after typing stops.
 * While an input method composes (pinyin), nothing is searched until the composition ends (use-composition.ts).
 */
export function ChannelSearch({ items, cards, term, onTermChange }: ChannelSearchProps) {
  const t = useT();
  const [draft, setDraft] = useState(term);
  const [focused, setFocused] = useState(false);
  const composition = useComposition({ onChange: setDraft, onCommit: onTermChange });
  const hideTimer = useRef<number | undefined>(undefined);
  const settled = useDebouncedValue(term, DEBOUNCE_MS);

  useEffect(() => setDraft(term), [term]);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const suggestions = searchByTitle(items, settled).slice(0, MAX_SUGGESTIONS);
  const open = focused && settled.trim() !== '';
  const emptyText = cards ? t('channel.noCardResult', { term: settled.trim() }) : t('channel.noResult');

  return (
    <div className={styles.search} role="search">
      <input
        className={styles.input}
        type="search"
        value={draft}
        placeholder={cards ? t('channel.searchCards') : t('channel.searchPlaceholder')}
        aria-label={t('channel.search')}
        // A search box (not a combobox: its results are links, not options) points to its results while they show.
        aria-controls={open ? 'channel-search-results' : undefined}
        autoComplete="off"
        {...composition.inputProps}
        onFocus={() => {
          window.clearTimeout(hideTimer.current);
          setFocused(true);
        }}
        onBlur={() => {
          hideTimer.current = window.setTimeout(() => setFocused(false), HIDE_AFTER_BLUR_MS);
        }}
      />
      {open ? (
        <div id="channel-search-results" className={styles.dropdown}>
          {suggestions.length === 0 ? (
            <p className={styles.empty}>{emptyText}</p>
          ) : (
            <ul className={styles.list}>
              {suggestions.map((item) => (
                <li key={`${item.recommend_id}:${item.content_id}`}>
                  <ContentLink item={item} className={styles.suggestion}>
                    {item.title}
                  </ContentLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
