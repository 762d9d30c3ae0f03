import { useState } from 'react';
import type { FilterGroup } from '../../../../shared/channel-ext.ts';
import { ICON_KEYS, placementExtSchema, type OperatorPlacement, type PlacementExtInput } from '../../../../shared/contract/operator-contents.ts';
import { useT } from '../../../i18n/index.ts';
import styles from '../admin.module.css';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

interface PlacementEditorProps {
  placement: OperatorPlacement;
  /** The channel's filter definition (its own, else its nearest ancestor's). */
  groups: FilterGroup[];
  onSave(ext: PlacementExtInput): Promise<void>;
  onRemove(): void;
}

/** An item's data in one channel: filter values, placeholder, pictures, table rows and icons. */
export function PlacementEditor({ placement, groups, onSave, onRemove }: PlacementEditorProps) {
  const t = useT();
  const [filter, setFilter] = useState<string[]>(placement.ext.filter);
  const [placeholder, setPlaceholder] = useState(placement.ext.placeholder);
  const [pictures, setPictures] = useState(placement.ext.picture.join('\n'));
  const [table, setTable] = useState(placement.ext.table.map((row) => `${row.key}=${row.value}`).join('\n'));
  const [icons, setIcons] = useState<Record<string, string>>(placement.ext.icons);
  const [error, setError] = useState('');

  function toggle(value: string, on: boolean) {
    setFilter((current) => (on ? [...current, value] : current.filter((other) => other !== value)));
  }
  async function save() {
    const candidate = {
      filter,
      placeholder,
      picture: lines(pictures),
      table: lines(table).map((line) => {
        const at = line.indexOf('=');
        return at < 0 ? { key: line, value: '' } : { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
      }),
      icons: Object.fromEntries(Object.entries(icons).filter(([, value]) => value.trim() !== '')),
    };
    const parsed = placementExtSchema.safeParse(candidate);
    if (!parsed.success) {
      setError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      return;
    }
    setError('');
    await onSave(parsed.data);
  }

  const headingId = `placement-${placement.channel_id}`;
  return (
    <section className={styles.placement} aria-labelledby={headingId}>
      <h3 id={headingId} style={{ marginTop: 0 }}>
        {placement.channel_name} <span className={styles.meta}>#{placement.channel_id}</span>
      </h3>
      <fieldset>
        <legend>{t('operator.placements.filters')}</legend>
        {groups.length === 0 ? <p className={styles.meta}>{t('operator.placements.noFilters')}</p> : null}
        {groups.map((group) => (
          <div key={group.label} className={styles.checks} role="group" aria-label={group.label}>
            <strong>{group.label}</strong>
            {group.options.map((option) => {
              const value = `${group.label}/${option}`;
              return (
                <label key={value}>
                  <input type="checkbox" checked={filter.includes(value)} onChange={(event) => toggle(value, event.target.checked)} />
                  {option}
                </label>
              );
            })}
          </div>
        ))}
      </fieldset>
      <details>
        <summary>
          {t('operator.placements.placeholder')} · {t('operator.placements.pictures')} · {t('operator.placements.table')} · {t('operator.placements.icons')}
        </summary>
        <div className={styles.grid2}>
          <label className={styles.field}>
            <span>{t('operator.placements.placeholder')}</span>
            <input value={placeholder} onChange={(event) => setPlaceholder(event.target.value)} />
          </label>
          <label className={styles.field}>
            <span>{t('operator.placements.pictures')}</span>
            <textarea rows={3} value={pictures} onChange={(event) => setPictures(event.target.value)} />
          </label>
          <label className={styles.field}>
            <span>{t('operator.placements.table')}</span>
            <textarea rows={3} value={table} onChange={(event) => setTable(event.target.value)} />
          </label>
          {ICON_KEYS.map((key) => (
            <label key={key} className={styles.field}>
              <span>{key}</span>
              <input value={icons[key] ?? ''} onChange={(event) => setIcons((current) => ({ ...current, [key]: event.target.value }))} />
            </label>
          ))}
        </div>
      </details>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.row}>
        <button type="button" className={styles.primary} onClick={() => void save()}>
          {t('operator.save')}
        </button>
        <button type="button" className={styles.danger} onClick={onRemove}>
          {t('operator.placements.remove')}
        </button>
      </div>
    </section>
  );
}
