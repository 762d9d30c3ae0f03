import { Suspense, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { viewerName } from '../../lib/account/viewer-avatar.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import { useAfterIdle } from '../../lib/lazy/use-after-idle.ts';
import { AccountAvatar } from './AccountMenuBody.tsx';
import styles from './account.module.css';

export { AccountAvatar } from './AccountMenuBody.tsx';

type PopoverProps = { open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactNode; label: string };

/** The avatar button until the popover's code is here (a click opens the menu as soon as it is), or when it cannot come. */
function PopoverStandIn({ open, onOpenChange, trigger, label }: PopoverProps) {
  return (
    <button type="button" className={styles.trigger} aria-label={label} aria-haspopup="dialog" aria-expanded={open} onClick={() => onOpenChange(true)}>
      {trigger}
    </button>
  );
}

// The popover and the bottom sheet bring Radix: fetched after load, for signed-in viewers only.
const AccountPopover = optionalLazy(() => import('./AccountPopover.tsx'), PopoverStandIn);
const AccountDrawer = optionalLazy(() => import('./AccountDrawer.tsx'));

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
  const props: PopoverProps = { open, onOpenChange: setOpen, trigger, label: t('account.menu') };
  if (!idle && !open) return <PopoverStandIn {...props} />;
  return (
    <Suspense fallback={<PopoverStandIn {...props} />}>
      <AccountPopover {...props} />
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
