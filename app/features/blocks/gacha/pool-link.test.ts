import { describe, expect, it } from 'vitest';
import { leadsSomewhere, playableUrl, poolTarget } from './pool-link.ts';

const BASE = '/ys/obc/';

describe('poolTarget', () => {
  it('turns a path of the edition into a wiki page with its own query kept', () => {
    expect(poolTarget('/ys/obc/content/12/detail', BASE)).toEqual({ kind: 'wiki', path: 'content/12/detail', query: {} });
    expect(poolTarget('/ys/obc/channel/position/3?from=pool#top', BASE)).toEqual({ kind: 'wiki', path: 'channel/position/3', query: { from: 'pool' } });
    expect(poolTarget('/ys/obc', BASE)).toEqual({ kind: 'wiki', path: '', query: {} });
  });

  it('links other paths of the site as they are', () => {
    expect(poolTarget('/sr/wiki/content/1/detail', BASE)).toEqual({ kind: 'site', href: '/sr/wiki/content/1/detail' });
    expect(poolTarget('/ys/obcx/content/1', BASE)).toEqual({ kind: 'site', href: '/ys/obcx/content/1' });
  });

  it('opens web URLs as external links', () => {
    expect(poolTarget('https://forum.example.org/article/1', BASE)).toEqual({ kind: 'external', href: 'https://forum.example.org/article/1' });
    expect(poolTarget(' HTTP://example.org ', BASE)).toEqual({ kind: 'external', href: 'HTTP://example.org' });
  });

  it('leads nowhere for empty and unsafe URLs', () => {
    for (const url of [
      '',
      '   ',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example/x',
      '/\\evil.example',
      'https:///x',
      'https:\\\\evil.example',
      'content/1/detail',
      'mailto:a@b.c',
    ]) {
      expect(poolTarget(url, BASE), url).toEqual({ kind: 'none' });
    }
  });
});

describe('playableUrl', () => {
  it('accepts site paths and web URLs only', () => {
    expect(playableUrl('/media/ab/clip.wav')).toBe('/media/ab/clip.wav');
    expect(playableUrl('https://cdn.example/v.mp3')).toBe('https://cdn.example/v.mp3');
    for (const url of ['', 'javascript:alert(1)', 'data:audio/wav;base64,AAAA', '//evil.example/v.mp3']) expect(playableUrl(url), url).toBeUndefined();
  });
});

describe('leadsSomewhere', () => {
  it('is true for site paths and web URLs, false for empty and unsafe ones', () => {
    expect(leadsSomewhere('/ys/obc/content/1/detail')).toBe(true);
    expect(leadsSomewhere('https://example.org/a')).toBe(true);
    expect(leadsSomewhere('')).toBe(false);
    expect(leadsSomewhere('javascript:alert(1)')).toBe(false);
  });
});
