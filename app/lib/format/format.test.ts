import { describe, expect, it } from 'vitest';
import {
  collator,
  dateTimeFormat,
  formatClock,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  formatNumber,
  isTimeZone,
  numberFormat,
  secondsOfWallTime,
  wallTimeInput,
  zoneLabel,
} from './index.ts';
import { formatterFor } from './use-format.ts';

// 2026-06-01 00:30 in Beijing is still 2026-05-31 in UTC.
const SECONDS = Date.UTC(2026, 4, 31, 16, 30) / 1000;

describe('cached formatters', () => {
  it('hands out one formatter per locale and options, whatever order the options come in', () => {
    const a = dateTimeFormat('zh-CN', { year: 'numeric', month: '2-digit', timeZone: 'Asia/Shanghai' });
    const b = dateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', year: 'numeric' });
    expect(a).toBe(b);
    expect(dateTimeFormat('en-US', { year: 'numeric', month: '2-digit', timeZone: 'Asia/Shanghai' })).not.toBe(a);
    expect(dateTimeFormat('zh-CN', { year: 'numeric', month: 'long', timeZone: 'Asia/Shanghai' })).not.toBe(a);
    expect(numberFormat('en-US')).toBe(numberFormat('en-US'));
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-US'));
    expect(collator('zh-CN', { numeric: true })).toBe(collator('zh-CN', { numeric: true }));
  });

  it('formats as a formatter built on each call would', () => {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Shanghai',
    };
    expect(dateTimeFormat('en-US', options).format(SECONDS * 1000)).toBe(new Intl.DateTimeFormat('en-US', options).format(SECONDS * 1000));
    expect(numberFormat('zh-CN').format(1234567.5)).toBe((1234567.5).toLocaleString('zh-CN'));
  });
});

describe('wiki dates', () => {
  it('are Beijing dates, in the locale asked for', () => {
    expect(formatDate(SECONDS)).toBe('2026/06/01');
    expect(formatDate(String(SECONDS))).toBe('2026/06/01');
    expect(formatDate(SECONDS, 'en-US')).toBe('06/01/2026');
    expect(formatDateTime(SECONDS)).toBe('2026/06/01 00:30');
    expect(formatDateTime(String(SECONDS))).toBe('2026/06/01 00:30');
  });

  it('are empty for no time or nonsense', () => {
    expect(formatDate(0)).toBe('');
    expect(formatDate('0')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a time')).toBe('');
  });

  it("follow the edition's clock when it has another", () => {
    expect(formatDateTime(SECONDS, 'zh-CN', 'UTC')).toBe('2026/05/31 16:30');
    expect(formatDateTime(SECONDS, 'en-US', 'Europe/Berlin')).toBe('05/31/2026, 18:30');
    expect(formatClock(SECONDS)).toBe('00:30');
    expect(formatClock(SECONDS, 'en-US', 'UTC')).toBe('16:30');
    expect(formatDateTimeSeconds(SECONDS + 7)).toBe('2026/06/01 00:30:07');
  });
});

describe('numbers', () => {
  it("group digits as the reader's language does", () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatNumber(Number.NaN, 'en-US')).toBe('');
  });
});

describe('time zones', () => {
  it('know IANA zones and refuse anything else', () => {
    for (const zone of ['Asia/Shanghai', 'UTC', 'Europe/Berlin', 'America/St_Johns']) expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus', 'UTC+8', 42, undefined, 'x'.repeat(65)]) expect(isTimeZone(zone), String(zone)).toBe(false);
  });

  it('state the offset as people write it, daylight saving included', () => {
    expect(zoneLabel(SECONDS * 1000, 'Asia/Shanghai')).toBe('UTC+8');
    expect(zoneLabel(SECONDS * 1000, 'UTC')).toBe('UTC');
    expect(zoneLabel(Date.UTC(2026, 0, 15), 'Europe/Berlin')).toBe('UTC+1');
    expect(zoneLabel(Date.UTC(2026, 6, 15), 'Europe/Berlin')).toBe('UTC+2');
    expect(zoneLabel(Date.UTC(2026, 0, 15), 'America/St_Johns')).toBe('UTC-3:30');
  });

  it('turn wall times of the zone into instants and back (datetime-local inputs)', () => {
    expect(wallTimeInput(SECONDS, 'Asia/Shanghai')).toBe('2026-06-01T00:30');
    expect(secondsOfWallTime('2026-06-01T00:30', 'Asia/Shanghai')).toBe(SECONDS);
    expect(secondsOfWallTime('2026-05-31T16:30', 'UTC')).toBe(SECONDS);
    // Summer and winter in Berlin: the offset of that date, not of today.
    expect(secondsOfWallTime('2026-07-15T12:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 6, 15, 10) / 1000);
    expect(secondsOfWallTime('2026-01-15T12:00', 'Europe/Berlin')).toBe(Date.UTC(2026, 0, 15, 11) / 1000);
    expect(secondsOfWallTime('not a time', 'UTC')).toBe(0);
    expect(wallTimeInput(0, 'UTC')).toBe('');
  });
});

describe("a page's formatter", () => {
  it('formats in one language on one clock, and states the zone', () => {
    const zh = formatterFor('zh-CN', 'Asia/Shanghai');
    expect(zh.dateTime(SECONDS)).toBe('2026/06/01 00:30');
    expect(zh.zoned(zh.clock(SECONDS), SECONDS)).toBe('00:30（UTC+8）');
    expect(zh.zoned('', 0)).toBe('');
    const en = formatterFor('en-US', 'UTC');
    expect(en.zoned(en.dateTime(SECONDS), SECONDS)).toBe('05/31/2026, 16:30 (UTC)');
    expect(en.number(12345)).toBe('12,345');
  });
});

describe('lists', () => {
  it('lists names the way each language does, without a closing "and"', () => {
    expect(formatterFor('zh-CN', 'Asia/Shanghai').list(['甲', '乙', '丙'])).toBe('甲、乙、丙');
    expect(formatterFor('en-US', 'Asia/Shanghai').list(['Amber', 'Lisa', 'Kaeya'])).toBe('Amber, Lisa, Kaeya');
    expect(formatterFor('en-US', 'Asia/Shanghai').list(['Amber'])).toBe('Amber');
  });
});
