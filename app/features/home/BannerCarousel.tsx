import { useCallback, useEffect, useState } from 'react';
import type { Banner } from '../../../shared/contract/home.ts';
import { BANNER_IMAGE, imageVariant } from '../../../shared/images.ts';
import { useT } from '../../i18n/index.ts';
import { useLazyCarousel } from '../../lib/lazy/use-lazy-carousel.tsx';
import { useLayout } from '../../lib/wiki-context.tsx';
import styles from './BannerCarousel.module.css';

/** The home banner: a looping carousel with dots; images are compressed variants. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useT();
  const layout = useLayout();
  const [viewportRef, embla, carousel] = useLazyCarousel({ loop: banners.length > 1 });
  const [selected, setSelected] = useState(0);

  const onSelect = useCallback(() => setSelected(embla?.selectedScrollSnap() ?? 0), [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect);
    const timer = window.setInterval(() => embla.scrollNext(), 5000);
    return () => {
      embla.off('select', onSelect);
      window.clearInterval(timer);
    };
  }, [embla, onSelect]);

  if (banners.length === 0) return null;
  const width = layout === 'pc' ? 1200 : 750;
  return (
    <div className={styles.carousel} aria-roledescription="carousel">
      {carousel}
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {banners.map((banner, index) => (
            <div key={banner.id} className={styles.slide} role="group" aria-label={t('home.banner', { n: index + 1, total: banners.length })}>
              <img
                className={styles.image}
                src={imageVariant(banner.image_url, width, BANNER_IMAGE.quality)}
                srcSet={`${imageVariant(banner.image_url, width, BANNER_IMAGE.quality)} 1x, ${imageVariant(banner.image_url, width * 2, BANNER_IMAGE.quality)} 2x`}
                alt={banner.title}
                loading={index === 0 ? 'eager' : 'lazy'}
                // The first banner is the first view's largest image.
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            </div>
          ))}
        </div>
      </div>
      {banners.length > 1 ? (
        <div className={styles.dots}>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={index === selected ? `${styles.dot} ${styles.current}` : styles.dot}
              aria-label={t('home.banner', { n: index + 1, total: banners.length })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
