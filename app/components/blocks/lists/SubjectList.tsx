import { truncateFor } from '../../../../shared/blocks.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { BlockEmpty } from './BlockEmpty.tsx';
import { itemMedia } from './item-media.ts';
import { ListImage } from './ListImage.tsx';
import styles from './SubjectList.module.css';

/** Picture frame (16:9) in CSS px: half the mobile column, a sixth of the desktop column. */
const FRAME = { mobile: [160, 90], pc: [180, 101] } as const;

/** subject: topic cards of picture and title; two per row on mobile, six in a row on PC. */
export function SubjectList({ channel, items, displayType, limited }: BlockProps) {
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
              <ListImage media={itemMedia(item, channel.id)} width={width} height={height} />
            </span>
            <span className={styles.title}>{item.title}</span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
