import type { TimeText } from '../lib/format/time-texts.ts';
import { useT } from './index.ts';

/** Words a TimeText (app/lib/format/time-texts.ts) from the catalogue; 'none' is the empty string. */
export function useTimeText() {
  const t = useT();
  return (value: TimeText): string => {
    if (value.key === 'time.none') return '';
    const { key, ...vars } = value;
    return t(key, vars);
  };
}
