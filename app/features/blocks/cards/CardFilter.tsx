import { parseItemExt } from '../../../../shared/channel-ext.ts';
import { truncateFor } from '../../../../shared/blocks.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import styles from './CardFilter.module.css';

/** A corner badge: the background icon with the number icon drawn over it. */
function Badge({ bg, num, size, className }: { bg?: string; num?: string; size: number; className?: string }) {
  if (!bg && !num) return null;
  return (
    <span className={`${styles.badge} ${className ?? ''}`} aria-hidden="true">
      {bg ? <img className={styles.badgeBg} src={imageVariant(bg, size * 2)} alt="" loading="lazy" width={size} height={size} /> : null}
      {num ? <img className={styles.badgeNum} src={imageVariant(num, size * 2)} alt="" loading="lazy" width={size} height={size} /> : null}
    </span>
  );
}

/** Playing-card tiles: art and title, cost and energy badges in the top corners; 8/12 when limited. */
export function CardFilter({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const artWidth = layout === 'pc' ? 170 : 80;
  const badge = layout === 'pc' ? 32 : 22;
  return (
    <ul className={styles.grid}>
      {truncateFor(items, displayType, layout, limited).map((item) => {
        const { icons } = parseItemExt(item.ext, channel.id);
        return (
          <li key={`${item.recommend_id}:${item.content_id}`} className={styles.cell}>
            <ContentLink item={item} className={styles.card}>
              <span className={styles.frame}>
                {item.icon ? (
                  <img
                    className={styles.art}
                    src={imageVariant(item.icon, artWidth * 2)}
                    alt=""
                    loading="lazy"
                    width={artWidth}
                    height={Math.round((artWidth * 7) / 5)}
                  />
                ) : null}
                <Badge bg={icons.costBgIcon} num={icons.costNumIcon} size={badge} className={styles.cost} />
                <Badge bg={icons.energyBgIcon} num={icons.energyNumIcon} size={badge} className={styles.energy} />
              </span>
              <span className={styles.title}>{item.title}</span>
            </ContentLink>
          </li>
        );
      })}
    </ul>
  );
}
