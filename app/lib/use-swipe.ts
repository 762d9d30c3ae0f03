import { useRef } from 'react';

const MIN_DISTANCE = 50;

/**
 * Horizontal swipe on touch screens: calls onSwipe('left' | 'right') when a touch moves at
 * least 50 px sideways and more sideways than up or down. Returns the touch handlers.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void, enabled: boolean) {
  const start = useRef<{ x: number; y: number } | null>(null);
  if (!enabled) return {};
  return {
    onTouchStart(event: React.TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: React.TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= MIN_DISTANCE && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? 'left' : 'right');
    },
  };
}
