import { useT } from '../../i18n/index.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import styles from './Review.module.css';

/** The review pages for a visitor who may not use them: sign in, or no permission. */
export function AccessNotice({ access }: { access: 'login' | 'forbidden' }) {
  const t = useT();
  const account = useAccount();
  return (
    <section className={styles.page}>
      <h2 className={styles.title}>{t('review.title')}</h2>
      <div className={styles.denied} data-review-access={access} role="alert">
        <svg viewBox="0 0 48 48" aria-hidden="true" className={styles.deniedMark}>
          <rect x="11" y="21" width="26" height="19" rx="3" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M17 21v-5a7 7 0 0 1 14 0v5" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
        <p>{t(access === 'login' ? 'review.loginNeeded' : 'review.forbidden')}</p>
        {access === 'login' && account.status !== 'signed-in' ? (
          <button type="button" className={styles.primary} onClick={account.login}>
            {t('contributing.signInButton')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
