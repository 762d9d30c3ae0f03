import { truncateFor } from '../../../../shared/blocks.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { BlockEmpty } from './BlockEmpty.tsx';
import { isGrayscaleItem, itemMedia } from './item-media.ts';
import { ListImage } from './ListImage.tsx';
import styles from './VerticalSummaryList.module.css';

/** Picture frame (2:1) in CSS px: the full mobile column, or a quarter of the desktop column. */
const FRAME = { mobile: [327, 164], pc: [276, 138] } as const;

/** verticalSummary: cards of picture on top, title and summary; one column on mobile, four on PC. */
export function VerticalSummaryList({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const shown = truncateFor(items, displayType, layout, limited);
  if (shown.length === 0) return <BlockEmpty />;
  const [width, height] = FRAME[layout];
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <li key={`${item.recommend_id}:${item.content_id}`} className={styles.item}>
          <ContentLink item={item} className={styles.link}>
            <span className={styles.frame}>
              <ListImage media={itemMedia(item, channel.id)} width={width} height={height} grayscale={isGrayscaleItem(item)} />
            </span>
            <span className={styles.title}>{item.title}</span>
            {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
