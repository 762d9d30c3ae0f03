import { imageVariant } from '../../../../shared/images.ts';
import { Paragraphs } from './Paragraphs.tsx';
import styles from './publisher.module.css';

export interface DescribedItem {
  name: string;
  meta?: string;
  icon_url?: string;
  desc: string;
}

/** Items with a name, an icon and a description (talents, constellations, stories, artifact pieces). */
export function DescribedItems({ items }: { items: readonly DescribedItem[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          {item.icon_url ? (
            <img className={styles.itemIcon} src={imageVariant(item.icon_url, 128)} alt="" width={48} height={48} loading="lazy" decoding="async" />
          ) : null}
          <div className={styles.itemText}>
            <h4 className={styles.itemTitle}>{item.name}</h4>
            {item.meta ? <p className={styles.itemMeta}>{item.meta}</p> : null}
            <Paragraphs text={item.desc} />
          </div>
        </li>
      ))}
    </ul>
  );
}
