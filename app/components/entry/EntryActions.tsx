import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { EntryPageStatistics, LikeAnswer } from '../../../shared/contract/entry-page.ts';
import { useT } from '../../i18n/index.ts';
import { useFormat } from '../../lib/format/use-format.ts';
import { apiGet, apiPost } from '../../lib/api-client.ts';
import { share } from '../../lib/app-bridge.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { CorrectionButton } from '../corrections/CorrectionButton.tsx';
import { FavoriteButton } from '../favorites/FavoriteButton.tsx';
import { usePageView } from '../ranking/use-page-view.ts';
import styles from './entry.module.css';

/** Like, favorite, correction, share, page views and the links to history and contributors. */
export function EntryActions({ id, name, desc }: { id: number; name: string; desc: string }) {
  const t = useT();
  const format = useFormat();
  const { edition, href } = useWiki();
  const views = usePageView(id);
  const [stats, setStats] = useState<Pick<EntryPageStatistics, 'like_num' | 'is_like'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [shared, setShared] = useState(false);

  useEffect(() => {
    let live = true;
    apiGet<EntryPageStatistics>(edition.app_sn, '/wapi/entry_page/statistics', { entry_page_id: id }, { silent: true }).then(
      (answer) => live && setStats(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [edition.app_sn, id]);

  async function toggleLike() {
    setBusy(true);
    try {
      const answer = await apiPost<LikeAnswer>(edition.app_sn, '/wapi/entry_page/like', { entry_page_id: id, is_cancel: stats?.is_like === true });
      setStats(answer);
    } catch {
      // The API client already reacted (sign-in, toast).
    } finally {
      setBusy(false);
    }
  }

  async function onShare() {
    const result = await share({ title: name, description: desc, url: window.location.href });
    setShared(result === 'copied');
  }

  const liked = stats?.is_like === true;
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.actionButton} aria-pressed={liked} data-liked={liked ? 'true' : 'false'} disabled={busy} onClick={() => void toggleLike()}>
        <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {t(liked ? 'entry.liked' : 'entry.like')}
        {stats ? <span className={styles.count}>{format.number(stats.like_num)}</span> : null}
      </button>
      <FavoriteButton contentId={id} kind="entry" />
      <CorrectionButton entryPageId={id} />
      <button type="button" className={styles.actionButton} onClick={() => void onShare()}>
        {t(shared ? 'entry.shareCopied' : 'entry.share')}
      </button>
      {views !== null ? <span className={styles.muted}>{t('entry.views', { n: format.number(views) })}</span> : null}
      <span className={styles.actionLinks}>
        <Link to={href(`content/${id}/upgrade-records`)}>{t('entry.history')}</Link>
        <Link to={href(`content/${id}/contribution`)}>{t('entry.contributors')}</Link>
      </span>
    </div>
  );
}
