import { useLayoutEffect, useRef, useState } from 'react';
import type { PageContentItem } from '../../../../shared/contract/channel.ts';
import type { ItemExt } from '../../../../shared/channel-ext.ts';
import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { ContentLink } from '../../content/ContentLink.tsx';
import { cellText, storyTallEnough, type InfoBody } from './card-helpers.ts';
import styles from './InfoParts.module.css';

/** Card header: the entry's icon and title, linking to the entry. */
export function InfoHeader({ item, size, className }: { item: PageContentItem; size: number; className?: string }) {
  return (
    <ContentLink item={item} className={`${styles.header} ${className ?? ''}`}>
      {item.icon ? (
        <img
          className={styles.headerIcon}
          style={{ width: `${size / 100}rem`, height: `${size / 100}rem` }}
          src={imageVariant(item.icon, size * 2)}
          alt=""
          loading="lazy"
          width={size}
          height={size}
        />
      ) : null}
      <span className={styles.headerTitle}>{item.title}</span>
    </ContentLink>
  );
}

/** Key/value rows; a blank value shows the 'none' text. */
export function InfoTable({ rows }: { rows: ItemExt['table'] }) {
  const t = useT();
  return (
    <dl className={styles.table}>
      {rows.map((row, index) => (
        <div key={`${row.key}-${index}`} className={styles.row}>
          <dt className={styles.key}>{row.key}</dt>
          <dd className={styles.value}>{cellText(row.value, t('block.none'))}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A strip of small pictures (decorative: the table names what they show). */
export function PictureStrip({ pictures, size }: { pictures: string[]; size: number }) {
  if (pictures.length === 0) return null;
  return (
    <div className={styles.strip}>
      {pictures.map((url, index) => (
        <img
          key={`${url}-${index}`}
          className={styles.picture}
          style={{ width: `${size / 100}rem`, height: `${size / 100}rem` }}
          src={imageVariant(url, size * 2)}
          alt=""
          loading="lazy"
          width={size}
          height={size}
        />
      ))}
    </div>
  );
}

/** The empty text of an unwritten card: its placeholder, else the generic filling text. */
export function EmptyText({ placeholder }: { placeholder: string }) {
  const t = useT();
  return <p className={styles.empty}>{placeholder || t('block.filling')}</p>;
}

/**
 * The story box: rendered, then measured after mount; it stays only when the story text is at
 * least 22 design px tall.
 */
export function StoryBox({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  /** The text last measured too short; a new text is shown and measured again. */
  const [shortText, setShortText] = useState<string | null>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const rootFont = parseFloat(getComputedStyle(document.documentElement).fontSize) || 100;
    setShortText(storyTallEnough(node.getBoundingClientRect().height, rootFont) ? null : text);
  }, [text]);
  if (!text.trim() || shortText === text) return null;
  return (
    <div className={styles.story}>
      <p ref={ref} className={styles.storyText}>
        {text}
      </p>
    </div>
  );
}

/** A written card's rows and picture strip, or the empty text of an unwritten one. */
export function InfoDetails({ body, pictureSize }: { body: InfoBody; pictureSize: number }) {
  if (body.kind !== 'table') return <EmptyText placeholder={body.placeholder} />;
  return (
    <>
      <InfoTable rows={body.rows} />
      <PictureStrip pictures={body.pictures} size={pictureSize} />
    </>
  );
}
