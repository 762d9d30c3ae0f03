import { parseItemExt } from '../../../../shared/channel-ext.ts';
import { truncateFor } from '../../../../shared/blocks.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { infoBody } from './card-helpers.ts';
import { EmptyText, InfoTable } from './InfoParts.tsx';
import styles from './RelicWeapon.module.css';

/** Weapon cards: a large icon beside the title and its table rows (or the empty text). */
export function RelicWeapon({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const size = layout === 'pc' ? 68 : 58;
  return (
    <ul className={styles.list}>
      {truncateFor(items, displayType, layout, limited).map((item) => {
        const body = infoBody(parseItemExt(item.ext, channel.id));
        return (
          <li key={`${item.recommend_id}:${item.content_id}`} className={styles.card}>
            <span className={styles.art}>
              {item.icon ? <img className={styles.icon} src={imageVariant(item.icon, size * 2)} alt="" loading="lazy" width={size} height={size} /> : null}
            </span>
            <div className={styles.body}>
              <ContentLink item={item} className={styles.title}>
                {item.title}
              </ContentLink>
              {body.kind === 'table' ? <InfoTable rows={body.rows} /> : <EmptyText placeholder={body.placeholder} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
