import { Suspense } from 'react';
import { Link } from 'react-router';
import type { EncycMenu } from '../../../../shared/contract/encyc.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { Checking, useCreateGate } from './GatedEditor.tsx';
import styles from '../editor.module.css';

/**
 * /words/create without a menuId: the channels the user may create in, each opening the editor
 * with its template. The route's clientLoader reads them (`menus`, null until loaded).
 */
export function ChannelPicker(props: { fromUrl: string; menus: EncycMenu[] | null }) {
  return (
    <Suspense fallback={<Checking />}>
      <GatedChannelPicker {...props} />
    </Suspense>
  );
}

function GatedChannelPicker({ fromUrl, menus }: { fromUrl: string; menus: EncycMenu[] | null }) {
  const t = useT();
  const { href } = useWiki();
  const gate = useCreateGate([]);

  if (gate !== 'allowed') return <p className={styles.pageMessage}>{gate === 'checking' ? t('editor.checking') : null}</p>;
  if (menus === null) return <p className={styles.pageMessage}>{t('editor.loading')}</p>;
  const groups = menus.filter((menu) => menu.sub_menus.length > 0);
  return (
    <section className={styles.simplePage} aria-labelledby="pick-title">
      <h1 id="pick-title" className={styles.pageTitle}>
        {t('editor.create.pickTitle')}
      </h1>
      <p className={styles.muted}>{t('editor.create.pickHint')}</p>
      {groups.length === 0 ? <p className={styles.emptyNote}>{t('editor.create.noChannels')}</p> : null}
      {groups.map((menu) => (
        <div key={menu.id} className={styles.pickGroup}>
          <h2 className={styles.subhead}>{menu.name}</h2>
          <ul className={styles.pickList}>
            {menu.sub_menus.map((sub) => (
              <li key={sub.id} className={styles.pickItem}>
                <Link className={styles.pickLink} to={href('words/create', { menuId: String(sub.id), ...(fromUrl ? { from_url: fromUrl } : {}) })}>
                  {sub.name}
                </Link>
                <Link className={styles.linkButton} to={href('words/mock', { menuId: String(sub.id) })}>
                  {t('editor.create.viewTemplate')}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
