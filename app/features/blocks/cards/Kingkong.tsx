import { useState } from 'react';
import { Link } from 'react-router';
import { kingkongHasArrows } from '../../../../shared/blocks.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { kingkongPages } from './card-helpers.ts';
import styles from './Kingkong.module.css';

/** Icon grid: at most 8 icons, 4 per page with previous/next arrows (none for exactly 4). */
export function Kingkong({ channel, items }: BlockProps) {
  const t = useT();
  const { href, layout } = useWiki();
  const pages = kingkongPages(items, layout);
  const [page, setPage] = useState(0);
  const current = Math.min(page, Math.max(pages.length - 1, 0));
  const arrows = kingkongHasArrows(pages.reduce((sum, slots) => sum + slots.length, 0));
  const iconSize = layout === 'pc' ? 52 : 44;

  return (
    <div className={styles.block}>
      {arrows ? (
        <button
          type="button"
          className={`${styles.arrow} ${styles.prev}`}
          aria-label={t('block.previous')}
          disabled={current === 0}
          onClick={() => setPage(current - 1)}
        />
      ) : null}
      <ul className={styles.grid} aria-label={arrows ? t('block.page', { n: current + 1 }) : undefined}>
        {(pages[current] ?? []).map((slot) =>
          slot.kind === 'item' ? (
            <li key={slot.item.recommend_id} className={styles.cell}>
              <ContentLink item={slot.item} className={styles.link}>
                <span className={styles.iconWrap}>
                  {slot.item.icon ? (
                    <img className={styles.icon} src={imageVariant(slot.item.icon, iconSize * 2)} alt="" loading="lazy" width={iconSize} height={iconSize} />
                  ) : null}
                  {slot.item.corner_mark ? <span className={styles.mark}>{slot.item.corner_mark}</span> : null}
                </span>
                <span className={styles.title}>{slot.item.title}</span>
              </ContentLink>
            </li>
          ) : (
            <li key="more" className={styles.cell}>
              <Link className={styles.link} to={href(`channel/position/${channel.id}`)}>
                <span className={`${styles.iconWrap} ${styles.moreIcon}`} aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                <span className={styles.title}>{t('block.more')}</span>
              </Link>
            </li>
          ),
        )}
      </ul>
      {arrows ? (
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={t('block.next')}
          disabled={current >= pages.length - 1}
          onClick={() => setPage(current + 1)}
        />
      ) : null}
    </div>
  );
}
