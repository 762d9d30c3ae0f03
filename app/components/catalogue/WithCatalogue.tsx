import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { Drawer } from 'vaul';
import { useT } from '../../i18n/index.ts';
import { useLayout } from '../../lib/wiki-context.tsx';
import drawerStyles from '../channel/drawer.module.css';
import { Catalogue } from './Catalogue.tsx';
import type { CatalogueData } from './catalogue-types.ts';
import styles from './WithCatalogue.module.css';

/** Page content with the catalogue: a side panel on desktop, a slide-in drawer on mobile. */
export function WithCatalogue({ children }: { children: React.ReactNode }) {
  const t = useT();
  const layout = useLayout();
  const [open, setOpen] = useState(false);
  const data = useRouteLoaderData<{ catalogue: CatalogueData }>('edition')?.catalogue;
  if (!data) return <>{children}</>;

  if (layout === 'pc') {
    return (
      <div className={styles.columns}>
        <aside className={styles.panel}>
          <h2 className={styles.title}>{t('catalogue.title')}</h2>
          <Catalogue data={data} />
        </aside>
        <div className={styles.main}>{children}</div>
      </div>
    );
  }

  return (
    <>
      {children}
      <Drawer.Root direction="left" open={open} onOpenChange={setOpen}>
        <Drawer.Trigger className={styles.fab} aria-label={t('catalogue.open')}>
          {t('catalogue.title')}
        </Drawer.Trigger>
        <Drawer.Portal>
          <Drawer.Overlay className={drawerStyles.overlay} />
          <Drawer.Content className={drawerStyles.side} aria-describedby={undefined}>
            <Drawer.Title className={drawerStyles.title}>{t('catalogue.title')}</Drawer.Title>
            <div className={drawerStyles.body}>
              <Catalogue data={data} onNavigate={() => setOpen(false)} />
            </div>
          </Drawer.Content>
        </Drawer.Portal>
      </Drawer.Root>
    </>
  );
}
