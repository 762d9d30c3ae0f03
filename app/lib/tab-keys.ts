import { useRef, type KeyboardEvent } from 'react';

/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs, automatic activation): the arrows
 * step and wrap round, Home and End go to the ends; any other key moves nowhere (undefined).
 */
export function tabKeyTarget(key: string, active: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  if (key === 'ArrowRight') return (active + 1) % count;
  if (key === 'ArrowLeft') return (active - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * Keyboard wiring of a tab list: the list's onKeyDown (which selects the tab a key reaches and
 * focuses it) and each tab's ref and roving tabIndex (only the selected tab is in the Tab order).
 */
export function useTabKeys(count: number, active: number, select: (index: number) => void) {
  const tabs = useRef<Array<HTMLElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = tabKeyTarget(event.key, active, count);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };
  const tabProps = (index: number) => ({
    ref: (element: HTMLElement | null) => {
      tabs.current[index] = element;
    },
    tabIndex: index === active ? 0 : -1,
  });
  return { onKeyDown, tabProps };
}
