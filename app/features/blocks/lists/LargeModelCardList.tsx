import { truncateFor } from '../../../../shared/blocks.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { BlockEmpty } from './BlockEmpty.tsx';
import { itemMedia } from './item-media.ts';
import { ListImage } from './ListImage.tsx';
import styles from './LargeModelCardList.module.css';

/** Portrait card (2:3) in CSS px: a scrolling strip on mobile, a fifth of the desktop column. */
const CARD = { mobile: [100, 150], pc: [218, 327] } as const;

/**
 * largeModelCard: tall portrait cards with the title over a shade. Five per row on PC; on mobile a
 * swipeable strip where limited (home), a three-column grid on the channel page that lists them all.
 */
export function LargeModelCardList({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const shown = truncateFor(items, displayType, layout, limited);
  if (shown.length === 0) return <BlockEmpty />;
  const [width, height] = CARD[layout];
  return (
    <ul className={limited ? `${styles.list} ${styles.strip}` : styles.list}>
      {shown.map((item) => {
        const media = itemMedia(item, channel.id);
        return (
          <li key={`${item.recommend_id}:${item.content_id}`} className={styles.item}>
            <ContentLink item={item} className={styles.link}>
              {/* A portrait crop: even an icon fills the card here. */}
              <ListImage media={media.kind === 'icon' ? { ...media, kind: 'picture' } : media} width={width} height={height} />
              <span className={styles.title}>{item.title}</span>
            </ContentLink>
          </li>
        );
      })}
    </ul>
  );
}
