import { useT } from '../../i18n/index.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from './GatePage.module.css';

/**
 * What a login-required edition shows instead of its pages: sign in first (with a sign-in
 * button), or the no-permission page (-3005: 'this page is being tested, stay tuned'), where a
 * signed-in visitor may switch accounts. Either way a link leads home: the site's public home
 * (this edition's own home is behind the same gate).
 */
export function GatePage({ reason }: { reason: 'login' | 'forbidden' }) {
  const t = useT();
  const { edition } = useWiki();
  const account = useAccount();
  return (
    <section className={styles.page} data-page={reason === 'login' ? 'login-required' : 'no-permission'}>
      <div className={styles.badge} aria-hidden="true">
        {reason === 'login' ? (
          <svg viewBox="0 0 24 24">
            <path d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v10H5z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24">
            <path
              d="M9 3h6M10 3v6L4.5 18.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 15h10"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </div>
      <h1 className={styles.title}>{reason === 'login' ? t('gate.loginTitle') : t('gate.forbidden')}</h1>
      <p className={styles.text}>{reason === 'login' ? t('gate.loginText', { name: edition.name }) : t('gate.forbiddenText')}</p>
      {reason === 'login' && account.status !== 'signed-in' ? (
        <button type="button" className={styles.primary} onClick={account.login}>
          {t('gate.signIn')}
        </button>
      ) : null}
      {reason === 'forbidden' && account.status === 'signed-in' ? (
        <button type="button" className={styles.secondary} onClick={() => void account.logout()}>
          {t('gate.switchAccount')}
        </button>
      ) : null}
      <a className={styles.home} href="/" data-gate-home="">
        {t('error.backHome')}
      </a>
    </section>
  );
}
