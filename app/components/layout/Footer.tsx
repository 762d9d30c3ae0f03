import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { CorrectionEntry } from '../corrections/CorrectionEntry.tsx';
import styles from './Footer.module.css';

export function Footer() {
  const t = useT();
  const { edition } = useWiki();
  return (
    <footer className={styles.footer}>
      <p className={styles.intro}>{t('footer.intro', { name: edition.name })}</p>
      <p className={styles.links}>
        <CorrectionEntry target={{ kind: 'feedback' }}>
          {(open) => (
            <button type="button" className={styles.feedback} onClick={open} data-footer-feedback="">
              {t('footer.feedback')}
            </button>
          )}
        </CorrectionEntry>
      </p>
      <p className={styles.copyright}>{t('footer.copyright', { name: edition.name, year: new Date().getFullYear() })}</p>
    </footer>
  );
}
