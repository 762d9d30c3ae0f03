import { truncateFor } from '../../../../shared/blocks.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import styles from './KingkongTag.module.css';

/** Tag-style pills (icon + title), 6 when limited. */
export function KingkongTag({ items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const shown = truncateFor(items, displayType, layout, limited);
  const size = layout === 'pc' ? 28 : 22;
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <li key={`${item.recommend_id}:${item.content_id}`} className={styles.cell}>
          <ContentLink item={item} className={styles.pill}>
            {item.icon ? <img className={styles.icon} src={imageVariant(item.icon, size * 2)} alt="" loading="lazy" width={size} height={size} /> : null}
            <span className={styles.title}>{item.title}</span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
