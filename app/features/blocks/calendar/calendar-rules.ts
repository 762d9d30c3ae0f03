import type { CalendarActivity } from '../../../../shared/contract/calendar.ts';
import { DEFAULT_TIME_ZONE, dateTimeFormat } from '../../../lib/format/index.ts';

/**
 * Rules of the activity calendar, pure and zod-free for the browser: the caller passes "now".
 * The constants mirror shared/contract/calendar.ts (which carries zod and stays off pages);
 * calendar-rules.test.ts keeps them equal.
 */
export const KIND = { EVENT: 1, MATERIAL: 2, BIRTHDAY: 4 } as const;
export const BREAK_TYPE = { WEAPON: 1, TALENT: 2 } as const;
export const LINK_KIND = { OUTER: 1, INNER: 2 } as const;

/** The wiki's day turns on its edition's clock (Asia/Shanghai unless set), wherever the reader is. */
const WIKI_TIME_ZONE = DEFAULT_TIME_ZONE;

/** Weekday tabs, Monday first; 0 is Sunday (Date#getDay numbering, drop days taken mod 7). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const WEEKDAY_NUMBER: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const formatter = (timeZone: string, options: Intl.DateTimeFormatOptions) => dateTimeFormat('en-US', { timeZone, ...options });

/** The weekday (0 Sunday … 6 Saturday) at `ms` in the time zone. */
export function weekdayIn(ms: number, timeZone: string = WIKI_TIME_ZONE): number {
  return WEEKDAY_NUMBER[formatter(timeZone, { weekday: 'short' }).format(ms)] ?? 0;
}

function dateParts(ms: number, timeZone: string) {
  const parts = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(ms);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** 'YYYY-MM-DD' of `ms` in the time zone. */
export function dateKeyIn(ms: number, timeZone: string = WIKI_TIME_ZONE): string {
  const { year, month, day } = dateParts(ms, timeZone);
  return `${year}-${month}-${day}`;
}

/** 'MM-DD' of `ms` in the time zone. */
export function monthDayIn(ms: number, timeZone: string = WIKI_TIME_ZONE): string {
  const { month, day } = dateParts(ms, timeZone);
  return `${month}-${day}`;
}

const mod7 = (day: number) => ((day % 7) + 7) % 7;

/** Material drops open on a weekday: kind 2 whose drop_day (each mod 7) holds it. */
export function dropsOn(list: CalendarActivity[], weekday: number): CalendarActivity[] {
  return list.filter((item) => item.kind === KIND.MATERIAL && item.drop_day.some((day) => mod7(day) === weekday));
}

/** Today's material drops, the day taken on the edition's clock. */
export function todaysDrops(list: CalendarActivity[], nowMs: number, timeZone: string = WIKI_TIME_ZONE): CalendarActivity[] {
  return dropsOn(list, weekdayIn(nowMs, timeZone));
}

export type MaterialGroupKey = 'weapon' | 'talent' | 'other';
export interface MaterialGroup {
  key: MaterialGroupKey;
  items: CalendarActivity[];
}

/** Drops grouped by break type, weapon ascension first, then talents, then anything else; empty groups left out. */
export function groupByBreakType(list: CalendarActivity[]): MaterialGroup[] {
  const keyOf = (item: CalendarActivity): MaterialGroupKey =>
    item.break_type === BREAK_TYPE.WEAPON ? 'weapon' : item.break_type === BREAK_TYPE.TALENT ? 'talent' : 'other';
  const order: MaterialGroupKey[] = ['weapon', 'talent', 'other'];
  return order.map((key) => ({ key, items: list.filter((item) => keyOf(item) === key) })).filter((group) => group.items.length > 0);
}

/** Running at `nowMs`: started (or no start) and not ended (or no end); times of 0 are ignored. */
export function isRunning(item: Pick<CalendarActivity, 'start_time' | 'end_time'>, nowMs: number): boolean {
  return item.start_time * 1000 <= nowMs && (item.end_time === 0 || nowMs < item.end_time * 1000);
}

/** Events (kind 1) running now, in the calendar's order. */
export function runningEvents(list: CalendarActivity[], nowMs: number): CalendarActivity[] {
  return list.filter((item) => item.kind === KIND.EVENT && isRunning(item, nowMs));
}

/** Events (kind 1) still to start, soonest first. */
export function upcomingEvents(list: CalendarActivity[], nowMs: number): CalendarActivity[] {
  return list.filter((item) => item.kind === KIND.EVENT && item.start_time * 1000 > nowMs).sort((a, b) => a.start_time - b.start_time);
}

/**
 * Birthdays (kind 4) of today: the birthday's window holds now; with only a start time, its
 * date is today's date in Asia/Shanghai.
 */
export function birthdaysToday(list: CalendarActivity[], nowMs: number, timeZone: string = WIKI_TIME_ZONE): CalendarActivity[] {
  return list.filter((item) => {
    if (item.kind !== KIND.BIRTHDAY || item.start_time === 0) return false;
    if (item.end_time > 0) return isRunning(item, nowMs);
    return dateKeyIn(item.start_time * 1000, timeZone) === dateKeyIn(nowMs, timeZone);
  });
}

/** Time left of a running activity, as a message key with values (calendar catalogue). */
export type TimeLeft =
  | { key: 'calendar.left.permanent' }
  | { key: 'calendar.left.lastMinute' }
  | { key: 'calendar.left.daysHours'; days: number; hours: number }
  | { key: 'calendar.left.minutes'; minutes: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Days and hours from an hour on, minutes below it, under a minute at the end; no end is permanent. */
export function timeLeft(endSeconds: number, nowMs: number): TimeLeft {
  if (endSeconds === 0) return { key: 'calendar.left.permanent' };
  const left = endSeconds * 1000 - nowMs;
  if (left < MINUTE) return { key: 'calendar.left.lastMinute' };
  if (left >= HOUR) return { key: 'calendar.left.daysHours', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
  return { key: 'calendar.left.minutes', minutes: Math.floor(left / MINUTE) };
}

/** Where an activity leads: jump_url for outer links, the entry for inner ones, else nowhere. */
export type ActivityTarget = { external: string } | { content: { content_id: number; bbs_url: string } } | null;

export function activityTarget(item: Pick<CalendarActivity, 'jump_type' | 'jump_url' | 'content_id'>): ActivityTarget {
  if (item.jump_type === LINK_KIND.OUTER && /^https?:\/\//i.test(item.jump_url)) return { external: item.jump_url };
  if (item.content_id > 0) return { content: { content_id: item.content_id, bbs_url: '' } };
  return null;
}
