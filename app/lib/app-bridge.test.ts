import { describe, expect, it } from 'vitest';
import { appInfo, compareVersions, floatingWindowSupport, isInApp, nativeArticleOf, parseVersion, uploadPermissionsFor } from './app-bridge.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

describe('app detection', () => {
  it('knows the app by its User-Agent or the mihoyo_app query flag', () => {
    expect(isInApp(`${ANDROID} miHoYoBBS/2.60.1`, '')).toBe(true);
    expect(isInApp(`${IPHONE} AlmanacApp/3.0`, '?a=1')).toBe(true);
    expect(isInApp(ANDROID, '?mihoyo_app=1&x=2')).toBe(true);
    expect(isInApp(ANDROID, '?visit_device=mobile')).toBe(false);
  });

  it('reads the app version and platform', () => {
    expect(appInfo(`${ANDROID} miHoYoBBS/2.4.1`)).toEqual({ inApp: true, version: [2, 4, 1], platform: 'android' });
    expect(appInfo(`${IPHONE} miHoYoBBS/2.71.0`)).toEqual({ inApp: true, version: [2, 71, 0], platform: 'ios' });
    expect(appInfo(ANDROID, '?mihoyo_app')).toEqual({ inApp: true, version: null, platform: 'android' });
    expect(appInfo('Mozilla/5.0 (X11; Linux x86_64)')).toEqual({ inApp: false, version: null, platform: 'other' });
  });
});

describe('app versions', () => {
  it('parses dotted numbers only', () => {
    expect(parseVersion('2.5')).toEqual([2, 5]);
    expect(parseVersion(' 10.0.3 ')).toEqual([10, 0, 3]);
    for (const bad of ['', 'v2.5', '2.x', '2..5', undefined, null]) expect(parseVersion(bad)).toBeNull();
  });

  it('compares part by part as numbers, missing parts counting as 0', () => {
    expect(compareVersions([2, 10], [2, 5])).toBeGreaterThan(0);
    expect(compareVersions([2, 4, 9], [2, 5])).toBeLessThan(0);
    expect(compareVersions([2, 5, 0], [2, 5])).toBe(0);
    expect(compareVersions([3], [2, 99])).toBeGreaterThan(0);
  });
});

describe('floating window', () => {
  it('needs the Android app of version 2.5 or later', () => {
    expect(floatingWindowSupport(appInfo(`${ANDROID} miHoYoBBS/2.5.0`))).toBe('supported');
    expect(floatingWindowSupport(appInfo(`${ANDROID} miHoYoBBS/2.44.1`))).toBe('supported');
    expect(floatingWindowSupport(appInfo(`${ANDROID} miHoYoBBS/2.4.9`))).toBe('outdated');
    expect(floatingWindowSupport(appInfo(ANDROID, '?mihoyo_app=1'))).toBe('outdated');
    expect(floatingWindowSupport(appInfo(`${IPHONE} miHoYoBBS/2.60.0`))).toBe('unavailable');
    expect(floatingWindowSupport(appInfo(ANDROID))).toBe('unavailable');
  });
});

describe('native article pages', () => {
  it('matches /ys, /bh3, /bh2 and /wd followed by /article/{id}', () => {
    expect(nativeArticleOf('https://bbs.example.com/ys/article/123456')).toEqual({ game: 'ys', id: 123456 });
    expect(nativeArticleOf('/bh3/article/7/')).toEqual({ game: 'bh3', id: 7 });
    expect(nativeArticleOf('/bh2/article/8?x=1')).toEqual({ game: 'bh2', id: 8 });
    expect(nativeArticleOf('/wd/article/9#top')).toEqual({ game: 'wd', id: 9 });
  });

  it('leaves everything else to the browser', () => {
    for (const url of ['/sr/article/1', '/ys/article/abc', '/ys/articles/1', '/x/ys/article/1', '/ys/obc/content/1/detail']) {
      expect(nativeArticleOf(url)).toBeNull();
    }
  });
});

describe('upload permissions', () => {
  it('asks for the camera on Android and photo library plus camera on iOS', () => {
    expect(uploadPermissionsFor('android')).toEqual(['camera']);
    expect(uploadPermissionsFor('ios')).toEqual(['photo', 'camera']);
  });
});
