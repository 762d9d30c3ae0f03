import { Drawer } from 'vaul';
import { useT } from '../../i18n/index.ts';
import { AccountMenuBody } from './AccountMenuBody.tsx';
import styles from './account.module.css';

/** Mobile: the account menu in a bottom sheet (AccountMenu.tsx's AccountSheet loads it). */
export default function AccountDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className={styles.overlay} />
        <Drawer.Content className={styles.sheet} aria-describedby={undefined}>
          <div className={styles.handle} />
          <Drawer.Title className="visually-hidden">{t('account.menu')}</Drawer.Title>
          <AccountMenuBody onDone={() => onOpenChange(false)} />
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
