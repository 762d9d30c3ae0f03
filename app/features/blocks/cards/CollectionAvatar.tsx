import { truncateFor } from '../../../../shared/blocks.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import styles from './CollectionAvatar.module.css';

/** Round avatars with names: 8 on mobile, 12 on desktop when limited. */
export function CollectionAvatar({ items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const size = layout === 'pc' ? 80 : 56;
  return (
    <ul className={styles.grid}>
      {truncateFor(items, displayType, layout, limited).map((item) => (
        <li key={`${item.recommend_id}:${item.content_id}`} className={styles.cell}>
          <ContentLink item={item} className={styles.link}>
            <span className={styles.ring}>
              {item.icon ? <img className={styles.avatar} src={imageVariant(item.icon, size * 2)} alt="" loading="lazy" width={size} height={size} /> : null}
            </span>
            <span className={styles.name}>{item.title}</span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
