import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import type { WidgetProps } from './types.ts';
import styles from './publisher.module.css';

const WIDTHS = [240, 480, 960];

/** A character's pictures: the main picture, then each named picture with its description. */
export default function GalleryCharacterWidget({ data }: WidgetProps<'gallery_character'>) {
  const t = useT();
  const list = data.list.filter((item) => item.img !== '');
  return (
    <div className={styles.characterGallery}>
      {data.pic ? (
        <figure className={styles.mainPicture}>
          <img
            src={imageVariant(data.pic, 960)}
            srcSet={WIDTHS.map((width) => `${imageVariant(data.pic, width)} ${width}w`).join(', ')}
            sizes="(min-width: 901px) 640px, 100vw"
            alt={list[0]?.key ?? ''}
            loading="lazy"
            decoding="async"
          />
        </figure>
      ) : null}
      {list.length > 0 ? (
        <ul className={styles.pictures} aria-label={t('entry.galleryCharacter')}>
          {list.map((item, index) => (
            <li key={index}>
              <figure className={styles.picture}>
                <img
                  src={imageVariant(item.img, 480)}
                  srcSet={WIDTHS.map((width) => `${imageVariant(item.img, width)} ${width}w`).join(', ')}
                  sizes="(min-width: 901px) 200px, 50vw"
                  alt={item.key}
                  loading="lazy"
                  decoding="async"
                />
                <figcaption>
                  <span className={styles.pictureName}>{item.key}</span>
                  {item.imgDesc ? <span className={styles.pictureDesc}>{item.imgDesc}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
