import { chExtValue, parseChExt } from '../../../../shared/channel-ext.ts';
import { columnsPerRow, truncateFor } from '../../../../shared/blocks.ts';
import { DESIGN_WIDTH, DESKTOP_WIDTH } from '../../../../shared/layout.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { BlockEmpty } from './BlockEmpty.tsx';
import { itemMedia } from './item-media.ts';
import { ListImage } from './ListImage.tsx';
import styles from './PictureTitleList.module.css';

/** Mobile: two per row; an odd count leads with one full-width picture so no row is left half empty. */
const MOBILE_COLUMNS = 2;

/** pictureTitle: 16:9 pictures with their titles over a shade; 2 per row mobile, col_per_row (3) on PC. */
export function PictureTitleList({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const colPerRow = Number(chExtValue(parseChExt(channel.ch_ext), 'col_per_row')) || undefined;
  const shown = truncateFor(items, displayType, layout, limited, colPerRow);
  if (shown.length === 0) return <BlockEmpty />;
  const columns = layout === 'pc' ? Math.min(Math.max(columnsPerRow(displayType, layout, colPerRow), 2), 4) : MOBILE_COLUMNS;
  const rowWidth = layout === 'pc' ? DESKTOP_WIDTH - 48 : DESIGN_WIDTH - 48;
  const cellWidth = Math.round(rowWidth / columns);
  const leadWide = layout === 'mobile' && shown.length % 2 === 1;
  return (
    <ul className={styles.list} style={{ '--columns': columns } as React.CSSProperties}>
      {shown.map((item, index) => {
        const wide = leadWide && index === 0;
        const width = wide ? rowWidth : cellWidth;
        return (
          <li key={`${item.recommend_id}:${item.content_id}`} className={wide ? `${styles.item} ${styles.wide}` : styles.item}>
            <ContentLink item={item} className={styles.link}>
              <ListImage media={itemMedia(item, channel.id)} width={width} height={Math.round((width * 9) / 16)} />
              <span className={styles.title}>{item.title}</span>
            </ContentLink>
          </li>
        );
      })}
    </ul>
  );
}
