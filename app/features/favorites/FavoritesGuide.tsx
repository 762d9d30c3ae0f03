import { useEffect } from 'react';
import { FAVORITES_GUIDE_FLAG, FAVORITES_GUIDE_KEY, GUIDE_MAX_WIDTH_QUERY } from './favorites-guide.ts';
import { useT } from '../../i18n/index.ts';
import * as keyBoxCalls from '../../../shared/contract/calls/key-box.ts';
import { callApi } from '../../lib/api-client.ts';
import { useLocalFlag } from '../../lib/local-flag.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { GuideSeen } from './favorites-guide.data.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';
import styles from './FavoritesGuide.module.css';

/**
 * First-time guide pointing at the favorites entry: at widths of at most 900 px,
 * once per user, unless this browser's flag or the server-cached key (key-box) says it was
 * seen; ending it sets both. It never blocks the page: a bubble under the icon, no overlay.
 */
export function FavoritesGuide() {
  const t = useT();
  const { edition, href } = useWiki();
  const [seenHere, rememberHere] = useLocalFlag(FAVORITES_GUIDE_FLAG);
  // The flag reads as seen until it is read after mount: the server never gets this far.
  const ask = !seenHere && window.matchMedia(GUIDE_MAX_WIDTH_QUERY).matches;
  const viewer = useSessionViewer();
  const { state } = useRouteLoad<GuideSeen>(ask && viewer ? href('my-data/guide-seen', { app_sn: edition.app_sn, viewer }) : null);
  const seenElsewhere = state.status === 'ready' && state.data;
  useEffect(() => {
    if (seenElsewhere) rememberHere();
  }, [seenElsewhere, rememberHere]);
  const open = ask && state.status === 'ready' && !state.data;

  if (!open) return null;
  const end = () => {
    rememberHere();
    void callApi(edition.app_sn, keyBoxCalls.add, { key: FAVORITES_GUIDE_KEY, value: '1' }, { silent: true }).catch(() => undefined);
  };
  return (
    <div className={styles.bubble} role="dialog" aria-label={t('favorites.guideLabel')} data-favorites-guide="">
      <span className={styles.ring} aria-hidden="true" />
      <p className={styles.text}>{t('favorites.guide')}</p>
      <button type="button" className={styles.done} onClick={end}>
        {t('favorites.guideDone')}
      </button>
    </div>
  );
}
