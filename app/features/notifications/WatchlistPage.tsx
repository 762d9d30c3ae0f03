import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { WatchedTarget, WatchlistItem } from '../../../shared/contract/notifications.ts';
import { useT } from '../../i18n/index.ts';
import { isAlreadyShown } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useFormat } from '../../lib/format/use-format.ts';
import { useRetry, useRouteAction, type ApiData } from '../../lib/route-data.ts';
import { toast } from '../../lib/toast/toast.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { SignInPrompt } from '../accounts/SignInPrompt.tsx';
import { NotificationNav, Pager } from './NotificationNav.tsx';
import { pagesOf, WATCHED_PAGE_SIZE, WATCHLIST_PAGE_SIZE, type NotificationPageWrite, type WatchlistData } from './notification-pages.ts';
import { diffTarget } from './notification-text.ts';
import styles from './NotificationPages.module.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /account/watchlist (issue 32): the recent published changes to the entries and channels the
 * visitor watches, newest first, each with its author, time, summary and a link to its diff
 * (?page); then what they watch, with unwatch (?watched_page). Personal: the route's server
 * loader reads both with the session (`watchlist`, null when signed out).
 */
export function WatchlistPage({ watchlist }: { watchlist: WatchlistData | null }) {
  const t = useT();
  const account = useAccount();
  const [, setParams] = useSearchParams();

  if (account.status !== 'signed-in' || !watchlist) {
    return (
      <section className={styles.page} data-watchlist="">
        <h2 className={styles.heading}>{t('watchlist.title')}</h2>
        <SignInPrompt text={t('watchlist.signIn')} checkingText={t('inbox.checking')} />
      </section>
    );
  }

  const go = (param: 'page' | 'watched_page', next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next > 1) copy.set(param, String(next));
        else copy.delete(param);
        return copy;
      },
      { preventScrollReset: true },
    );

  return (
    <section className={styles.page} data-watchlist="">
      <h2 className={styles.heading}>{t('watchlist.title')}</h2>
      <NotificationNav current="watchlist" />
      <div className={styles.columns}>
        <section className={styles.block} aria-labelledby="watchlist-changes" data-watchlist-changes="">
          <h3 id="watchlist-changes" className={styles.blockTitle}>
            {t('watchlist.changes')}
          </h3>
          <Loaded state={watchlist.changes}>
            {(changes) => (
              <>
                <p className={styles.summary}>{t('watchlist.changesTotal', { n: changes.total })}</p>
                {changes.list.length === 0 ? (
                  <p className={styles.empty}>{t('watchlist.changesEmpty')}</p>
                ) : (
                  <ol className={styles.list}>
                    {changes.list.map((item) => (
                      <ChangeRow key={`${item.content_id}:${item.lang}:${item.version}`} item={item} />
                    ))}
                  </ol>
                )}
                <Pager
                  page={watchlist.page}
                  pages={pagesOf(changes.total, WATCHLIST_PAGE_SIZE)}
                  label={t('watchlist.changePages')}
                  onPage={(next) => go('page', next)}
                />
              </>
            )}
          </Loaded>
        </section>
        <section className={styles.block} aria-labelledby="watchlist-watched" data-watchlist-watched="">
          <h3 id="watchlist-watched" className={styles.blockTitle}>
            {t('watchlist.followed')}
          </h3>
          <Loaded state={watchlist.watched}>
            {(watched) => (
              <>
                <p className={styles.summary}>{t('watchlist.followedTotal', { n: watched.total })}</p>
                {watched.list.length === 0 ? (
                  <p className={styles.empty}>{t('watchlist.followedEmpty')}</p>
                ) : (
                  <ul className={styles.list}>
                    {watched.list.map((target) => (
                      <WatchedRow key={`${target.target_kind}:${target.target_id}`} target={target} />
                    ))}
                  </ul>
                )}
                <Pager
                  page={watchlist.watchedPage}
                  pages={pagesOf(watched.total, WATCHED_PAGE_SIZE)}
                  label={t('watchlist.followedPages')}
                  onPage={(next) => go('watched_page', next)}
                />
              </>
            )}
          </Loaded>
        </section>
      </div>
    </section>
  );
}

