import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { AccountMenuBody } from './AccountMenuBody.tsx';
import styles from './account.module.css';

/** Desktop: the account menu in a popover under the avatar (AccountMenu.tsx's UserMenu loads it). */
export default function AccountPopover({
  open,
  onOpenChange,
  trigger,
  label,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  label: string;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={styles.trigger} aria-label={label}>
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} align="end" sideOffset={8} aria-label={label}>
          <AccountMenuBody onDone={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
