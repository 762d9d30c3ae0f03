import { useEffect, useState } from 'react';
import { toast } from '../../lib/toast/toast.ts';
import type { FavoriteKind } from '../../../shared/contract/favorites.ts';
import { useT } from '../../i18n/index.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import { fetchFavoriteState, setFavorite } from './favorite-api.ts';
import styles from './FavoriteButton.module.css';

const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/**
 * Favorite / unfavorite toggle for an entry page ('entry': wapi/entry_page/favorite) or a
 * strategy content ('strategy': v1/content/favorite). Anonymous visitors are asked to log in.
 */
export function FavoriteButton({ contentId, kind }: { contentId: number; kind: FavoriteKind }) {
  const t = useT();
  const { edition } = useWiki();
  const account = useAccount();
  const [favorite, setFavoriteState] = useState(false);
  const [busy, setBusy] = useState(false);
  const aid = account.user?.aid ?? null;

  useEffect(() => {
    if (account.status !== 'signed-in') {
      setFavoriteState(false);
      return;
    }
    let live = true;
    fetchFavoriteState(edition.app_sn, kind, contentId).then(
      (value) => live && setFavoriteState(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [edition.app_sn, kind, contentId, account.status, aid]);

  const toggle = async () => {
    if (account.status !== 'signed-in') {
      account.login();
      return;
    }
    setBusy(true);
    try {
      const next = await setFavorite(edition.app_sn, kind, contentId, !favorite);
      setFavoriteState(next);
      toast.success(t(next ? 'favorites.added' : 'favorites.removed'), { id: 'favorite-toggle' });
    } catch (error) {
      // -100 already started login; other failures say what the server said.
      if (error instanceof ApiCallError && error.retcode !== -100) toast.error(error.message, { id: 'favorite-toggle' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={favorite ? `${styles.button} ${styles.on}` : styles.button}
      aria-pressed={favorite}
      disabled={busy || account.status === 'checking'}
      onClick={() => void toggle()}
      data-favorite-kind={kind}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={STAR} fill={favorite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {t(favorite ? 'favorites.remove' : 'favorites.add')}
    </button>
  );
}
