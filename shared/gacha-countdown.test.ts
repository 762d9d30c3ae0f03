import { describe, expect, it } from 'vitest';
import { eggPoolCountdown } from './gacha-countdown.ts';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('eggPoolCountdown', () => {
  // A fixed clock: 2026-06-01 00:00 UTC.
  const now = Date.UTC(2026, 5, 1);
  const start = now - DAY;
  const end = now + 3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND + 700;

  it('shows the pre-activity text before the start', () => {
    expect(eggPoolCountdown(now + 1, end, now, '敬请期待')).toEqual({ kind: 'before', text: '敬请期待' });
    expect(eggPoolCountdown(now + 10 * DAY, now + 20 * DAY, now, '')).toEqual({ kind: 'before', text: '' });
  });

  it('counts days, hours, minutes and seconds while running', () => {
    expect(eggPoolCountdown(start, end, now, 'unused')).toEqual({ kind: 'running', days: 3, hours: 4, minutes: 5, seconds: 6 });
    // Exactly at the start the pool runs.
    expect(eggPoolCountdown(now, now + HOUR, now)).toEqual({ kind: 'running', days: 0, hours: 1, minutes: 0, seconds: 0 });
  });

  it('moves by one second per tick', () => {
    const first = eggPoolCountdown(start, now + 2 * MINUTE, now);
    const next = eggPoolCountdown(start, now + 2 * MINUTE, now + SECOND);
    expect(first).toEqual({ kind: 'running', days: 0, hours: 0, minutes: 2, seconds: 0 });
    expect(next).toEqual({ kind: 'running', days: 0, hours: 0, minutes: 1, seconds: 59 });
    expect(eggPoolCountdown(start, now + 1_500, now)).toEqual({ kind: 'running', days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('reads 活动已结束 from the end on', () => {
    expect(eggPoolCountdown(start, now, now)).toEqual({ kind: 'ended', key: 'gacha.ended' });
    expect(eggPoolCountdown(start, now - DAY, now)).toEqual({ kind: 'ended', key: 'gacha.ended' });
  });

  it('ignores times of 0', () => {
    expect(eggPoolCountdown(0, now + MINUTE, now)).toEqual({ kind: 'running', days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(eggPoolCountdown(start, 0, now)).toEqual({ kind: 'open' });
    expect(eggPoolCountdown(0, 0, now)).toEqual({ kind: 'open' });
  });
});
