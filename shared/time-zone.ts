/** The spec's clock (UTC+8): an edition's time zone unless its operator sets another. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Is this an IANA time zone (or UTC) the runtime knows? Server and browser both check with it. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock at an instant (ms), as numbers. */
export function wallClock(ms: number, timeZone: string) {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const wall = wallClock(ms, timeZone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(ms / 1000) * 1000;
}

const DAY_SECONDS = 86_400;

/**
 * The zone's calendar day of a unix time in seconds, counted in days since 1970-01-01: the day a
 * reader of an edition in that zone would say it is. Ranking weeks and months are cut at its
 * midnights.
 */
export function zoneDay(seconds: number, timeZone: string): number {
  return Math.floor((seconds + zoneOffsetMs(seconds * 1000, timeZone) / 1000) / DAY_SECONDS);
}
