import type { PageContentItem } from '../../../../shared/contract/channel.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { ContentLink } from '../../content/ContentLink.tsx';
import styles from './IconTile.module.css';

/** One icon of an icon grid: the entry's icon (with its corner mark) over its title, as a link. */
export function IconTile({ item, size }: { item: PageContentItem; size: number }) {
  return (
    <ContentLink item={item} className={styles.tile}>
      <span className={styles.iconWrap} style={{ '--size': `${size / 100}rem` } as React.CSSProperties}>
        {item.icon ? <img className={styles.icon} src={imageVariant(item.icon, size * 2)} alt="" loading="lazy" width={size} height={size} /> : null}
        {item.corner_mark ? <span className={styles.mark}>{item.corner_mark}</span> : null}
      </span>
      <span className={styles.title}>{item.title}</span>
    </ContentLink>
  );
}
