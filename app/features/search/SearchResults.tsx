import { useEffect, useRef } from 'react';
import { imageVariant } from '../../../shared/images.ts';
import type { SearchHit } from '../../../shared/contract/search.ts';
import { useT } from '../../i18n/index.ts';
import { useWiki } from '../../lib/wiki-context.tsx';
import { Highlighted } from './Highlighted.tsx';
import { plainText } from './highlight-parts.ts';
import type { SearchResults as Results } from './use-search-results.ts';
import styles from './Search.module.css';

/** The item whose coming into view loads the next page: this many from the end. */
const NEAR_END = 3;

/** Query of a result's link: the detail page without the app's header and back button. */
const HEADER_HIDING = { header_bar_hide_back: '1' };

function ResultItem({ hit, watch }: { hit: SearchHit; watch: ((node: HTMLLIElement | null) => void) | undefined }) {
  const { href } = useWiki();
  return (
    <li ref={watch} className={styles.result} data-search-result={hit.entry_page_id}>
      <a
        className={styles.resultLink}
        href={href(`content/${hit.entry_page_id}/detail`, HEADER_HIDING)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={plainText(hit.name)}
      >
        {hit.icon_url ? (
          <img className={styles.resultIcon} src={imageVariant(hit.icon_url, 96)} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className={styles.resultIcon} aria-hidden="true" />
        )}
        <span className={styles.resultText}>
          <Highlighted className={styles.resultName} marked={hit.name} />
          {hit.body ? <Highlighted className={styles.resultBody} marked={hit.body} data-search-snippet="" /> : null}
          {hit.menus.length > 0 ? (
            <span className={styles.resultMenus}>
              {hit.menus.map((menu) => (
                <span key={menu.id} className={styles.menuTag}>
                  {menu.name}
                </span>
              ))}
            </span>
          ) : null}
        </span>
      </a>
    </li>
  );
}

/**
 * Results of a search: each opens the entry's detail page in a new tab; the next page is
 * appended when a near-end item scrolls into view, while full pages keep coming.
 */
export function SearchResults({ results }: { results: Results }) {
  const t = useT();
  const observer = useRef<IntersectionObserver | null>(null);
  const { list, loading, loaded, hasMore, loadMore } = results;

  useEffect(() => {
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    });
    return () => observer.current?.disconnect();
  }, [loadMore]);

  const watchIndex = hasMore ? Math.max(0, list.length - NEAR_END) : -1;
  const watch = (node: HTMLLIElement | null) => {
    if (!node || !observer.current) return;
    observer.current.disconnect();
    observer.current.observe(node);
  };

  if (loaded && list.length === 0 && !loading) return <p className={styles.empty}>{t('search.noResult')}</p>;
  return (
    <div className={styles.results} aria-busy={loading}>
      <ul className={styles.resultList} aria-label={t('search.results')}>
        {list.map((hit, index) => (
          <ResultItem key={hit.entry_page_id} hit={hit} watch={index === watchIndex ? watch : undefined} />
        ))}
      </ul>
      {loading ? <p className={styles.status}>{t('search.loading')}</p> : null}
      {loaded && !loading && !hasMore && list.length > 0 ? <p className={styles.status}>{t('search.noMore')}</p> : null}
    </div>
  );
}
