import { describe, expect, it } from 'vitest';
import { leadsSomewhere, linkTarget } from './link-target.ts';

const BASE = '/ys/obc/';

describe('linkTarget', () => {
  it('turns a path of the edition into a wiki page with its own query kept', () => {
    expect(linkTarget('/ys/obc/content/12/detail', BASE)).toEqual({ kind: 'wiki', path: 'content/12/detail', query: {} });
    expect(linkTarget('/ys/obc/channel/position/3?from=pool#top', BASE)).toEqual({ kind: 'wiki', path: 'channel/position/3', query: { from: 'pool' } });
    expect(linkTarget('/ys/obc', BASE)).toEqual({ kind: 'wiki', path: '', query: {} });
  });

  it('links other paths of the site as they are', () => {
    expect(linkTarget('/sr/wiki/content/1/detail', BASE)).toEqual({ kind: 'site', href: '/sr/wiki/content/1/detail' });
    expect(linkTarget('/ys/obcx/content/1', BASE)).toEqual({ kind: 'site', href: '/ys/obcx/content/1' });
  });

  it('opens web URLs as external links', () => {
    expect(linkTarget('https://forum.example.org/article/1', BASE)).toEqual({ kind: 'external', href: 'https://forum.example.org/article/1' });
    expect(linkTarget(' HTTP://example.org ', BASE)).toEqual({ kind: 'external', href: 'HTTP://example.org' });
  });

  it('reads a web URL of our own origin as its path, and keeps other origins external', () => {
    const origin = 'https://wiki.example';
    expect(linkTarget('https://wiki.example/ys/obc/raid?x=1', BASE, origin)).toEqual({ kind: 'wiki', path: 'raid', query: { x: '1' } });
    expect(linkTarget('https://wiki.example/sr/wiki/', BASE, origin)).toEqual({ kind: 'site', href: '/sr/wiki/' });
    expect(linkTarget('https://wiki.example:8443/ys/obc/raid', BASE, origin)).toEqual({ kind: 'external', href: 'https://wiki.example:8443/ys/obc/raid' });
    expect(linkTarget('http://wiki.example/ys/obc/raid', BASE, origin)).toEqual({ kind: 'external', href: 'http://wiki.example/ys/obc/raid' });
    expect(linkTarget('https://wiki.example.evil/ys/obc/', BASE, origin)).toEqual({ kind: 'external', href: 'https://wiki.example.evil/ys/obc/' });
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
      expect(linkTarget(url, BASE), url).toEqual({ kind: 'none' });
    }
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
