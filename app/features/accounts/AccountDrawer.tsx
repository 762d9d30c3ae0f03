import { Drawer } from '../../components/ui/Drawer.tsx';
import { useT } from '../../i18n/index.ts';
import { AccountMenuBody } from './AccountMenuBody.tsx';
import styles from './account.module.css';

/** Mobile: the account menu in a bottom sheet (AccountMenu.tsx's AccountSheet loads it). */
export default function AccountDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <Drawer
      placement="bottom"
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.menu')}
      titleClassName="visually-hidden"
      className={styles.sheet}
      handle
    >
      <AccountMenuBody onDone={() => onOpenChange(false)} />
    </Drawer>
  );
}
