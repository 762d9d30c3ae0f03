import { dateTimeFormat } from './intl.ts';

/**
 * Time texts of the content blocks, as message keys with values, so each layout and language
 * words them from its catalogue. Pure: the caller passes "now".
 */
export type TimeText =
  | { key: 'time.ended' }
  | { key: 'time.lastMinute' }
  | { key: 'time.daysHours'; days: number; hours: number }
  | { key: 'time.minutes'; minutes: number }
  | { key: 'time.justNow' }
  | { key: 'time.minutesAgo'; n: number }
  | { key: 'time.hoursAgo'; n: number }
  | { key: 'time.date'; text: string }
  | { key: 'time.none' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Hit card countdown: ended; under a minute; days and hours; else minutes. */
export function hitCardCountdown(endMs: number, nowMs: number): TimeText {
  const left = endMs - nowMs;
  if (left <= 0) return { key: 'time.ended' };
  if (left < MINUTE) return { key: 'time.lastMinute' };
  if (left >= HOUR) return { key: 'time.daysHours', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
  return { key: 'time.minutes', minutes: Math.floor(left / MINUTE) };
}

function parts(ms: number, timeZone: string | undefined): Record<string, string> {
  const format = dateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
}

/**
 * Relative time of an article: 刚刚, N分钟前, N小时前, MM-DD HH:mm this year, else YYYY-MM-DD.
 * Dates are in the reader's time zone (the runtime's, unless one is given): pages compute it
 * in the browser after hydration, so server and browser never disagree.
 */
export function relativeTime(seconds: number, nowMs: number, timeZone?: string): TimeText {
  if (!seconds) return { key: 'time.none' };
  const ms = seconds * 1000;
  const ago = nowMs - ms;
  if (ago < MINUTE) return { key: 'time.justNow' };
  if (ago < HOUR) return { key: 'time.minutesAgo', n: Math.floor(ago / MINUTE) };
  if (ago < DAY) return { key: 'time.hoursAgo', n: Math.floor(ago / HOUR) };
  const then = parts(ms, timeZone);
  const now = parts(nowMs, timeZone);
  if (then.year === now.year) return { key: 'time.date', text: `${then.month}-${then.day} ${then.hour}:${then.minute}` };
  return { key: 'time.date', text: `${then.year}-${then.month}-${then.day}` };
}
