import { imageVariant } from '../../../../shared/images.ts';
import { variantWidth, type ItemMedia } from './item-media.ts';
import styles from './ListImage.module.css';

interface ListImageProps {
  media: ItemMedia;
  /** The frame's rendered size in CSS px (at the design width); the variant is sized from it (variantWidth). */
  width: number;
  height: number;
  grayscale?: boolean;
  className?: string;
}

/**
 * A decorative entry image filling the frame its parent sizes: a picture covers it, an icon sits
 * whole on a soft tile (or fills a square frame), and an entry with neither leaves the tile empty.
 */
export function ListImage({ media, width, height, grayscale = false, className }: ListImageProps) {
  const tiled = media.kind === 'icon' && width !== height;
  const classes = [styles.image, tiled ? styles.icon : '', grayscale ? styles.gray : '', className ?? ''].filter(Boolean).join(' ');
  if (media.kind === 'none') return <span className={`${classes} ${styles.blank}`} aria-hidden="true" />;
  return (
    <img
      className={classes}
      src={imageVariant(media.src, variantWidth(media, width, height))}
      alt=""
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
    />
  );
}
