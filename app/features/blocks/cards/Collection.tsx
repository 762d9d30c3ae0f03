import { useId } from 'react';
import { truncateFor } from '../../../../shared/blocks.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { useWiki } from '../../../lib/wiki-context.tsx';
import { ContentLink } from '../../content/ContentLink.tsx';
import type { BlockProps } from '../types.ts';
import { collectionCard, entryCover } from './card-helpers.ts';
import { CollectionHeading, EnterCollection } from './CollectionCardParts.tsx';
import styles from './Collection.module.css';

/**
 * Collections (group): a card per child channel with its count, its first 3 entries and a link
 * into it; 4 collections when limited. A channel without children lists its own entries.
 */
export function Collection({ channel, items, limited }: BlockProps) {
  const t = useT();
  const { href, layout } = useWiki();
  const id = useId();

  if (channel.children.length === 0) {
    return (
      <ul className={styles.plain}>
        {truncateFor(items, 'group', layout, limited).map((item) => (
          <li key={`${item.recommend_id}:${item.content_id}`}>
            <EntryRow item={item} channelId={channel.id} />
          </li>
        ))}
      </ul>
    );
  }

  const cards = truncateFor(channel.children, 'group', layout, limited).map(collectionCard);
  return (
    <ul className={styles.collections}>
      {cards.map((card) => (
        <li key={card.channel.id} className={styles.card}>
          <CollectionHeading card={card} headingId={`${id}-${card.channel.id}`} classes={styles} />
          {card.previews.length > 0 ? (
            <ul className={styles.previews}>
              {card.previews.map((item) => (
                <li key={`${item.recommend_id}:${item.content_id}`}>
                  <EntryRow item={item} channelId={card.channel.id} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{t('block.filling')}</p>
          )}
          <EnterCollection
            to={href(`channel/position/${channel.id}/${card.channel.id}`)}
            linkId={`${id}-enter-${card.channel.id}`}
            headingId={`${id}-${card.channel.id}`}
            className={styles.enter}
          />
        </li>
      ))}
    </ul>
  );
}

function EntryRow({ item, channelId }: { item: BlockProps['items'][number]; channelId: number }) {
  const cover = entryCover(item, channelId);
  return (
    <ContentLink item={item} className={styles.entry}>
      {cover.url ? (
        <img
          className={cover.kind === 'icon' ? `${styles.thumb} ${styles.thumbIcon}` : styles.thumb}
          src={imageVariant(cover.url, 144)}
          alt=""
          loading="lazy"
          width={72}
          height={44}
        />
      ) : null}
      <span className={styles.text}>
        <span className={styles.title}>{item.title}</span>
        {item.summary ? <span className={styles.summary}>{item.summary}</span> : null}
      </span>
    </ContentLink>
  );
}
