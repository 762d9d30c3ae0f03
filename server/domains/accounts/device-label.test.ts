import { describe, expect, it } from 'vitest';
import { deviceLabel, maskedAddress } from './device-label.ts';

describe('deviceLabel', () => {
  it('names browser, system and kind of device', () => {
    expect(deviceLabel('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome 126',
      os: 'Android',
      device: 'mobile',
    });
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36')).toEqual({
      browser: 'Chrome 126',
      os: 'Linux',
      device: 'desktop',
    });
    expect(
      deviceLabel('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1').device,
    ).toBe('tablet');
  });

  it('says nothing it does not know', () => {
    expect(deviceLabel('')).toEqual({ browser: '', os: '', device: 'unknown' });
    expect(deviceLabel('curl/8.0')).toEqual({ browser: '', os: '', device: 'unknown' });
  });
});

describe('maskedAddress', () => {
  it('hides the last part of an address', () => {
    expect(maskedAddress('203.0.113.42')).toBe('203.0.113.*');
    expect(maskedAddress('::ffff:198.51.100.7')).toBe('198.51.100.*');
    expect(maskedAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3:*');
    expect(maskedAddress('')).toBe('');
  });
});
