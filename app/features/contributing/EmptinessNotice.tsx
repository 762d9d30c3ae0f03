import { useMemo } from 'react';
import type { EntryModule } from '../../../shared/contract/entry-page.ts';
import { emptinessReport, nothingHidden } from '../../../shared/entry-emptiness.ts';
import { useT } from '../../i18n/index.ts';
import styles from './EmptinessNotice.module.css';

/**
 * What of a document readers will not see for being empty (shared/entry-emptiness.ts): shown by
 * the editor's preview and submit dialog and by the review page, before sending or publishing.
 * Nothing when every part has content.
 */
export function EmptinessNotice({ modules }: { modules: readonly EntryModule[] }) {
  const t = useT();
  const report = useMemo(() => emptinessReport({ modules }), [modules]);
  if (nothingHidden(report)) return null;
  return (
    <div className={styles.notice} role="note" aria-label={t('emptiness.title')} data-empty-parts="">
      <p className={styles.title}>{t('emptiness.title')}</p>
      {report.modules.length > 0 ? <Names label={t('emptiness.modules')} names={report.modules} kind="modules" /> : null}
      {report.parts.length > 0 ? (
        <Names label={t('emptiness.tabs')} names={report.parts.map((part) => t('emptiness.part', { module: part.module, name: part.name }))} kind="tabs" />
      ) : null}
    </div>
  );
}

function Names({ label, names, kind }: { label: string; names: string[]; kind: string }) {
  return (
    <div className={styles.group}>
      <span className={styles.label}>{label}</span>
      <ul className={styles.names} aria-label={label} data-empty-kind={kind}>
        {names.map((name, index) => (
          <li key={index} className={styles.name}>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
