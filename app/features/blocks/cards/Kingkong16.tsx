import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { chunk, KINGKONG16_PER_PAGE } from '../../../../shared/blocks.ts';
import { useT } from '../../../i18n/index.ts';
import { useLazyCarousel } from '../../../lib/lazy/use-lazy-carousel.tsx';
import { useWiki } from '../../../lib/wiki-context.tsx';
import type { BlockProps } from '../types.ts';
import { IconTile } from './IconTile.tsx';
import styles from './Kingkong16.module.css';

/** The 16-icon grid: a swiper of pages of 16 (4×4 on mobile, 8 per row on desktop) with dots. */
export function Kingkong16({ channel, items }: BlockProps) {
  const t = useT();
  const { href, layout } = useWiki();
  const pages = chunk(items, KINGKONG16_PER_PAGE);
  const [viewportRef, embla, carousel] = useLazyCarousel({ align: 'start', watchDrag: layout === 'mobile' && pages.length > 1 });
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla, onSelect]);

  const size = layout === 'pc' ? 56 : 44;
  return (
    <div className={styles.block} aria-roledescription={t('block.carousel')}>
      {carousel}
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {pages.map((page, index) => (
            <div
              key={page[0]!.recommend_id}
              className={styles.slide}
              role="group"
              aria-roledescription={t('block.slide')}
              aria-label={t('block.page', { n: index + 1 })}
              aria-hidden={index !== selected || undefined}
              inert={index !== selected || undefined}
            >
              <ul className={styles.grid}>
                {page.map((item) => (
                  <li key={`${item.recommend_id}:${item.content_id}`} className={styles.cell}>
                    <IconTile item={item} size={size} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className={styles.footer}>
        {pages.length > 1 ? (
          <div className={styles.dots}>
            {pages.map((page, index) => (
              <button
                key={page[0]!.recommend_id}
                type="button"
                className={index === selected ? `${styles.dot} ${styles.current}` : styles.dot}
                aria-label={t('block.page', { n: index + 1 })}
                aria-current={index === selected}
                onClick={() => embla?.scrollTo(index)}
              />
            ))}
          </div>
        ) : null}
        <Link className={styles.more} to={href('content/kingkong16/more', { channel_id: String(channel.id) })}>
          {t('block.more')}
        </Link>
      </div>
    </div>
  );
}
