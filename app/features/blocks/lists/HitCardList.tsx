import { truncateFor } from '../../../../shared/blocks.ts';
import type { PageContentItem } from '../../../../shared/contract/channel.ts';
import { hitCardCountdown } from '../../../lib/format/time-texts.ts';
import { useTimeText } from '../../../i18n/time-text.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { BlockEmpty } from './BlockEmpty.tsx';
import { isoTime, itemMedia } from './item-media.ts';
import { ListImage } from './ListImage.tsx';
import { useNow } from './use-now.ts';
import styles from './HitCardList.module.css';

/** Picture frame (16:9) in CSS px: a thumbnail on mobile rows, a third of the desktop column. */
const FRAME = { mobile: [128, 72], pc: [373, 210] } as const;

/**
 * hitCard: event cards with picture, title and the time left until end_time, refreshed each
 * minute; ended events are greyed. The countdown needs "now", so it fills in after mount.
 */
export function HitCardList({ channel, items, displayType, limited }: BlockProps) {
  const layout = useLayout();
  const now = useNow();
  const shown = truncateFor(items, displayType, layout, limited);
  if (shown.length === 0) return <BlockEmpty />;
  const [width, height] = FRAME[layout];
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <HitCard key={`${item.recommend_id}:${item.content_id}`} item={item} channelId={channel.id} now={now} width={width} height={height} />
      ))}
    </ul>
  );
}

interface HitCardProps {
  item: PageContentItem;
  channelId: number;
  now: number | null;
  width: number;
  height: number;
}

function HitCard({ item, channelId, now, width, height }: HitCardProps) {
  const timeText = useTimeText();
  // An end_time of 0 is no end: no countdown, never ended.
  const countdown = item.end_time > 0 && now !== null ? hitCardCountdown(item.end_time, now) : null;
  const ended = countdown?.key === 'time.ended';
  return (
    <li className={ended ? `${styles.item} ${styles.ended}` : styles.item}>
      <ContentLink item={item} className={styles.link}>
        <span className={styles.frame}>
          <ListImage media={itemMedia(item, channelId)} width={width} height={height} />
        </span>
        <span className={styles.body}>
          <span className={styles.title}>{item.title}</span>
          {item.end_time > 0 ? (
            <time className={countdown ? styles.countdown : `${styles.countdown} ${styles.pending}`} dateTime={isoTime(item.end_time)}>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <circle cx="8" cy="8" r="6.25" />
                <path d="M8 4.5V8l2.5 1.5" />
              </svg>
              {countdown ? timeText(countdown) : null}
            </time>
          ) : null}
        </span>
      </ContentLink>
    </li>
  );
}
