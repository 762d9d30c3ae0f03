import { useT } from '../../i18n/index.ts';
import styles from './TestEditionNotice.module.css';

/** Shown on test editions: their data is not the real wiki's. */
export function TestEditionNotice() {
  const t = useT();
  return (
    <p className={styles.notice} role="note">
      {t('home.testEdition')}
    </p>
  );
}
