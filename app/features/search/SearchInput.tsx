import type { AriaAttributes, KeyboardEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import { useComposition } from './use-composition.ts';
import styles from './Search.module.css';

interface SearchInputProps {
  value: string;
  /** The box's text, each change (also the letters an input method, pinyin, is still composing): what the box shows. */
  onChange(value: string): void;
  /** The committed text: each change outside a composition, and the text when one ends. What suggestions and searches use. */
  onCommit(value: string): void;
  onSubmit(value: string): void;
  onClear(): void;
  onFocus?(): void;
  onBlur?(): void;
  autoFocus?: boolean;
  className?: string;
  inputId?: string;
  /** Combobox wiring of a box with a suggestion list (role, aria-expanded, aria-controls, ...). */
  combobox?: AriaAttributes & { role: 'combobox' };
  /** Runs before Enter submits (never for a key of the input method); preventing its default keeps Enter from submitting the text. */
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
}

/** The search input with a clear button; Enter submits, never during an input method's composition (use-composition.ts). */
export function SearchInput({
  value,
  onChange,
  onCommit,
  onSubmit,
  onClear,
  onFocus,
  onBlur,
  autoFocus,
  className,
  inputId,
  combobox,
  onKeyDown,
}: SearchInputProps) {
  const t = useT();
  const composition = useComposition({ onChange, onCommit });
  return (
    <div className={`${styles.inputWrap} ${className ?? ''}`}>
      <svg className={styles.inputIcon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        enterKeyHint="search"
        value={value}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        autoComplete="off"
        {...combobox}
        // The search screen exists to type into.
        autoFocus={autoFocus}
        {...composition.inputProps}
        onKeyDown={(event) => {
          // The Enter that commits pinyin (or the Escape that cancels it) is the input method's.
          if (composition.ownsKey(event)) return;
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit(event.currentTarget.value);
          }
        }}
        onFocus={onFocus}
        onBlur={onBlur}
      />
      {value ? (
        <button type="button" className={styles.clearButton} onClick={onClear} aria-label={t('search.clearInput')}>
          ×
        </button>
      ) : null}
    </div>
  );
}
