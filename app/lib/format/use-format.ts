import { useContext, useMemo } from 'react';
import { LocaleContext, translate, type Locale } from '../../i18n/index.ts';
import { EditionContext } from '../wiki-context.tsx';
import { formatClock, formatDate, formatDateTime, formatDateTimeSeconds } from './dates.ts';
import { formatList, formatNumber } from './numbers.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/time-zone.ts';
import { zoneLabel } from './zones.ts';

/** Dates, times and numbers in one language and on one clock: the edition's. */
export interface Formatter {
  locale: Locale;
  timeZone: string;
  date(seconds: number | string): string;
  dateTime(seconds: number | string): string;
  dateTimeSeconds(seconds: number | string): string;
  /** HH:mm */
  clock(seconds: number | string): string;
  /** A formatted time with its zone stated: "2026/06/01 17:48 (UTC+8)"; '' stays ''. */
  zoned(text: string, seconds: number | string): string;
  /** The zone's offset at that time (now when none): UTC+8. */
  zone(seconds?: number): string;
  number(value: number): string;
  /** Names listed the reader's way: 甲、乙 / A, B. */
  list(items: readonly string[]): string;
}

export function formatterFor(locale: Locale, timeZone: string): Formatter {
  return {
    locale,
    timeZone,
    date: (seconds) => formatDate(seconds, locale, timeZone),
    dateTime: (seconds) => formatDateTime(seconds, locale, timeZone),
    dateTimeSeconds: (seconds) => formatDateTimeSeconds(seconds, locale, timeZone),
    clock: (seconds) => formatClock(seconds, locale, timeZone),
    zoned: (text, seconds) => (text ? translate(locale, 'time.zoned', { time: text, zone: zoneLabel(Number(seconds) * 1000, timeZone) }) : ''),
    zone: (seconds) => zoneLabel(seconds === undefined ? Date.now() : seconds * 1000, timeZone),
    number: (value) => formatNumber(value, locale),
    list: (items) => formatList(items, locale),
  };
}

/**
 * The page's formatter: the reader's language and the edition's clock (its time_zone setting;
 * the spec's UTC+8 outside an edition). Server and browser format alike: no hydration mismatch.
 */
export function useFormat(): Formatter {
  const locale = useContext(LocaleContext);
  const timeZone = useContext(EditionContext)?.time_zone || DEFAULT_TIME_ZONE;
  return useMemo(() => formatterFor(locale, timeZone), [locale, timeZone]);
}
