import type { PageContentItem } from '../../../shared/contract/channel.ts';
import { imageVariant } from '../../../shared/images.ts';
import { useT } from '../../i18n/index.ts';
import { RedDot } from '../red-point/RedDot.tsx';
import { ContentLink } from './ContentLink.tsx';
import styles from './ContentGrid.module.css';

interface ContentGridProps {
  items: PageContentItem[];
  /** Items per row on the desktop layout; mobile uses its own columns. */
  columns?: number;
}

/** Entries as icon tiles with their titles. */
export function ContentGrid({ items, columns = 8 }: ContentGridProps) {
  const t = useT();
  if (items.length === 0) return <p className={styles.empty}>{t('channel.empty')}</p>;
  return (
    <ul className={styles.grid} style={{ '--columns': columns } as React.CSSProperties}>
      {items.map((item) => (
        <li key={`${item.recommend_id}:${item.content_id}`} className={styles.cell}>
          <RedDot type="content" id={item.content_id} block className={item.corner_mark ? `${styles.dotOnIcon} ${styles.dotUnderMark}` : styles.dotOnIcon}>
            <RedDot type="recommend" id={item.recommend_id} block className={styles.dotOnIcon}>
              <ContentLink item={item} className={styles.card}>
                <span className={styles.iconWrap}>
                  {item.icon ? <img className={styles.icon} src={imageVariant(item.icon, 160)} alt="" loading="lazy" width={80} height={80} /> : null}
                  {item.corner_mark ? <span className={styles.mark}>{item.corner_mark}</span> : null}
                </span>
                <span className={styles.title}>{item.title}</span>
              </ContentLink>
            </RedDot>
          </RedDot>
        </li>
      ))}
    </ul>
  );
}
