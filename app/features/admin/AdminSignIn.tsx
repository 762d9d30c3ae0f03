import { useState } from 'react';
import type { ClientActionFunctionArgs } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { accountCalls } from '../../../shared/contract/calls/accounts.ts';
import { ApiCallError, callApi } from '../../lib/api-client.ts';
import { routeAction, useRouteAction } from '../../lib/route-data.ts';
import styles from './admin.module.css';

type SignIn = { app_sn: string; login_name: string; password: string };

/** The console layout's clientAction: signing in; the router then reloads the console's data (now signed in). */
export function signInAction({ request }: ClientActionFunctionArgs) {
  return routeAction(request, ({ app_sn, ...credentials }: SignIn) => callApi(app_sn, accountCalls.login, credentials, { silent: true }));
}

/** The console's own sign-in form (the reader's popup lives in the edition layout), sent to the layout's action (signInAction). */
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
      const body: SignIn = { app_sn: appSn, login_name: String(form.get('login_name') ?? ''), password: String(form.get('password') ?? '') };
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
