/**
 * The egg (gacha) pool countdown: before the start the pool's pre-activity
 * text (content_before_act); while running the days, hours, minutes and seconds left; after the
 * end the '活动已结束' text. Pure: the caller passes "now" (the block ticks it every second).
 * Times are milliseconds; a time of 0 is no time: a start of 0 has no
 * pre-activity phase, an end of 0 never ends (no countdown is shown).
 */
export type EggPoolCountdown =
  | { kind: 'before'; text: string }
  | { kind: 'running'; days: number; hours: number; minutes: number; seconds: number }
  | { kind: 'open' }
  | { kind: 'ended'; key: 'gacha.ended' };

/** How often the egg pool countdown refreshes. */
export const EGG_POOL_TICK_MS = 1_000;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function eggPoolCountdown(startMs: number, endMs: number, nowMs: number, beforeText = ''): EggPoolCountdown {
  if (startMs > 0 && nowMs < startMs) return { kind: 'before', text: beforeText };
  if (endMs <= 0) return { kind: 'open' };
  const left = endMs - nowMs;
  if (left <= 0) return { kind: 'ended', key: 'gacha.ended' };
  return {
    kind: 'running',
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}
