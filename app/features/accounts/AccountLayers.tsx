import { Suspense, useEffect, useRef } from 'react';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import { prefetchSonner, toast } from '../../lib/toast/toast.ts';
import { useT } from '../../i18n/index.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import styles from './layers.module.css';

// The popups bring the schema library with them: each is its own chunk, loaded when first opened.
const SignInDialog = optionalLazy(() => import('./SignInDialog.tsx'));
const RealnameDialog = optionalLazy(() => import('./RealnameDialog.tsx'));

/** What the viewer store shows above the pages: the sign-in and real-name popups, the -3101 page. */
export function AccountLayers() {
  const t = useT();
  const account = useAccount();
  // A popup stays mounted once opened, so it can animate out and keep its chunk.
  const used = useRef({ signIn: false, realname: false });
  if (account.dialogs.signIn) used.current.signIn = true;
  if (account.dialogs.realname) used.current.realname = true;
  const appSn = account.appSn;
  const signedIn = account.status === 'signed-in';
  // Someone who writes needs the toasts at hand when the network drops (toast.ts).
  useEffect(() => {
    if (signedIn) prefetchSonner();
  }, [signedIn]);

  return (
    <>
      {appSn && used.current.signIn ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={account.dialogs.signIn}
            onOpenChange={(open) => account.setDialog('signIn', open)}
            appSn={appSn}
            onSignedIn={() => {
              toast.success(t('account.signedIn'));
              void account.completeLogin();
            }}
          />
        </Suspense>
      ) : null}
      {appSn && used.current.realname ? (
        <Suspense fallback={null}>
          <RealnameDialog
            open={account.dialogs.realname && account.status === 'signed-in'}
            onOpenChange={(open) => account.setDialog('realname', open)}
            appSn={appSn}
            onVerified={() => {
              account.setDialog('realname', false);
              void account.refresh();
            }}
          />
        </Suspense>
      ) : null}
      {account.sessionInvalid ? (
        <div className={styles.sessionInvalid} role="alertdialog" aria-modal="true" aria-labelledby="session-invalid-text" data-page="session-invalid">
          <p id="session-invalid-text" className={styles.message}>
            {t('account.sessionInvalid')}
          </p>
          <button type="button" className={styles.link} onClick={() => void account.relogin()}>
            {t('account.relogin')}
          </button>
        </div>
      ) : null}
    </>
  );
}
