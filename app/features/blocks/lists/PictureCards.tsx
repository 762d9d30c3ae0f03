import type { ReactNode } from 'react';
import { truncateFor } from '../../../../shared/blocks.ts';
import type { Layout } from '../../../../shared/layout.ts';
import { useLayout } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { BlockEmpty } from './BlockEmpty.tsx';
import { isGrayscaleItem, itemMedia } from './item-media.ts';
import { ListImage } from './ListImage.tsx';

interface PictureCardsProps extends BlockProps {
  /** The picture's frame in CSS px per layout (the variant is sized from it). */
  frame: Record<Layout, readonly [width: number, height: number]>;
  /** The list's own look: its grid, and each card's link, frame, title and summary. */
  styles: { list?: string; item?: string; link?: string; frame?: string; title?: string; summary?: string };
  /** Pictures of items marked grey show grey. */
  grayscale?: boolean;
  /** The item's summary under its title (when it has one). */
  summary?: boolean;
  /** Drawn over each picture (the video list's play badge). */
  overlay?: ReactNode;
}

/** The cards of the picture lists (subject, verticalSummary, video): a framed picture over a title, and a summary. */
export function PictureCards({ channel, items, displayType, limited, frame, styles, grayscale = false, summary = false, overlay }: PictureCardsProps) {
  const layout = useLayout();
  const shown = truncateFor(items, displayType, layout, limited);
  if (shown.length === 0) return <BlockEmpty />;
  const [width, height] = frame[layout];
  return (
    <ul className={styles.list}>
      {shown.map((item) => (
        <li key={`${item.recommend_id}:${item.content_id}`} className={styles.item}>
          <ContentLink item={item} className={styles.link}>
            <span className={styles.frame}>
              <ListImage media={itemMedia(item, channel.id)} width={width} height={height} grayscale={grayscale && isGrayscaleItem(item)} />
              {overlay}
            </span>
            <span className={styles.title}>{item.title}</span>
            {summary && item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
