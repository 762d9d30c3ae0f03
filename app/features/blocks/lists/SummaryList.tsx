import { truncateFor } from '../../../../shared/blocks.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { ArticleMeta } from './ArticleMeta.tsx';
import { BlockEmpty } from './BlockEmpty.tsx';
import { isGrayscaleItem, itemMedia } from './item-media.ts';
import { ListImage } from './ListImage.tsx';
import styles from './SummaryList.module.css';

/** Thumbnail frame, 16:9, in CSS px per layout. */
const THUMB = { mobile: [112, 63], pc: [160, 90] } as const;

/** summary: rows of thumbnail, title, two lines of summary, author and relative time. */
export function SummaryList({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const shown = truncateFor(items, displayType, layout, limited);
  if (shown.length === 0) return <BlockEmpty />;
  const [width, height] = THUMB[layout];
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <li key={`${item.recommend_id}:${item.content_id}`} className={styles.item}>
          <ContentLink item={item} className={styles.link}>
            <span className={styles.thumb}>
              <ListImage media={itemMedia(item, channel.id)} width={width} height={height} grayscale={isGrayscaleItem(item)} />
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
  );
}
