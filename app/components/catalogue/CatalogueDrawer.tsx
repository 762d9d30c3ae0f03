import { Drawer } from 'vaul';
import { useT } from '../../i18n/index.ts';
import drawerStyles from '../channel/drawer.module.css';
import { Catalogue } from './Catalogue.tsx';
import type { CatalogueData } from './catalogue-types.ts';

/** Mobile: the catalogue in a drawer from the left (WithCatalogue.tsx loads it when first opened). */
export default function CatalogueDrawer({ data, open, onOpenChange }: { data: CatalogueData; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <Drawer.Root direction="left" open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className={drawerStyles.overlay} />
        <Drawer.Content className={drawerStyles.side} aria-describedby={undefined}>
          <Drawer.Title className={drawerStyles.title}>{t('catalogue.title')}</Drawer.Title>
          <div className={drawerStyles.body}>
            <Catalogue data={data} onNavigate={() => onOpenChange(false)} />
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
