import { truncateFor } from '../../../../shared/blocks.ts';
import { useT } from '../../../i18n/index.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { BlockEmpty } from './BlockEmpty.tsx';
import { isGrayscaleItem, itemMedia } from './item-media.ts';
import { ListImage } from './ListImage.tsx';
import styles from './VideoList.module.css';

/** 16:9 frame in CSS px: half the mobile column, a quarter of the desktop column. */
const FRAME = { mobile: [160, 90], pc: [276, 155] } as const;

/** video: 16:9 pictures with a play badge, title and summary; two per row on mobile, four on PC. */
export function VideoList({ channel, items, displayType, limited }: BlockProps) {
  const t = useT();
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
              <span className={styles.play}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
                </svg>
                <span className="visually-hidden">{t('list.video')}</span>
              </span>
            </span>
            <span className={styles.title}>{item.title}</span>
            {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
