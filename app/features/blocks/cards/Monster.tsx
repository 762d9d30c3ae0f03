import { parseItemExt } from '../../../../shared/channel-ext.ts';
import { truncateFor } from '../../../../shared/blocks.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import type { BlockProps } from '../types.ts';
import { infoBody } from './card-helpers.ts';
import { InfoDetails, InfoHeader } from './InfoParts.tsx';
import styles from './Monster.module.css';

/** Monster cards: icon and title, weakness and drop rows with drop pictures (or the empty text). */
export function Monster({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  return (
    <ul className={styles.list}>
      {truncateFor(items, displayType, layout, limited).map((item) => {
        const body = infoBody(parseItemExt(item.ext, channel.id));
        return (
          <li key={`${item.recommend_id}:${item.content_id}`} className={styles.card}>
            <InfoHeader item={item} size={layout === 'pc' ? 44 : 36} />
            <InfoDetails body={body} pictureSize={layout === 'pc' ? 32 : 26} />
          </li>
        );
      })}
    </ul>
  );
}
