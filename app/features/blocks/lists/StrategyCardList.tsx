import { truncateFor } from '../../../../shared/blocks.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { ArticleMeta } from './ArticleMeta.tsx';
import { BlockEmpty } from './BlockEmpty.tsx';
import { isGrayscaleItem, itemMedia } from './item-media.ts';
import { ListImage } from './ListImage.tsx';
import styles from './StrategyCardList.module.css';

/** Square thumbnail side in CSS px per layout. */
const THUMB = { mobile: 64, pc: 72 } as const;

/** strategyCard: guide cards of picture or icon, title, author and relative time; 1 column mobile, 4 on PC. */
export function StrategyCardList({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const shown = truncateFor(items, displayType, layout, limited);
  if (shown.length === 0) return <BlockEmpty />;
  const size = THUMB[layout];
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <li key={`${item.recommend_id}:${item.content_id}`} className={styles.item}>
          <ContentLink item={item} className={styles.link}>
            <span className={styles.thumb}>
              <ListImage media={itemMedia(item, channel.id)} width={size} height={size} grayscale={isGrayscaleItem(item)} />
            </span>
            <span className={styles.body}>
              <span className={styles.title}>{item.title}</span>
              <ArticleMeta item={item} />
            </span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
