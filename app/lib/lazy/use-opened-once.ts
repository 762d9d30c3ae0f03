import { useRef } from 'react';

/**
 * True from the first time `open` is true: a lazily loaded dialog stays mounted after that, so it
 * can animate out and keeps its chunk, while a page whose dialog is never opened never loads it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current;
}
