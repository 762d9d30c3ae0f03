import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import type { NotificationItem } from '../../../shared/contract/notifications.ts';
import { translate, useLocale, useT } from '../../i18n/index.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { appNotify, appUnreadCount, inApp } from '../../lib/app-bridge.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { isReviewer } from '../contributing/contributing-links.ts';
import { notificationView } from './notification-text.ts';
import { useNewNotifications, useUnreadCount } from './unread-stream.ts';
import styles from './NotificationBell.module.css';

const BELL = 'M12 3.5a5.5 5.5 0 0 0-5.5 5.5v3.6L5 15.5v1h14v-1l-1.5-2.9V9A5.5 5.5 0 0 0 12 3.5zM9.8 18.5a2.3 2.3 0 0 0 4.4 0';

/** The badge's most: more reads "99+". */
const BADGE_MAX = 99;

/**
 * The headers' bell (issue 32), for signed-in visitors only: a link to the inbox named with the
 * unread count, its badge live from the notification stream (unread-stream.ts). The count
 * arrives after hydration: the server's HTML and the first paint show the bell without it.
 */
export function NotificationBell({ variant }: { variant: 'mobile' | 'pc' }) {
  const t = useT();
  const { edition, href } = useWiki();
  const account = useAccount();
  const viewer = useSessionViewer();
  const signedIn = account.status === 'signed-in' && Boolean(viewer);
  const unread = useUnreadCount(edition.app_sn, signedIn ? viewer : '');
  useAppNotifications(unread);
  if (!signedIn) return null;
  const count = unread ?? 0;
  return (
    <Link
      className={variant === 'pc' ? `${styles.bell} ${styles.pc}` : `${styles.bell} ${styles.mobile}`}
      to={href('account/notifications')}
      aria-label={count > 0 ? t('notifications.bellUnread', { n: count }) : t('notifications.bell')}
      title={t('notifications.bell')}
      data-header-item="notifications"
      data-unread={unread === null ? undefined : String(count)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={BELL} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-unread-badge="">
          {count > BADGE_MAX ? t('notifications.badgeMore') : count}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * Inside the companion app, what the bell hears goes to the app too (app-bridge.ts notify and
 * setUnreadCount, where the app has them): each new notification once (from the tab holding the
 * stream) with its sentence in the page's language and its absolute link, and the unread count.
 */
function useAppNotifications(unread: number | null) {
  const locale = useLocale();
  const { href } = useWiki();
  const account = useAccount();
  const reviewer = isReviewer(account.permissions);
  useEffect(() => {
    if (unread !== null) appUnreadCount(unread);
  }, [unread]);
  const hear = useCallback(
    (item: NotificationItem, fromStream: boolean) => {
      if (!fromStream || !inApp()) return;
      // The sentences are the inbox's, in the account area's messages: fetched with the first notification handed over.
      import('../../i18n/areas/account-center.ts').then(
        () => {
          const view = notificationView(item, (key, vars) => translate(locale, key, vars), reviewer);
          const url = view.path ? new URL(href(view.path, view.query), window.location.origin).href : '';
          appNotify({ id: item.id, kind: item.kind, text: view.text, comment: view.comment, url });
        },
        () => {
          // Offline: the bell and the inbox still tell.
        },
      );
    },
    [locale, href, reviewer],
  );
  useNewNotifications(hear);
}
