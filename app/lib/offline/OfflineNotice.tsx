import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { savedCopyPath, subscribeSavedCopy } from './service-worker-client.ts';
import styles from './OfflineNotice.module.css';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Says when the page is not live: the browser is offline, or the page shown is the copy the service
 * worker saved (service-worker-client.ts). The server renders none (it is
 * online by definition); a saved copy seen online offers a reload.
 */
export function OfflineNotice() {
  const t = useT();
  const { pathname } = useLocation();
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const saved = useSyncExternalStore(subscribeSavedCopy, savedCopyPath, () => null) === pathname;
  if (online && !saved) return null;
  const message = online ? t('offline.notice.copy') : saved ? t('offline.notice.saved') : t('offline.notice.offline');
  return (
    <div className={styles.notice} role="status" data-testid="offline-notice">
      <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 3.3-2.1M15.9 10.6A10 10 0 0 1 19 12.5M8.5 16a5 5 0 0 1 7 0M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span>{message}</span>
      {online ? (
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {t('offline.notice.reload')}
        </button>
      ) : null}
    </div>
  );
}
