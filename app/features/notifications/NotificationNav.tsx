import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from './NotificationPages.module.css';

/** The inbox's and the watchlist's links to each other and to the settings in the personal center. */
export function NotificationNav({ current }: { current: 'inbox' | 'watchlist' }) {
  const t = useT();
  const { href } = useWiki();
  const links = [
    { id: 'inbox', to: href('account/notifications'), label: t('inbox.navInbox') },
    { id: 'watchlist', to: href('account/watchlist'), label: t('inbox.navWatchlist') },
    { id: 'settings', to: `${href('account')}#center-notifications`, label: t('inbox.navSettings') },
  ];
  return (
    <nav className={styles.nav} aria-label={t('inbox.nav')}>
      {links.map((link) => (
        <Link
          key={link.id}
          to={link.to}
          className={link.id === current ? `${styles.navLink} ${styles.navCurrent}` : styles.navLink}
          aria-current={link.id === current ? 'page' : undefined}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** Previous and next pages of a list, by a query value (`param`). */
export function Pager({ page, pages, label, onPage }: { page: number; pages: number; label: string; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('inbox.prev')}
      </button>
      <span>{t('inbox.page', { page, pages })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('inbox.next')}
      </button>
    </nav>
  );
}
