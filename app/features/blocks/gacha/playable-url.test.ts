import { describe, expect, it } from 'vitest';
import { playableUrl } from './playable-url.ts';

describe('playableUrl', () => {
  it('accepts site paths and web URLs only', () => {
    expect(playableUrl('/media/ab/clip.wav')).toBe('/media/ab/clip.wav');
    expect(playableUrl('https://cdn.example/v.mp3')).toBe('https://cdn.example/v.mp3');
    for (const url of ['', 'javascript:alert(1)', 'data:audio/wav;base64,AAAA', '//evil.example/v.mp3']) expect(playableUrl(url), url).toBeUndefined();
  });
});
