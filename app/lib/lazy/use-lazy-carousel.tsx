import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { optionalLazy } from './optional-lazy.tsx';
import type { CarouselApi, CarouselOptions } from './carousel-controller.tsx';
import { useAfterIdle } from './use-after-idle.ts';

export type { CarouselApi };

const CarouselController = optionalLazy(() => import('./carousel-controller.tsx'));

/**
 * A carousel (Embla) whose code loads after the first view: the slides are server-rendered markup
 * that needs nothing to be read; scrolling and dragging arrive once the browser is idle
 * (useAfterIdle), or at once when the reader touches or focuses the carousel before that.
 * Returns the viewport's ref, the carousel's API once loaded, and an element to render anywhere
 * in the component (it renders nothing).
 */
export function useLazyCarousel(options: CarouselOptions): [(node: HTMLElement | null) => void, CarouselApi | undefined, ReactNode] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  const [touched, setTouched] = useState(false);
  const idle = useAfterIdle(viewport !== null && !touched);

  useEffect(() => {
    if (!viewport || touched) return;
    const wake = () => setTouched(true);
    const events = ['pointerdown', 'focusin'] as const;
    for (const event of events) viewport.addEventListener(event, wake, { once: true, passive: true });
    return () => {
      for (const event of events) viewport.removeEventListener(event, wake);
    };
  }, [viewport, touched]);

  const controller =
    viewport && (idle || touched) ? (
      <Suspense fallback={null}>
        <CarouselController viewport={viewport} options={options} onApi={setApi} />
      </Suspense>
    ) : null;
  return [setViewport, api, controller];
}
