import { useEffect, useState } from 'react';
import { throttle } from './throttle.ts';

/** Scroll handling throttle of the spec. */
export const SCROLL_THROTTLE_MS = 100;

/** The window's vertical scroll, read at most every 100 ms. */
export function useScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const onScroll = throttle(() => setY(window.scrollY), SCROLL_THROTTLE_MS);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return y;
}
