import { useRef, type AriaAttributes, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/index.ts';
import styles from './Search.module.css';

interface SearchInputProps {
  value: string;
  /** Text typed; `composing` is true while an input method (pinyin) is still composing it. */
  onChange(value: string, composing: boolean): void;
  onSubmit(value: string): void;
  onClear(): void;
  onFocus?(): void;
  onBlur?(): void;
  autoFocus?: boolean;
  className?: string;
  inputId?: string;
  /** Combobox wiring of a box with a suggestion list (role, aria-expanded, aria-controls, ...). */
  combobox?: AriaAttributes & { role: 'combobox' };
  /** Runs before Enter submits; preventing its default keeps Enter from submitting the text. */
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
}

/** The search input with a clear button; Enter submits, never during composition. */
export function SearchInput({ value, onChange, onSubmit, onClear, onFocus, onBlur, autoFocus, className, inputId, combobox, onKeyDown }: SearchInputProps) {
  const t = useT();
  const composing = useRef(false);
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
        onChange={(event) => onChange(event.target.value, composing.current)}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={(event) => {
          composing.current = false;
          onChange(event.currentTarget.value, false);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          if (event.key === 'Enter' && !composing.current && !event.nativeEvent.isComposing) {
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
