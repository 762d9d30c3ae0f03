import { useT } from '../../i18n/index.ts';
import styles from './Search.module.css';

/** Suggested words while typing on mobile; choosing one searches it. */
export function SearchSuggestions({ words, onPick }: { words: string[]; onPick(word: string): void }) {
  const t = useT();
  if (words.length === 0) return null;
  return (
    <ul className={styles.suggestions} aria-label={t('search.suggestions')} data-search-suggestions="">
      {words.map((word) => (
        <li key={word}>
          <button type="button" className={styles.suggestion} onClick={() => onPick(word)}>
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}
