import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
export type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

/**
 * Embla on a viewport the page already rendered: a lazily loaded chunk (use-lazy-carousel.tsx),
 * so the carousel's code (~18 KB raw) is not in the first view. Renders nothing.
 */
export default function CarouselController({
  viewport,
  options,
  onApi,
}: {
  viewport: HTMLElement;
  options: CarouselOptions;
  onApi: (api: CarouselApi | undefined) => void;
}) {
  const [setViewport, api] = useEmblaCarousel(options);
  useEffect(() => setViewport(viewport), [setViewport, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
