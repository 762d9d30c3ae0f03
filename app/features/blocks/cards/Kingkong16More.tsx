import type { PageChannelNode, PageContentItem } from '../../../../shared/contract/channel.ts';
import { useT } from '../../../i18n/index.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { IconTile } from './IconTile.tsx';
import styles from './Kingkong16More.module.css';

interface Kingkong16MoreProps {
  /** The kingkong16 channel named by ?channel_id=. */
  channel: PageChannelNode;
  /** Its entries; the channel's own list by default. */
  items?: PageContentItem[];
}

/** The 'more' page of the 16-icon grid: every icon of the channel under the channel's name. */
export function Kingkong16More({ channel, items = channel.list }: Kingkong16MoreProps) {
  const t = useT();
  const layout = useLayout();
  const size = layout === 'pc' ? 64 : 48;
  return (
    <section className={styles.page} aria-labelledby={`kingkong16-${channel.id}`}>
      <h2 id={`kingkong16-${channel.id}`} className={styles.heading}>
        {channel.name}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('block.filling')}</p>
      ) : (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={`${item.recommend_id}:${item.content_id}`} className={styles.cell}>
              <IconTile item={item} size={size} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
