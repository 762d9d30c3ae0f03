import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../lib/toast/toast.ts';
import type { FavoriteKind } from '../../../shared/contract/favorites.ts';
import { useT } from '../../i18n/index.ts';
import { ApiCallError, isAlreadyShown } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { FavoriteStateData, FavoriteWrite } from './favorite-state.data.ts';
import { useRouteLoad, type ActionOutcome } from '../../lib/route-data.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';
import styles from './FavoriteButton.module.css';

const STAR = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/**
 * Favorite / unfavorite toggle for an entry page ('entry': wapi/entry_page/favorite) or a
 * strategy content ('strategy': v1/content/favorite). Anonymous visitors are asked to log in.
 * The state loads with the visitor's session after hydration (a fetcher of favorite-state.data.ts);
 * the toggle is that route's action, after which the router loads the state again.
 */
export function FavoriteButton({ contentId, kind }: { contentId: number; kind: FavoriteKind }) {
  const t = useT();
  const { edition, href } = useWiki();
  const account = useAccount();
  const signedIn = account.status === 'signed-in';
  const viewer = useSessionViewer();
  const { state } = useRouteLoad<FavoriteStateData>(
    signedIn && viewer ? href('my-data/favorite-state', { app_sn: edition.app_sn, kind, id: String(contentId), viewer }) : null,
  );
  const write = useFetcher<ActionOutcome<boolean>>();
  const writing = write.state !== 'idle';
  // While the write runs the button shows what it asked for.
  const asked = writing ? (write.json as FavoriteWrite | undefined) : undefined;
  const favorite = signedIn && (asked ? asked.is_favorite : state.status === 'ready' && state.data);

  const outcome = write.state === 'idle' ? write.data : undefined;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) toast.success(t(outcome.data ? 'favorites.added' : 'favorites.removed'), { id: 'favorite-toggle' });
    // -100 already started login; other failures say what the server said.
    else if (outcome.error instanceof ApiCallError && !isAlreadyShown(outcome.error)) toast.error(outcome.error.message, { id: 'favorite-toggle' });
  }, [outcome, t]);

  const toggle = () => {
    if (!signedIn) {
      account.login();
      return;
    }
    const body: FavoriteWrite = { app_sn: edition.app_sn, kind, id: contentId, is_favorite: !favorite };
    void write.submit(body, { method: 'post', encType: 'application/json', action: href('my-data/favorite-state'), defaultShouldRevalidate: false });
  };

  return (
    <button
      type="button"
      className={favorite ? `${styles.button} ${styles.on}` : styles.button}
      aria-pressed={favorite}
      disabled={writing || account.status === 'checking'}
      onClick={toggle}
      data-favorite-kind={kind}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={STAR} fill={favorite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      {t(favorite ? 'favorites.remove' : 'favorites.add')}
    </button>
  );
}
