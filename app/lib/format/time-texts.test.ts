import { describe, expect, it } from 'vitest';
import { hitCardCountdown, relativeTime } from './time-texts.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('hitCardCountdown', () => {
  const now = Date.UTC(2026, 5, 1);
  it('reads 已结束 once over', () => {
    expect(hitCardCountdown(now, now)).toEqual({ key: 'time.ended' });
    expect(hitCardCountdown(now - 1, now)).toEqual({ key: 'time.ended' });
  });
  it('reads 还剩1分钟 under 60 s', () => {
    expect(hitCardCountdown(now + 59_999, now)).toEqual({ key: 'time.lastMinute' });
  });
  it('gives minutes under an hour, days and hours from an hour on', () => {
    expect(hitCardCountdown(now + 45 * MINUTE + 30_000, now)).toEqual({ key: 'time.minutes', minutes: 45 });
    expect(hitCardCountdown(now + HOUR, now)).toEqual({ key: 'time.daysHours', days: 0, hours: 1 });
    expect(hitCardCountdown(now + 3 * DAY + 5 * HOUR + 20 * MINUTE, now)).toEqual({ key: 'time.daysHours', days: 3, hours: 5 });
  });
});

describe('relativeTime', () => {
  // 2026-06-01 12:00 in Beijing.
  const now = Date.UTC(2026, 5, 1, 4, 0);
  const seconds = (ms: number) => Math.floor(ms / 1000);
  it('is empty for a missing time', () => {
    expect(relativeTime(0, now)).toEqual({ key: 'time.none' });
  });
  it('reads 刚刚, N分钟前, N小时前', () => {
    expect(relativeTime(seconds(now - 30_000), now)).toEqual({ key: 'time.justNow' });
    expect(relativeTime(seconds(now - 5 * MINUTE), now)).toEqual({ key: 'time.minutesAgo', n: 5 });
    expect(relativeTime(seconds(now - 23 * HOUR), now)).toEqual({ key: 'time.hoursAgo', n: 23 });
  });
  it('words dates in the given time zone', () => {
    expect(relativeTime(seconds(Date.UTC(2026, 0, 2, 1, 5)), now, 'UTC')).toEqual({ key: 'time.date', text: '01-02 01:05' });
  });
  it('gives MM-DD HH:mm in the same year and YYYY-MM-DD before', () => {
    expect(relativeTime(seconds(Date.UTC(2026, 0, 2, 1, 5)), now, 'Asia/Shanghai')).toEqual({ key: 'time.date', text: '01-02 09:05' });
    expect(relativeTime(seconds(Date.UTC(2025, 11, 30, 1, 5)), now, 'Asia/Shanghai')).toEqual({ key: 'time.date', text: '2025-12-30' });
  });
});
