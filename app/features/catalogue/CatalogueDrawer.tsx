import { Drawer } from '../../components/ui/Drawer.tsx';
import { useT } from '../../i18n/index.ts';
import drawerStyles from '../channels/drawer.module.css';
import { Catalogue } from './Catalogue.tsx';
import type { CatalogueData } from './catalogue-types.ts';

/** Mobile: the catalogue in a drawer from the left (WithCatalogue.tsx loads it when first opened). */
export default function CatalogueDrawer({ data, open, onOpenChange }: { data: CatalogueData; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <Drawer
      placement="left"
      open={open}
      onOpenChange={onOpenChange}
      title={t('catalogue.title')}
      titleClassName={drawerStyles.title}
      className={drawerStyles.side}
    >
      <div className={drawerStyles.body}>
        <Catalogue data={data} onNavigate={() => onOpenChange(false)} />
      </div>
    </Drawer>
  );
}
