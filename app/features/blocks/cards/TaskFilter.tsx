import { chExtValue, parseChExt, parseItemExt } from '../../../../shared/channel-ext.ts';
import { columnsPerRow, truncateFor } from '../../../../shared/blocks.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { filterLabels } from './card-helpers.ts';
import styles from './TaskFilter.module.css';

/** Task rows: task icon, title, and the region (icon and filter values). Filtering is the page's. */
export function TaskFilter({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const colPerRow = Number(chExtValue(parseChExt(channel.ch_ext), 'col_per_row')) || undefined;
  const columns = columnsPerRow(displayType, layout, colPerRow);
  return (
    <ul className={styles.list} style={{ '--columns': columns } as React.CSSProperties}>
      {truncateFor(items, displayType, layout, limited, colPerRow).map((item) => {
        const ext = parseItemExt(item.ext, channel.id);
        const taskIcon = ext.icons.taskIcon || item.icon;
        const labels = filterLabels(ext.filterValues);
        return (
          <li key={`${item.recommend_id}:${item.content_id}`} className={styles.cell}>
            <ContentLink item={item} className={styles.row}>
              {taskIcon ? <img className={styles.taskIcon} src={imageVariant(taskIcon, 72)} alt="" loading="lazy" width={36} height={36} /> : null}
              <span className={styles.title}>{item.title}</span>
              {ext.icons.regionIcon || labels.length > 0 ? (
                <span className={styles.region}>
                  {ext.icons.regionIcon ? (
                    <img className={styles.regionIcon} src={imageVariant(ext.icons.regionIcon, 40)} alt="" loading="lazy" width={20} height={20} />
                  ) : null}
                  {labels.length > 0 ? <span className={styles.regionText}>{labels.join(' · ')}</span> : null}
                </span>
              ) : null}
            </ContentLink>
          </li>
        );
      })}
    </ul>
  );
}
