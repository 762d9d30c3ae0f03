import { describe, expect, it } from 'vitest';
import { layoutForWidth, layoutFromParam, layoutFromUserAgent, rootFontSize } from './layout.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('layout', () => {
  it('switches to pc above 900 px', () => {
    expect(layoutForWidth(375)).toBe('mobile');
    expect(layoutForWidth(900)).toBe('mobile');
    expect(layoutForWidth(901)).toBe('pc');
    expect(layoutForWidth(1280)).toBe('pc');
  });

  it('takes only mobile or pc from visit_device', () => {
    expect(layoutFromParam('mobile')).toBe('mobile');
    expect(layoutFromParam('pc')).toBe('pc');
    for (const value of ['PC', 'desktop', '', null, undefined]) expect(layoutFromParam(value)).toBeUndefined();
  });

  it('guesses from the User-Agent', () => {
    expect(layoutFromUserAgent(IPHONE)).toBe('mobile');
    expect(layoutFromUserAgent(ANDROID)).toBe('mobile');
    expect(layoutFromUserAgent(DESKTOP)).toBe('pc');
    expect(layoutFromUserAgent('')).toBe('pc');
    expect(layoutFromUserAgent(null)).toBe('pc');
    expect(layoutFromUserAgent(undefined)).toBe('pc');
  });

  it('scales the root font size from the 375 px design width up to the breakpoint', () => {
    expect(rootFontSize(375)).toBe(100);
    expect(rootFontSize(414)).toBeCloseTo(110.4, 10);
    expect(rootFontSize(320)).toBeCloseTo(85.333, 3);
    expect(rootFontSize(1280)).toBe(100);
    expect(rootFontSize(901)).toBe(100);
  });
});
