import { dateTimeFormat } from './intl.ts';

/** The wiki's dates are Beijing dates, wherever the reader (or the server) is. */
export const WIKI_TIME_ZONE = 'Asia/Shanghai';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: WIKI_TIME_ZONE };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };
/** What Date#toLocaleString shows. */
const LOCAL_DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };

/** Unix seconds (a number or its text) as a number; 0 for none or nonsense. */
function secondsOf(seconds: number | string): number {
  const value = Number(seconds);
  return Number.isFinite(value) ? value : 0;
}

/** Unix seconds as the wiki's date (2026/06/01 in zh-CN); '' for 0 or none. */
export function formatDate(seconds: number | string, locale = 'zh-CN'): string {
  const value = secondsOf(seconds);
  return value ? dateTimeFormat(locale, DATE).format(value * 1000) : '';
}

/** Unix seconds as the wiki's date and time to the minute; '' for 0 or none. */
export function formatDateTime(seconds: number | string, locale = 'zh-CN'): string {
  const value = secondsOf(seconds);
  return value ? dateTimeFormat(locale, DATE_TIME).format(value * 1000) : '';
}

/** Unix seconds in the runtime's locale and time zone, as Date#toLocaleString shows them; '—' for none. */
export function formatLocalDateTime(seconds: number): string {
  return seconds > 0 ? dateTimeFormat(undefined, LOCAL_DATE_TIME).format(seconds * 1000) : '—';
}
