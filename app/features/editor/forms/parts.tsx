import { useId, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { moveItem } from '../state/outline.ts';
import { useTextOnly } from './text-only.ts';
import styles from '../editor.module.css';

/** A labelled one-line text input. */
export function TextInput({
  label,
  value,
  onChange,
  maxLength,
  readOnly,
  placeholder,
  required,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  readOnly?: boolean | undefined;
  placeholder?: string;
  required?: boolean;
}) {
  const id = useId();
  // An empty required field is marked once the writer has been in it, not on a fresh page.
  const [touched, setTouched] = useState(false);
  const blank = required && touched && !value.trim();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        maxLength={maxLength}
        readOnly={readOnly}
        placeholder={placeholder}
        aria-invalid={blank || undefined}
        onBlur={() => setTouched(true)}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  readOnly,
  rows = 3,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  readOnly?: boolean | undefined;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={rows}
        value={value}
        maxLength={maxLength}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A whole number input; an empty or invalid entry reads as `fallback`. */
export function NumberInput({
  label,
  value,
  onChange,
  min,
  max,
  readOnly,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  readOnly?: boolean | undefined;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={`${styles.input} ${styles.number}`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={Number.isFinite(value) ? value : ''}
        readOnly={readOnly}
        onChange={(event) => {
          const next = Math.trunc(Number(event.target.value));
          onChange(Number.isFinite(next) ? Math.max(min, Math.min(max, next)) : min);
        }}
      />
    </div>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
}) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

interface ItemListProps<T> {
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** A new item for the add button. */
  create: () => T;
  addLabel: string;
  /** At least this many stay (the schema needs one tab, one option...). */
  min?: number;
  max: number;
  readOnly?: boolean | undefined;
  /** Names the item in the remove button's label. */
  nameOf: (item: T, index: number) => string;
  render: (item: T, update: (item: T) => void, index: number) => React.ReactNode;
}

/** A list of sub-items with add, up, down and remove (tabs, rows of cards, voice lines...). */
export function ItemList<T>({ items, onChange, create, addLabel, min = 0, max, readOnly: locked, nameOf, render }: ItemListProps<T>) {
  const t = useT();
  // A translation keeps the source's items: their text is edited, the list is not (text-only.ts).
  const readOnly = useTextOnly() || locked;
  return (
    <div className={styles.itemList}>
      {items.map((item, index) => (
        <div key={index} className={styles.item}>
          <div className={styles.itemBody}>{render(item, (next) => onChange(items.map((current, at) => (at === index ? next : current))), index)}</div>
          {readOnly ? null : (
            <div className={styles.itemActions}>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`${t('editor.moveUp')} ${nameOf(item, index)}`}
                disabled={index === 0}
                onClick={() => onChange(moveItem(items, index, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={`${t('editor.moveDown')} ${nameOf(item, index)}`}
                disabled={index === items.length - 1}
                onClick={() => onChange(moveItem(items, index, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label={t('editor.field.removeNamed', { name: nameOf(item, index) })}
                title={items.length <= min ? t('editor.field.atLeastOne') : undefined}
                disabled={items.length <= min}
                onClick={() => onChange(items.filter((_, at) => at !== index))}
              >
                ✕
              </button>
            </div>
          )}
        </div>
      ))}
      {readOnly ? null : (
        <button type="button" className={styles.addButton} disabled={items.length >= max} onClick={() => onChange([...items, create()])}>
          + {addLabel}
        </button>
      )}
    </div>
  );
}

/** Comma-separated text of a list (Chinese and Western commas both split). */
export const splitList = (text: string) =>
  text
    .split(/[,，]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** A list typed as comma-separated text; the typed text is kept as is while the list updates. */
export function ListInput({
  label,
  value,
  onChange,
  readOnly,
}: {
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  readOnly?: boolean | undefined;
}) {
  const id = useId();
  const [text, setText] = useState(() => value.join(', '));
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={text}
        readOnly={readOnly}
        onChange={(event) => {
          setText(event.target.value);
          onChange(splitList(event.target.value));
        }}
      />
    </div>
  );
}
