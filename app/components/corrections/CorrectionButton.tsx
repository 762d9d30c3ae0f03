import { useT } from '../../i18n/index.ts';
import { CorrectionEntry } from './CorrectionEntry.tsx';
import styles from './CorrectionButton.module.css';

/** Opens the correction report modal for an entry page (login first for anonymous readers). */
export function CorrectionButton({ entryPageId }: { entryPageId: number }) {
  const t = useT();
  return (
    <CorrectionEntry target={{ kind: 'entry', entryPageId }}>
      {(open) => (
        <button type="button" className={styles.button} onClick={open} aria-label={t('correction.openLabel')} data-correction-button="">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span>{t('correction.open')}</span>
        </button>
      )}
    </CorrectionEntry>
  );
}
