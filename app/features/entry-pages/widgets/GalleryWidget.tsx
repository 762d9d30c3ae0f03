import { imageVariant } from '../../../../shared/images.ts';
import { useT } from '../../../i18n/index.ts';
import type { WidgetProps } from './types.ts';
import styles from '../entry.module.css';

const WIDTHS = [240, 480, 960];

/** A gallery of pictures: lazily loaded, each in the variant width the screen needs. */
export default function GalleryWidget({ data }: WidgetProps<'gallery'>) {
  const t = useT();
  return (
    <ul className={styles.gallery} aria-label={t('entry.gallery')}>
      {/* A picture still being chosen in the editor has no address yet: left out. */}
      {data.images
        .filter((image) => image.src !== '')
        .map((image, index) => (
          <li key={index}>
            <figure className={styles.figure}>
              <img
                className={styles.galleryImage}
                src={imageVariant(image.src, 480)}
                srcSet={WIDTHS.map((width) => `${imageVariant(image.src, width)} ${width}w`).join(', ')}
                sizes="(min-width: 901px) 240px, 50vw"
                alt={image.caption}
                loading="lazy"
                decoding="async"
                {...(image.width && image.height ? { width: image.width, height: image.height } : {})}
              />
              {image.caption ? <figcaption className={styles.caption}>{image.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
    </ul>
  );
}
