import { dateTimeFormat } from './intl.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/time-zone.ts';

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, ...TIME };
const DATE_TIME_SECONDS: Intl.DateTimeFormatOptions = { ...DATE_TIME, second: '2-digit' };

/** Unix seconds (a number or its text) as a number; 0 for none or nonsense. */
function secondsOf(seconds: number | string): number {
  const value = Number(seconds);
  return Number.isFinite(value) ? value : 0;
}

function format(seconds: number | string, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const value = secondsOf(seconds);
  return value ? dateTimeFormat(locale, { ...options, timeZone }).format(value * 1000) : '';
}

/** Unix seconds as a date of the edition's clock (2026/06/01 in zh-CN, 06/01/2026 in en-US); '' for 0 or none. */
export function formatDate(seconds: number | string, locale = 'zh-CN', timeZone = DEFAULT_TIME_ZONE): string {
  return format(seconds, locale, timeZone, DATE);
}

/** Unix seconds as a date and time to the minute of the edition's clock; '' for 0 or none. */
export function formatDateTime(seconds: number | string, locale = 'zh-CN', timeZone = DEFAULT_TIME_ZONE): string {
  return format(seconds, locale, timeZone, DATE_TIME);
}

/** Unix seconds as a date and time to the second (the audit log); '' for 0 or none. */
export function formatDateTimeSeconds(seconds: number | string, locale = 'zh-CN', timeZone = DEFAULT_TIME_ZONE): string {
  return format(seconds, locale, timeZone, DATE_TIME_SECONDS);
}

/** Unix seconds as HH:mm of the edition's clock (24 hours in every language); '' for 0 or none. */
export function formatClock(seconds: number | string, locale = 'zh-CN', timeZone = DEFAULT_TIME_ZONE): string {
  return format(seconds, locale, timeZone, TIME);
}
