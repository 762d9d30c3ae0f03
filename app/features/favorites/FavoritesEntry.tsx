import { Link } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import dotStyles from '../red-point/RedDot.module.css';
import { useFavoriteRedPoint } from './favorite-red-point.ts';
import { FavoritesGuide } from './FavoritesGuide.tsx';
import styles from './FavoritesEntry.module.css';

const ICON = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/**
 * The mobile header's favorites entry: a link to /favorite/list with a red dot while a favorited
 * page changed since the user last looked; anonymous visitors are asked to log in instead.
 */
export function FavoritesEntry({ withGuide }: { withGuide: boolean }) {
  const t = useT();
  const { href } = useWiki();
  const account = useAccount();
  const { show } = useFavoriteRedPoint();
  const label = show ? t('favorites.entryUpdated') : t('favorites.entry');
  const icon = (
    <span className={styles.icon}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {show ? <span className={`${dotStyles.dot} ${styles.dot}`} data-favorites-dot="" /> : null}
    </span>
  );
  const signedIn = account.status === 'signed-in';
  return (
    <span className={styles.wrap}>
      {signedIn ? (
        <Link className={styles.entry} to={href('favorite/list')} aria-label={label} data-header-item="favorites">
          {icon}
        </Link>
      ) : (
        <button type="button" className={styles.entry} aria-label={label} data-header-item="favorites" onClick={account.login}>
          {icon}
        </button>
      )}
      {withGuide && signedIn ? <FavoritesGuide /> : null}
    </span>
  );
}
