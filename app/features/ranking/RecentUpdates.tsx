import { useState } from 'react';
import type { ContentPage } from '../../../shared/contract/content-lists.ts';
import { useT } from '../../i18n/index.ts';
import * as rankingCalls from '../../../shared/contract/calls/ranking.ts';
import { callApi } from '../../lib/api-client.ts';
import { useLayout, useWiki } from '../../lib/wiki-context.tsx';
import { ArticleMeta } from '../blocks/lists/ArticleMeta.tsx';
import { isGrayscaleItem, itemMedia } from '../blocks/lists/item-media.ts';
import { ListImage } from '../blocks/lists/ListImage.tsx';
import { ContentLink } from '../content/ContentLink.tsx';
import { RECENT_UPDATES_PAGE_SIZE, appendPage } from './recent-updates.ts';
import styles from './RecentUpdates.module.css';

/** Thumbnail frame in CSS px per layout (square: entry icons). */
const THUMB = { mobile: 56, pc: 72 } as const;

type LoadState = 'idle' | 'loading' | 'failed';

/**
 * Recently updated entries as summary rows (icon, title, summary, author and relative time),
 * 20 at a time: 'load more' appends the next page from /wapi/home/recent_update.
 */
export function RecentUpdates({ initial }: { initial: ContentPage }) {
  const t = useT();
  const layout = useLayout();
  const { edition } = useWiki();
  const [items, setItems] = useState(initial.list);
  const [total, setTotal] = useState(initial.total);
  const [pageNum, setPageNum] = useState(1);
  const [state, setState] = useState<LoadState>('idle');
  // A short page is the end, whatever the total said.
  const [done, setDone] = useState(initial.list.length < RECENT_UPDATES_PAGE_SIZE);

  const loadMore = async () => {
    if (state === 'loading') return;
    setState('loading');
    try {
      const page = await callApi(edition.app_sn, rankingCalls.recentUpdate, { page_num: pageNum + 1, page_size: RECENT_UPDATES_PAGE_SIZE });
      setItems((shown) => appendPage(shown, page.list));
      setTotal(page.total);
      setPageNum(pageNum + 1);
      setDone(page.list.length < RECENT_UPDATES_PAGE_SIZE);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  if (items.length === 0) return <p className="block-empty">{t('recent.empty')}</p>;
  const size = THUMB[layout];
  const more = !done && items.length < total;
  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.content_id} className={styles.item}>
            <ContentLink item={item} className={styles.link}>
              <span className={styles.thumb}>
                <ListImage media={itemMedia(item, 0)} width={size} height={size} grayscale={isGrayscaleItem(item)} />
              </span>
              <span className={styles.body}>
                <span className={styles.title}>{item.title}</span>
                {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
                <ArticleMeta item={item} className={styles.meta} />
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
      <div className={styles.footer}>
        {more ? (
          <button type="button" className={styles.more} onClick={loadMore} disabled={state === 'loading'} aria-busy={state === 'loading'}>
            {state === 'loading' ? t('app.loading') : state === 'failed' ? t('recent.loadFailed') : t('recent.loadMore')}
          </button>
        ) : (
          <p className={styles.end}>{t('recent.noMore')}</p>
        )}
      </div>
    </>
  );
}
