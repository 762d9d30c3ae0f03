import { useEffect } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast/toast.ts';
import { FAVORITE_KINDS, type FavoriteKind } from '../../../shared/contract/favorites.ts';
import { imageVariant } from '../../../shared/images.ts';
import { useT } from '../../i18n/index.ts';
import { ApiCallError, isAlreadyShown } from '../../lib/api-client.ts';
import { useAccount } from '../../lib/account/viewer-store.tsx';
import { useFormat } from '../../lib/format/use-format.ts';
import type { ActionOutcome } from '../../lib/route-data.ts';
import type { FavoriteWrite } from './favorite-state.data.ts';
import { useTabKeys } from '../../lib/tab-keys.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { SignInPrompt } from '../accounts/SignInPrompt.tsx';
import dotStyles from '../red-point/RedDot.module.css';
import { useFavoriteRedPoint } from './favorite-red-point.ts';
import { FAVORITE_PAGE_SIZE, favoritePageOf, favoriteTabOf, useFavoriteList, type FavoriteList, type FavoriteListItem } from './use-favorite-list.ts';
import styles from './FavoriteListPage.module.css';

/**
 * /favorite/list: the signed-in user's favorites, the tab query choosing entry pages or
 * strategies, the page query the page; newest first, paged, removable. Personal: the route's
 * server loader reads the list with the session (`favorites`, null when signed out). Opening a
 * tab's list clears its red dot.
 */
export function FavoriteListPage({ favorites }: { favorites: FavoriteList | null }) {
  const t = useT();
  const { edition, href } = useWiki();
  const account = useAccount();
  const [params, setParams] = useSearchParams();
  const kind = favoriteTabOf(params.get('tab'));
  const pageNum = favoritePageOf(params.get('page'));
  const { dots, clear } = useFavoriteRedPoint();
  const { state } = useFavoriteList(favorites?.kind === kind ? favorites : null, (loaded) => void clear(loaded));

  const go = (next: FavoriteKind, nextPage = 1) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        if (nextPage > 1) copy.set('page', String(nextPage));
        else copy.delete('page');
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );
  const chooseTab = (next: FavoriteKind) => go(next);
  const tabKeys = useTabKeys(FAVORITE_KINDS.length, FAVORITE_KINDS.indexOf(kind), (index) => chooseTab(FAVORITE_KINDS[index]!));

  // A removal is favorite-state.data.ts's action; the router then loads this list again.
  const removal = useFetcher<ActionOutcome<boolean>>();
  const outcome = removal.state === 'idle' ? removal.data : undefined;
  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) toast.success(t('favorites.removed'), { id: 'favorite-toggle' });
    // -100 already started login; other failures say what the server said.
    else if (outcome.error instanceof ApiCallError && !isAlreadyShown(outcome.error)) toast.error(outcome.error.message, { id: 'favorite-toggle' });
  }, [outcome, t]);
  const remove = (item: FavoriteListItem) => {
    const body: FavoriteWrite = { app_sn: edition.app_sn, kind, id: item.id, is_favorite: false };
    void removal.submit(body, { method: 'post', encType: 'application/json', action: href('my-data/favorite-state'), defaultShouldRevalidate: false });
  };

  if (account.status === 'anonymous') {
    return (
      <section className={styles.page}>
        <SignInPrompt text={t('favorites.signIn')} checkingText={t('favorites.loading')} />
      </section>
    );
  }

  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.total / FAVORITE_PAGE_SIZE)) : 1;
  return (
    <section className={styles.page}>
      <h2 className={styles.heading}>{t('favorites.title')}</h2>
      <div className={styles.tabs} role="tablist" aria-label={t('favorites.tabs')} onKeyDown={tabKeys.onKeyDown}>
        {FAVORITE_KINDS.map((tab, index) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === kind}
            {...tabKeys.tabProps(index)}
            className={tab === kind ? `${styles.tab} ${styles.activeTab}` : styles.tab}
            onClick={() => chooseTab(tab)}
          >
            <span className={styles.tabLabel}>
              {t(tab === 'entry' ? 'favorites.tab.entry' : 'favorites.tab.strategy')}
              {dots[tab] && tab !== kind ? <span className={`${dotStyles.dot}`} data-favorites-tab-dot={tab} /> : null}
            </span>
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <p className={styles.notice}>{t('favorites.loading')}</p>
        ) : state.status === 'failed' ? (
          <p className={styles.notice}>{t('favorites.failed')}</p>
        ) : state.items.length === 0 ? (
          <p className={styles.notice}>{t('favorites.empty')}</p>
        ) : (
          <>
            <p className={styles.total}>{t('favorites.total', { total: state.total })}</p>
            <ul className={styles.list}>
              {state.items.map((item) => (
                <FavoriteRow key={item.id} item={item} onRemove={() => remove(item)} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav className={styles.pager} aria-label={t('favorites.page', { page: pageNum, pages })}>
                <button type="button" disabled={pageNum <= 1} onClick={() => go(kind, pageNum - 1)}>
                  {t('favorites.prev')}
                </button>
                <span>{t('favorites.page', { page: pageNum, pages })}</span>
                <button type="button" disabled={pageNum >= pages} onClick={() => go(kind, pageNum + 1)}>
                  {t('favorites.next')}
                </button>
              </nav>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

function FavoriteRow({ item, onRemove }: { item: FavoriteListItem; onRemove: () => void }) {
  const t = useT();
  const format = useFormat();
  const { href } = useWiki();
  const body = (
    <>
      {item.icon ? (
        <img className={styles.icon} src={imageVariant(item.icon, 96)} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className={styles.icon} />
      )}
      <span className={styles.text}>
        <span className={styles.name}>
          {item.name}
          {item.hasUpdate ? <span className={styles.updated}>{t('favorites.updated')}</span> : null}
        </span>
        {item.desc ? <span className={styles.desc}>{item.desc}</span> : null}
        <span className={styles.time}>{t('favorites.favoritedOn', { date: format.date(item.favoriteTime) })}</span>
      </span>
    </>
  );
  return (
    <li className={styles.item}>
      {item.bbsUrl ? (
        <a className={styles.link} href={item.bbsUrl} target="_blank" rel="noopener noreferrer nofollow">
          {body}
        </a>
      ) : (
        <Link className={styles.link} to={href(`content/${item.id}/detail`)}>
          {body}
        </Link>
      )}
      <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('favorites.unfavoriteNamed', { name: item.name })}>
        {t('favorites.unfavorite')}
      </button>
    </li>
  );
}
