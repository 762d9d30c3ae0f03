import { useT } from '../../i18n/index.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import styles from './SignInPrompt.module.css';

/**
 * What a personal page shows a visitor who is not signed in: what signing in would show, and
 * the sign-in button; while the session is being checked, a quiet line instead.
 */
export function SignInPrompt({ text, checkingText }: { text: string; checkingText: string }) {
  const t = useT();
  const account = useAccount();
  if (account.status === 'checking') return <p className={styles.notice}>{checkingText}</p>;
  return (
    <div className={styles.prompt} data-sign-in="">
      <p className={styles.notice}>{text}</p>
      <button type="button" className={styles.button} onClick={account.login}>
        {t('account.signIn')}
      </button>
    </div>
  );
}
