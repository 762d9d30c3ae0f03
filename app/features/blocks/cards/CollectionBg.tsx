import { useId } from 'react';
import { truncateFor } from '../../../../shared/blocks.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { collectionCard, entryCover, type Cover } from './card-helpers.ts';
import { CollectionHeading, EnterCollection } from './CollectionCardParts.tsx';
import styles from './CollectionBg.module.css';

/** Links out of a collection-background block name their source in the `from` query flag. */
const FROM_COLLECTION_BG = { from: 'collectionBg' };

/** Background width the cards render at (CSS px), for the image variant. */
const COVER_WIDTH = { mobile: 351, pc: 580 } as const;

/**
 * Collections with a background picture (the first entry's picture, else its icon) under a dark
 * overlay. A channel without children shows its entries as background cards.
 */
export function CollectionBg({ channel, items, limited }: BlockProps) {
  const t = useT();
  const { href, layout } = useWiki();
  const id = useId();
  const coverWidth = COVER_WIDTH[layout] * 2;

  if (channel.children.length === 0) {
    return (
      <ul className={styles.cards}>
        {truncateFor(items, 'group', layout, limited).map((item) => {
          const cover = entryCover(item, channel.id);
          return (
            <li key={`${item.recommend_id}:${item.content_id}`} className={styles.card}>
              <Background cover={cover} width={coverWidth} />
              <ContentLink item={item} query={FROM_COLLECTION_BG} className={`${styles.content} ${styles.entryCard}`}>
                <span className={styles.name}>{item.title}</span>
                {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
              </ContentLink>
            </li>
          );
        })}
      </ul>
    );
  }

  const cards = truncateFor(channel.children, 'group', layout, limited).map(collectionCard);
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.channel.id} className={styles.card}>
          <Background cover={card.cover} width={coverWidth} />
          <div className={styles.content}>
            <CollectionHeading card={card} headingId={`${id}-${card.channel.id}`} classes={styles} />
            {card.previews.length > 0 ? (
              <ul className={styles.previews}>
                {card.previews.map((item) => (
                  <li key={`${item.recommend_id}:${item.content_id}`}>
                    <ContentLink item={item} query={FROM_COLLECTION_BG} className={styles.preview}>
                      {item.title}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.empty}>{t('block.filling')}</p>
            )}
            <EnterCollection
              to={href(`channel/position/${channel.id}/${card.channel.id}`, FROM_COLLECTION_BG)}
              linkId={`${id}-enter-${card.channel.id}`}
              headingId={`${id}-${card.channel.id}`}
              className={styles.enter}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A picture fills the card; an icon tints it (blurred) and shows crisp at the right. */
function Background({ cover, width }: { cover: Cover; width: number }) {
  if (!cover.url) return null;
  if (cover.kind === 'picture') return <img className={styles.bg} src={imageVariant(cover.url, width)} alt="" loading="lazy" />;
  return (
    <>
      <img className={`${styles.bg} ${styles.tint}`} src={imageVariant(cover.url, 96)} alt="" loading="lazy" />
      <img className={styles.sideIcon} src={imageVariant(cover.url, 160)} alt="" loading="lazy" width={80} height={80} />
    </>
  );
}