/** A part's data, or its failure with a retry. */
function Loaded<T>({ state, children }: { state: ApiData<T>; children: (data: T) => React.ReactNode }) {
  const t = useT();
  const retry = useRetry();
  if (state.status === 'ready') return children(state.data);
  if (state.status === 'loading') return <p className={styles.notice}>{t('inbox.loading')}</p>;
  return (
    <p className={styles.notice} role="alert">
      {t('watchlist.failed')}{' '}
      <button type="button" className={styles.inlineButton} onClick={retry}>
        {t('inbox.retry')}
      </button>
    </p>
  );
}

function ChangeRow({ item }: { item: WatchlistItem }) {
  const t = useT();
  const format = useFormat();
  const { href } = useWiki();
  const created = item.diff.previous_version === 0;
  const diff = diffTarget(item.diff.content_id, item.diff.version, item.diff.previous_version);
  const time = new Date(item.time);
  return (
    <li className={styles.item} data-change-content={item.content_id} data-change-version={item.version}>
      <div className={styles.body}>
        <div className={styles.line}>
          <Link className={styles.sentence} to={href(`content/${item.content_id}/detail`)}>
            {item.title}
          </Link>
          <span className={styles.tag}>{created ? t('watchlist.created') : t('watchlist.version', { version: item.version })}</span>
          {item.lang ? <span className={styles.tag}>{item.lang}</span> : null}
        </div>
        <p className={item.summary ? styles.comment : `${styles.comment} ${styles.faint}`}>{item.summary || t('watchlist.noSummary')}</p>
        <p className={styles.meta}>
          <span>{t('watchlist.by', { author: item.author_name || t('watchlist.unknownAuthor') })}</span>
          <time dateTime={time.toISOString()}>{format.dateTime(item.time / 1000)}</time>
          {item.via === 'channel' ? <span>{t('watchlist.viaChannel')}</span> : null}
          {created ? null : (
            <Link
              className={styles.diffLink}
              to={href(diff.path, diff.query)}
              aria-label={t('watchlist.diffNamed', { title: item.title, version: item.version })}
            >
              {t('watchlist.diff')}
            </Link>
          )}
        </p>
      </div>
    </li>
  );
}

function WatchedRow({ target }: { target: WatchedTarget }) {
  const t = useT();
  const format = useFormat();
  const { href } = useWiki();
  const run = useRouteAction();
  const [busy, setBusy] = useState(false);
  const name = target.name || `#${target.target_id}`;
  const path = target.target_kind === 'entry' ? `content/${target.target_id}/detail` : `channel/map/${target.target_id}`;
  const unwatch = async () => {
    setBusy(true);
    try {
      await run({ intent: 'unwatch', target_kind: target.target_kind, target_id: target.target_id } satisfies NotificationPageWrite);
      toast.success(t('watchlist.unwatched', { name }), { id: 'watchlist-unwatch' });
    } catch (error) {
      if (!isAlreadyShown(error)) toast.error(t('watchlist.unwatchFailed', { message: messageOf(error) }), { id: 'watchlist-unwatch' });
      setBusy(false);
    }
  };
  return (
    <li className={styles.item} data-watched={`${target.target_kind}:${target.target_id}`}>
      <div className={styles.body}>
        <div className={styles.line}>
          <span className={styles.tag}>{t(target.target_kind === 'entry' ? 'watchlist.kind.entry' : 'watchlist.kind.channel')}</span>
          <Link className={styles.sentence} to={href(path)}>
            {name}
          </Link>
        </div>
        <p className={styles.meta}>
          <span>{t('watchlist.since', { date: format.date(target.time / 1000) })}</span>
          {target.source === 'auto' ? <span>{t('watchlist.auto')}</span> : null}
        </p>
      </div>
      <button type="button" className={styles.button} disabled={busy} onClick={() => void unwatch()} aria-label={t('watchlist.unwatchNamed', { name })}>
        {t('watchlist.unwatch')}
      </button>
    </li>
  );
}
