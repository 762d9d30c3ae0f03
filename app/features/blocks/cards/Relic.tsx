import { parseItemExt } from '../../../../shared/channel-ext.ts';
import { truncateFor } from '../../../../shared/blocks.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import type { BlockProps } from '../types.ts';
import { infoBody } from './card-helpers.ts';
import { InfoDetails, InfoHeader, StoryBox } from './InfoParts.tsx';
import styles from './Relic.module.css';

/** Relic set cards: icon and title, set bonuses and pieces (or the empty text), and the story. */
export function Relic({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  return (
    <ul className={styles.list}>
      {truncateFor(items, displayType, layout, limited).map((item) => {
        const body = infoBody(parseItemExt(item.ext, channel.id));
        return (
          <li key={`${item.recommend_id}:${item.content_id}`} className={styles.card}>
            <InfoHeader item={item} size={layout === 'pc' ? 48 : 40} />
            <InfoDetails body={body} pictureSize={layout === 'pc' ? 40 : 32} />
            <StoryBox text={item.summary} />
          </li>
        );
      })}
    </ul>
  );
}
