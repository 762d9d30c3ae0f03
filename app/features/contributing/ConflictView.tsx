import { useId } from 'react';
import type { MergeConflictWire, MergeResolution, MergeVersionWire } from '../../../shared/contract/merge-conflicts.ts';
import { useT } from '../../i18n/index.ts';
import { conflictWhere } from './conflict-where.ts';
import styles from './ConflictView.module.css';

export type Resolutions = Record<string, MergeResolution>;

/** Resolutions of conflicts still shown (a stale one is dropped when the conflicts are worked out anew), and how many are missing. */
export function liveResolutions(conflicts: MergeConflictWire[], resolutions: Resolutions): { live: Resolutions; missing: number } {
  const live: Resolutions = {};
  for (const conflict of conflicts) if (resolutions[conflict.id] !== undefined) live[conflict.id] = resolutions[conflict.id]!;
  return { live, missing: conflicts.length - Object.keys(live).length };
}

interface ConflictViewProps {
  conflicts: MergeConflictWire[];
  resolutions: Resolutions;
  onChange: (next: Resolutions) => void;
}

/**
 * The review page's conflict view (issue 32): each part the page and the submission both
 * changed differently since the submission's base, with the three versions side by side
 * (stacked on a phone), and the reviewer's choice: keep the page's, take the submission's, or
 * (a text) rewrite the merged text. Approving sends the choices as `resolutions`.
 */
export function ConflictView({ conflicts, resolutions, onChange }: ConflictViewProps) {
  const t = useT();
  const titleId = useId();
  const { missing } = liveResolutions(conflicts, resolutions);
  const set = (id: string, resolution: MergeResolution) => onChange({ ...resolutions, [id]: resolution });
  return (
    <section className={styles.view} aria-labelledby={titleId} data-merge-conflicts="">
      <h3 id={titleId} className={styles.title}>
        {t('merge.title', { n: conflicts.length })}
      </h3>
      <p className={styles.intro}>{t('merge.intro')}</p>
      <p className={styles.progress} role="status" data-missing={missing}>
        {t('merge.progress', { done: conflicts.length - missing, n: conflicts.length })}
      </p>
      <ol className={styles.list}>
        {conflicts.map((conflict) => (
          <ConflictCard key={conflict.id} conflict={conflict} resolution={resolutions[conflict.id]} onResolve={(resolution) => set(conflict.id, resolution)} />
        ))}
      </ol>
    </section>
  );
}

function Version({ label, version, tone }: { label: string; version: MergeVersionWire; tone: 'base' | 'current' | 'submitted' }) {
  const t = useT();
  return (
    <figure className={`${styles.version} ${styles[tone]}`} data-version={tone}>
      <figcaption className={styles.versionLabel}>{label}</figcaption>
      {version.present ? (
        <div className={styles.text}>{version.text || <span className={styles.none}>{t('merge.empty')}</span>}</div>
      ) : (
        <div className={`${styles.text} ${styles.none}`}>{t('merge.absent')}</div>
      )}
    </figure>
  );
}

function ConflictCard({
  conflict,
  resolution,
  onResolve,
}: {
  conflict: MergeConflictWire;
  resolution: MergeResolution | undefined;
  onResolve: (resolution: MergeResolution) => void;
}) {
  const t = useT();
  const name = useId();
  const editId = useId();
  const editing = typeof resolution === 'object';
  const choice = editing ? 'edit' : resolution;
  const options: Array<{ value: 'current' | 'submitted' | 'edit'; label: string }> = [
    { value: 'current', label: t('merge.takeCurrent') },
    { value: 'submitted', label: t('merge.takeSubmitted') },
    ...(conflict.kind === 'text' ? [{ value: 'edit' as const, label: t('merge.edit') }] : []),
  ];
  const choose = (value: 'current' | 'submitted' | 'edit') => {
    if (value !== 'edit') onResolve(value);
    // The rewrite starts from the page's text.
    else if (!editing) onResolve({ text: conflict.current.text });
  };
  return (
    <li className={styles.card} data-conflict-id={conflict.id} data-resolved={resolution === undefined ? undefined : ''}>
      <div className={styles.cardHead}>
        <span className={styles.kind}>{t(`merge.kind.${conflict.kind}`)}</span>
        <h4 className={styles.where}>{conflictWhere(conflict, t).join(' · ')}</h4>
      </div>
      <div className={styles.versions}>
        <Version label={t('merge.base')} version={conflict.base} tone="base" />
        <Version label={t('merge.current')} version={conflict.current} tone="current" />
        <Version label={t('merge.submitted')} version={conflict.submitted} tone="submitted" />
      </div>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('merge.choose')}</legend>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" name={name} value={option.value} checked={choice === option.value} onChange={() => choose(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      {editing ? (
        <div className={styles.edit}>
          <label htmlFor={editId} className={styles.legend}>
            {t('merge.editLabel')}
          </label>
          <textarea id={editId} className={styles.textarea} value={resolution.text} rows={4} onChange={(event) => onResolve({ text: event.target.value })} />
        </div>
      ) : null}
    </li>
  );
}
