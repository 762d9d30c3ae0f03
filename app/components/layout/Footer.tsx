import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { CorrectionEntry } from '../../features/corrections/CorrectionEntry.tsx';
import { footerHref } from './footer-href.ts';
import styles from './Footer.module.css';

/**
 * A footer link: a page of this site through the router, with the query every internal link
 * carries (footer-href.ts); an outside page in a new tab.
 */
function FooterLink({ url, children }: { url: string; children: React.ReactNode }) {
  const { edition, layout } = useWiki();
  const href = footerHref(url, edition.base_path, layout);
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={styles.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The site footer: introduction, the about and apply links an operator sets in
 * the edition settings, the feedback entry (login first), and a QR code of the edition's address.
 */
export function Footer() {
  const t = useT();
  const { edition, layout } = useWiki();
  return (
    <footer className={layout === 'pc' ? `${styles.footer} ${styles.pc}` : styles.footer}>
      <div className={styles.text}>
        <p className={styles.intro}>{t('footer.intro', { name: edition.name })}</p>
        <nav className={styles.links} aria-label={t('footer.links')}>
          {edition.about_url ? <FooterLink url={edition.about_url}>{t('footer.about')}</FooterLink> : null}
          {edition.apply_url ? <FooterLink url={edition.apply_url}>{t('footer.apply')}</FooterLink> : null}
          <CorrectionEntry target={{ kind: 'feedback' }}>
            {(open) => (
              <button type="button" className={styles.feedback} onClick={open} data-footer-feedback="">
                {t('footer.feedback')}
              </button>
            )}
          </CorrectionEntry>
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { name: edition.name, year: new Date().getFullYear() })}</p>
      </div>
      <figure className={styles.qr}>
        <img src={`/qr/${edition.app_sn}.png`} alt={t('footer.qrAlt', { name: edition.name })} width={96} height={96} loading="lazy" decoding="async" />
        <figcaption>{t('footer.qrCaption')}</figcaption>
      </figure>
    </footer>
  );
}
