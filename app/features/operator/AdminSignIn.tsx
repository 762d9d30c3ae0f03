import { useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { useRouteAction } from '../../lib/route-data.ts';
import styles from './admin.module.css';

/** What the console's sign-in form submits to the layout's server action: POST /v1/account/login on the shown edition (the layout's own URL, /admin, names none). */
export type AdminSignInBody = { app_sn: string; login_name: string; password: string };

/** The console's own sign-in form (the reader's popup lives in the edition layout), sent to the console layout's server action; the router then reloads the console's data (now signed in). */
export function AdminSignIn({ appSn }: { appSn: string }) {
  const t = useT();
  const run = useRouteAction();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError('');
    try {
      const body: AdminSignInBody = { app_sn: appSn, login_name: textOf(form.get('login_name')), password: textOf(form.get('password')) };
      await run(body);
    } catch (failure) {
      setError(t('operator.signin.failed', { message: failure instanceof ApiCallError ? failure.message : String(failure) }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className={styles.signin} onSubmit={submit} aria-labelledby="admin-signin-title">
      <h1 id="admin-signin-title">{t('operator.signin.title')}</h1>
      <label className={styles.field}>
        <span>{t('operator.signin.account')}</span>
        <input name="login_name" autoComplete="username" required />
      </label>
      <label className={styles.field}>
        <span>{t('operator.signin.password')}</span>
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        {t('operator.signin.submit')}
      </button>
      <a href="/">{t('operator.backToSite')}</a>
    </form>
  );
}

/** A text field's value (a file field's is not text). */
const textOf = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');
