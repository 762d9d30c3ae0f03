import { Suspense, useState } from 'react';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';
import { useRouteLoaderData } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useOpenedOnce } from '../../lib/lazy/use-opened-once.ts';
import { useLayout } from '../../lib/wiki-context.tsx';
import { Catalogue } from './Catalogue.tsx';
import type { CatalogueData } from './catalogue-types.ts';
import styles from './WithCatalogue.module.css';

// The mobile drawer is fetched when first opened.
const CatalogueDrawer = optionalLazy(() => import('./CatalogueDrawer.tsx'));

/** Page content with the catalogue: a side panel on desktop, a slide-in drawer on mobile. */
export function WithCatalogue({ children }: { children: React.ReactNode }) {
  const t = useT();
  const layout = useLayout();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
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
      <button type="button" className={styles.fab} aria-label={t('catalogue.open')} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {t('catalogue.title')}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <CatalogueDrawer data={data} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
