import { useT, type MessageKey } from '../../i18n/index.ts';
import { CorrectionEntry } from './CorrectionEntry.tsx';
import type { ReportTarget } from './report-payload.ts';
import styles from './CorrectionButton.module.css';

/** The pencil button that opens the correction modal for a target (login first for anonymous readers). */
export function CorrectionOpenButton({ target, label, marker }: { target: ReportTarget; label: MessageKey; marker: string }) {
  const t = useT();
  return (
    <CorrectionEntry target={target}>
      {(open) => (
        <button type="button" className={styles.button} onClick={open} aria-label={t(label)} {...{ [marker]: '' }}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span>{t('correction.open')}</span>
        </button>
      )}
    </CorrectionEntry>
  );
}

/** Opens the correction report modal for an entry page. */
export function CorrectionButton({ entryPageId }: { entryPageId: number }) {
  return <CorrectionOpenButton target={{ kind: 'entry', entryPageId }} label="correction.openLabel" marker="data-correction-button" />;
}
