import { Link } from 'react-router';
import type { EntryFavoriteItem, FavoritePage } from '../../../../shared/contract/favorites.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import type { ApiData } from '../../../lib/route-data.ts';
import { useCenterSection, type CenterSections } from './center-data.ts';
import { CenterSection } from './CenterSection.tsx';
import styles from './Center.module.css';

/** My latest favorite entries; the full list is the favorites page. */
export function MyFavoritesSection({ initial }: { initial: ApiData<CenterSections['favorites']> | undefined }) {
  const t = useT();
  const { href } = useWiki();
  const { state, reload } = useCenterSection('favorites', initial);
  return (
    <CenterSection<FavoritePage<EntryFavoriteItem>>
      id="favorites"
      title={t('personalCenter.favorites.title')}
      state={state}
      reload={reload}
      isEmpty={(data) => data.list.length === 0}
      empty={t('personalCenter.favorites.empty')}
      footer={(data) =>
        data.total > 0 ? (
          <Link className={styles.more} to={href('favorite/list')}>
            {t('personalCenter.favorites.all', { n: data.total })}
          </Link>
        ) : null
      }
    >
      {(data) => (
        <ul className={styles.favorites}>
          {data.list.map((item) => (
            <li key={item.entry_page_id}>
              <Link className={styles.favorite} to={href(`content/${item.entry_page_id}/detail`)}>
                {item.icon_url ? (
                  <img className={styles.favoriteIcon} src={imageVariant(item.icon_url, 96)} alt="" width={40} height={40} loading="lazy" />
                ) : (
                  <span className={styles.favoriteIcon} />
                )}
                <span className={styles.favoriteName}>{item.name}</span>
                {item.has_update ? <span className={styles.updated}>{t('personalCenter.favorites.updated')}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CenterSection>
  );
}
