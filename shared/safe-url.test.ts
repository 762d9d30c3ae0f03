import { afterEach, describe, expect, it } from 'vitest';
import { imageUrl, linkUrl } from './contract/url-fields.ts';
import { allowMediaHosts, isSafeLink, isSafeMediaUrl } from './safe-url.ts';

const UNSAFE_LINKS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example',
  'https://trusted.example@evil.example/',
  'https://user:pass@evil.example/',
  'https:evil.example',
  'https:///evil.example',
  'ftp://example.org/file',
  'mailto:someone@example.org',
  'evil.example/x',
  '/ys/obc/a b',
  '/ys/obc/\u200bx',
  'https://example.org/\u202ex',
];

describe('links', () => {
  it('accept web URLs and paths of this site', () => {
    for (const value of ['https://example.org/guide', 'http://example.org', 'HTTPS://Example.org/a?b=c#d', '/', '/ys/obc/content/1/detail?x=1#top']) {
      expect(isSafeLink(value), value).toBe(true);
    }
  });

  it('refuse other schemes, other hosts by //, credentials and hidden characters', () => {
    for (const value of UNSAFE_LINKS) expect(isSafeLink(value), JSON.stringify(value)).toBe(false);
  });

  it('trim the value and name the rule', () => {
    expect(linkUrl().parse('  /ys/obc/  ')).toBe('/ys/obc/');
    expect(linkUrl().parse('')).toBe('');
    expect(linkUrl().safeParse(' javascript:alert(1)').error?.issues[0]?.message).toBe('must be a web URL or a path of this site');
  });
});

describe('pictures and clips', () => {
  afterEach(() => allowMediaHosts([]));

  it('accept our uploads of their kind only', () => {
    expect(isSafeMediaUrl('image', '/img/ab/abcdef.png')).toBe(true);
    expect(isSafeMediaUrl('audio', '/media/ab/clip.wav')).toBe(true);
    for (const value of [
      '/media/ab/clip.wav',
      '/img/../almanac.sqlite',
      '/img//etc/passwd',
      '/img/%2e%2e/x',
      '/ys/obc/a.png',
      '/img/',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
    ]) {
      expect(isSafeMediaUrl('image', value), value).toBe(false);
    }
    expect(isSafeMediaUrl('audio', '/img/ab/abcdef.png')).toBe(false);
  });

  it('accept https URLs only on allowed hosts once the server has set them', () => {
    allowMediaHosts(['Images.Example.com']);
    expect(isSafeMediaUrl('image', 'https://images.example.com/a.png')).toBe(true);
    expect(isSafeMediaUrl('audio', 'https://images.example.com/a.mp3')).toBe(true);
    for (const value of [
      'http://images.example.com/a.png',
      'https://evil.example/a.png',
      'https://images.example.com.evil.example/a.png',
      'https://images.example.com@evil.example/a.png',
    ]) {
      expect(isSafeMediaUrl('image', value), value).toBe(false);
    }
    allowMediaHosts([]);
    expect(isSafeMediaUrl('image', 'https://images.example.com/a.png')).toBe(false);
    expect(imageUrl().safeParse('https://images.example.com/a.png').error?.issues[0]?.message).toBe('must be one of our uploads or an allowed image host');
  });
});
