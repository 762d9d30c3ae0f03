import { wallClock, zoneOffsetMs } from '../../../shared/time-zone.ts';

export { DEFAULT_TIME_ZONE, isTimeZone } from '../../../shared/time-zone.ts';

/** The zone's offset at an instant as people write it: UTC+8, UTC-3:30, UTC. */
export function zoneLabel(ms: number, timeZone: string): string {
  const minutes = Math.round(zoneOffsetMs(ms, timeZone) / 60_000);
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Unix seconds as the zone's wall time for an <input type="datetime-local"> (YYYY-MM-DDTHH:mm); '' for 0. */
export function wallTimeInput(seconds: number, timeZone: string): string {
  if (!(seconds > 0)) return '';
  const wall = wallClock(seconds * 1000, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** A wall time of the zone (YYYY-MM-DDTHH:mm, as a datetime-local input gives it) as unix seconds; 0 for none or nonsense. */
export function secondsOfWallTime(text: string, timeZone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (!match) return 0;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (!Number.isFinite(asUtc)) return 0;
  // The offset at the guess, then at the answer (a daylight-saving change between them moves it once more).
  let ms = asUtc - zoneOffsetMs(asUtc, timeZone);
  ms = asUtc - zoneOffsetMs(ms, timeZone);
  return Math.floor(ms / 1000);
}
