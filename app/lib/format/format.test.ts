import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, formatDate, formatDateTime, formatLocalDateTime, numberFormat } from './index.ts';

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
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' };
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

  it('local date-times read as Date#toLocaleString, and a dash for none', () => {
    expect(formatLocalDateTime(SECONDS)).toBe(new Date(SECONDS * 1000).toLocaleString());
    expect(formatLocalDateTime(0)).toBe('—');
  });
});
