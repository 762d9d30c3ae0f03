import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format/use-format.ts';
import { share } from '../../lib/app-bridge.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import type { EntryStats, LikeWrite } from './entry-stats.data.ts';
import { useRouteLoad } from '../../lib/route-data.ts';
import { useSessionViewer } from '../../lib/account/use-session-viewer.ts';
import { CorrectionButton } from '../corrections/CorrectionButton.tsx';
import { FavoriteButton } from '../favorites/FavoriteButton.tsx';
import { WatchButton } from '../notifications/WatchButton.tsx';
import { usePageView } from '../ranking/use-page-view.ts';
import { EditAction } from './EditAction.tsx';
import { TranslateAction } from './TranslateAction.tsx';
import styles from './entry.module.css';

/**
 * Like, edit, favorite, watch, correction, share, page views and the links to history and contributors. The
 * like count and the visitor's like load after hydration (a fetcher of entry-stats.data.ts, again
 * after a sign-in); liking is that route's action, after which the router loads them again.
 */
export function EntryActions({ id, name, desc }: { id: number; name: string; desc: string }) {
  const t = useT();
  const format = useFormat();
  const { edition, href } = useWiki();
  const views = usePageView(id);
  // The visitor is in the href: a sign-in or a switch of user loads the likes again.
  const viewer = useSessionViewer();
  const { state } = useRouteLoad<EntryStats>(href('my-data/entry-stats', { app_sn: edition.app_sn, entry_page_id: String(id), viewer }));
  const stats = state.status === 'ready' ? state.data : null;
  const like = useFetcher();
  const [shared, setShared] = useState(false);

  function toggleLike() {
    // A failure needs nothing more: the API client already reacted (sign-in, toast).
    const body: LikeWrite = { app_sn: edition.app_sn, entry_page_id: id, is_cancel: stats?.is_like === true };
    void like.submit(body, { method: 'post', encType: 'application/json', action: href('my-data/entry-stats'), defaultShouldRevalidate: false });
  }

  async function onShare() {
    const result = await share({ title: name, description: desc, url: window.location.href });
    setShared(result === 'copied');
  }

  const liked = stats?.is_like === true;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={styles.actionButton}
        aria-pressed={liked}
        data-liked={liked ? 'true' : 'false'}
        disabled={like.state !== 'idle'}
        onClick={toggleLike}
      >
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {t(liked ? 'entry.liked' : 'entry.like')}
        {stats ? <span className={styles.count}>{format.number(stats.like_num)}</span> : null}
      </button>
      <EditAction entryPageId={id} />
      <FavoriteButton contentId={id} kind="entry" />
      <WatchButton kind="entry" id={id} />
      <CorrectionButton entryPageId={id} />
      <TranslateAction id={id} />
      <button type="button" className={styles.actionButton} onClick={() => void onShare()}>
        {t(shared ? 'entry.shareCopied' : 'entry.share')}
      </button>
      {views !== null ? <span className={styles.muted}>{t('entry.views', { n: views })}</span> : null}
      <span className={styles.actionLinks}>
        <Link to={href(`content/${id}/upgrade-records`)}>{t('entry.history')}</Link>
        <Link to={href(`content/${id}/contribution`)}>{t('entry.contributors')}</Link>
      </span>
    </div>
  );
}
