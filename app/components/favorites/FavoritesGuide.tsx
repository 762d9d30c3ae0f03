import { useEffect, useState } from 'react';
import type { KeyBoxValue } from './favorites-guide.ts';
import { FAVORITES_GUIDE_FLAG, FAVORITES_GUIDE_KEY, GUIDE_MAX_WIDTH_QUERY } from './favorites-guide.ts';
import { useT } from '../../i18n/index.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { useLocalFlag } from '../../lib/local-flag.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import styles from './FavoritesGuide.module.css';

/**
 * First-time guide pointing at the favorites entry (spec 000 §4): at widths of at most 900 px,
 * once per user, unless this browser's flag or the server-cached key (key-box) says it was
 * seen; ending it sets both. It never blocks the page: a bubble under the icon, no overlay.
 */
export function FavoritesGuide() {
  const t = useT();
  const { edition } = useWiki();
  const [seenHere, rememberHere] = useLocalFlag(FAVORITES_GUIDE_FLAG);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (seenHere || !window.matchMedia(GUIDE_MAX_WIDTH_QUERY).matches) return;
    let live = true;
    apiGet<KeyBoxValue>(edition.app_sn, '/v1/keybox/query_unique_key', { key: FAVORITES_GUIDE_KEY }, { silent: true }).then(
      (answer) => {
        if (!live) return;
        if (answer.exist) rememberHere();
        else setOpen(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [seenHere, edition.app_sn, rememberHere]);

  if (!open) return null;
  const end = () => {
    setOpen(false);
    rememberHere();
    void apiPost(edition.app_sn, '/v1/keybox/add_unique_key', { key: FAVORITES_GUIDE_KEY, value: '1' }, { silent: true }).catch(() => undefined);
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
