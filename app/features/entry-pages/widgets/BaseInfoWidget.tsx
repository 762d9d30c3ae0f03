import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import { EntryRichText } from '../rich/EntryRichText.tsx';
import type { WidgetProps } from './types.ts';
import styles from './publisher.module.css';

const blank = (value: string) => value.trim() === '';

/** The publisher's baseInfo: its picture, rarity and category, the attribute lines as a description list, then its text. */
export default function BaseInfoWidget({ data }: WidgetProps<'baseInfo'>) {
  const t = useT();
  const lines = data.attr.filter((line) => line.value.some((value) => !blank(value)));
  const image = data.image;
  return (
    <div className={`${styles.baseInfo} ${image ? styles.withImage : ''}`}>
      {image ? <img className={styles.baseImage} src={imageVariant(image, 480)} alt="" width={240} height={240} loading="lazy" decoding="async" /> : null}
      <div>
        {data.star > 0 || data.category ? (
          <p className={styles.stars}>
            {data.star > 0 ? <span aria-label={t('entry.baseInfo.stars', { n: data.star })}>{'★'.repeat(data.star)}</span> : null}
            {data.star > 0 && data.category ? ' · ' : null}
            {data.category}
          </p>
        ) : null}
        {lines.length > 0 ? (
          <dl className={styles.facts} aria-label={t('entry.baseInfo')}>
            {lines.map((line, index) => (
              <div key={index} className={styles.factRow}>
                <dt>{line.key}</dt>
                <dd>
                  {line.value
                    .filter((value) => !blank(value))
                    .map((value, at) => (
                      <p key={at} className={styles.value}>
                        {value}
                      </p>
                    ))}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {data.rich_text.length > 0 ? (
          <div className={styles.baseText}>
            <EntryRichText doc={data.rich_text} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
