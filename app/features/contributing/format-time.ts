import { useFormat } from '../../lib/format/use-format.ts';

/** Unix seconds as a date and time of the edition's clock, its zone stated: 2026/06/01 17:48 (UTC+8); 0: empty. */
export function useFormatTime(): (seconds: number) => string {
  const format = useFormat();
  return (seconds) => format.zoned(format.dateTime(seconds), seconds);
}
