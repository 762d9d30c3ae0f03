import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { viewerAvatar, viewerName } from '../../lib/account/viewer-avatar.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import { isReviewer } from '../contributing/contributing-links.ts';
import styles from './account.module.css';

/** The personal center's path (routes/account-center.tsx). */
export const ACCOUNT_CENTER_PATH = 'account';

const ICONS = {
  center: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8c0-3.3 3.1-6 7-6s7 2.7 7 6',
  favorites: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  edits: 'M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10',
  review: 'M9 11l2 2 4-4M5 4h14v16H5z',
  reports: 'M5 21V4h11l-1.5 4L16 12H5',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The signed-in user's avatar, by the spec's rule. */
export function AccountAvatar({ className }: { className?: string }) {
  const { user, community } = useAccount();
  return <img className={className ?? styles.avatar} src={viewerAvatar(user, community)} alt="" width={32} height={32} />;
}

/** The menu: who is signed in, the personal center, my favorites, my edits, log out. */
export function AccountMenuBody({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { href } = useWiki();
  const account = useAccount();
  if (!account.user) return null;
  const name = viewerName(account.user, account.community);
  const entries = [
    { id: 'center', icon: 'center', label: t('account.personalCenter'), to: href(ACCOUNT_CENTER_PATH) },
    { id: 'favorites', icon: 'favorites', label: t('account.favorites'), to: href('favorite/list') },
    { id: 'edits', icon: 'edits', label: t('account.myEdits'), to: href('words/list') },
    // Reviewers' queues (AUDIT; ADMIN implies it): submissions, and correction reports.
    ...(isReviewer(account.permissions)
      ? ([
          { id: 'review', icon: 'review', label: t('menu.review'), to: href('words/review') },
          { id: 'reports', icon: 'reports', label: t('menu.reports'), to: href('reports') },
        ] as const)
      : []),
  ] as const;
  return (
    <>
      <div className={styles.head}>
        <AccountAvatar />
        <div className={styles.who}>
          <span className={styles.name}>{name}</span>
          <span className={styles.aid}>{t('account.watermark', { aid: account.user.aid })}</span>
        </div>
        {account.community ? (
          account.community.community_info.is_realname ? (
            <span className={styles.badge}>{t('account.realnameDone')}</span>
          ) : (
            <button
              type="button"
              className={styles.realname}
              onClick={() => {
                onDone();
                account.startRealname();
              }}
            >
              {t('account.realname')}
            </button>
          )
        ) : null}
      </div>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link className={styles.entry} to={entry.to} onClick={onDone}>
              <Icon name={entry.icon} />
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.logout}
        onClick={() => {
          onDone();
          void account.logout();
        }}
      >
        <Icon name="logout" />
        {t('account.logout')}
      </button>
    </>
  );
}
