import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { viewerName } from '../../lib/account/viewer-avatar.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useAfterIdle } from '../../lib/lazy/use-after-idle.ts';
import { AccountAvatar } from './AccountMenuBody.tsx';
import styles from './account.module.css';

export { AccountAvatar } from './AccountMenuBody.tsx';

// The popover and the bottom sheet bring Radix: fetched after load, for signed-in viewers only.
const AccountPopover = lazy(() => import('./AccountPopover.tsx'));
const AccountDrawer = lazy(() => import('./AccountDrawer.tsx'));

/** Desktop: a sign-in button for anonymous visitors, else the avatar opening the user menu. */
export function UserMenu() {
  const t = useT();
  const account = useAccount();
  const [open, setOpen] = useState(false);
  const idle = useAfterIdle(account.user !== null);
  if (account.status === 'checking') return <span className={styles.placeholder} role="status" aria-label={t('account.checking')} />;
  if (!account.user) {
    return (
      <button type="button" className={styles.signIn} onClick={account.login}>
        {t('account.signIn')}
      </button>
    );
  }
  const trigger = (
    <>
      <AccountAvatar />
      <span className={styles.triggerName}>{viewerName(account.user, account.community)}</span>
    </>
  );
  // Until the popover's code is here, the same button; a click opens the menu as soon as it is.
  const standIn = (
    <button type="button" className={styles.trigger} aria-label={t('account.menu')} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
      {trigger}
    </button>
  );
  if (!idle && !open) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountPopover open={open} onOpenChange={setOpen} trigger={trigger} label={t('account.menu')} />
    </Suspense>
  );
}

/** Mobile: the same menu in a bottom sheet (mounted once opened, or after load to open at once). */
export function AccountSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const idle = useAfterIdle();
  if (!idle && !open) return null;
  return (
    <Suspense fallback={null}>
      <AccountDrawer open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
