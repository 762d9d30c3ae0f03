import { describe, expect, it } from 'vitest';
import { GRAYSCALE_BEFORE_MS } from '../../../../shared/blocks.ts';
import { articleSeconds, isGrayscaleItem, isoTime, itemMedia, variantWidth } from './item-media.ts';

const ext = (channelId: number, pictures: string[]) => JSON.stringify({ [`c_${channelId}`]: { picture: { list: pictures } } });

describe('itemMedia', () => {
  it("takes the channel's first picture over the icon", () => {
    expect(itemMedia({ ext: ext(7, ['/img/a.jpg', '/img/b.jpg']), icon: '/img/i.png' }, 7)).toEqual({ src: '/img/a.jpg', kind: 'picture' });
  });

  it("ignores another channel's pictures and falls back to the icon", () => {
    expect(itemMedia({ ext: ext(8, ['/img/a.jpg']), icon: '/img/i.png' }, 7)).toEqual({ src: '/img/i.png', kind: 'icon' });
    expect(itemMedia({ ext: 'not json', icon: '/img/i.png' }, 7)).toEqual({ src: '/img/i.png', kind: 'icon' });
  });

  it('has nothing to show without picture or icon', () => {
    expect(itemMedia({ ext: ext(7, []), icon: '' }, 7)).toEqual({ src: '', kind: 'none' });
  });
});

describe('articleSeconds', () => {
  it('reads the seconds text, unreadable or missing times are 0', () => {
    expect(articleSeconds({ article_time: '1767225600' })).toBe(1_767_225_600);
    expect(articleSeconds({ article_time: '' })).toBe(0);
    expect(articleSeconds({ article_time: 'abc' })).toBe(0);
    expect(articleSeconds({ article_time: '-5' })).toBe(0);
  });
});

describe('isGrayscaleItem', () => {
  it('greys entries dated before the 2020 moment, not missing times', () => {
    const before = Math.floor(GRAYSCALE_BEFORE_MS / 1000) - 1;
    const after = Math.ceil(GRAYSCALE_BEFORE_MS / 1000) + 1;
    expect(isGrayscaleItem({ article_time: String(before) })).toBe(true);
    expect(isGrayscaleItem({ article_time: String(after) })).toBe(false);
    expect(isGrayscaleItem({ article_time: '0' })).toBe(false);
  });
});

describe('isoTime', () => {
  it('formats a moment, a 0 time has none', () => {
    expect(isoTime(Date.UTC(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04:00.000Z');
    expect(isoTime(0)).toBeUndefined();
  });
});

describe('variantWidth', () => {
  it('asks for twice the frame width when a landscape picture covers it by width', () => {
    expect(variantWidth({ kind: 'picture' }, 160, 90)).toBe(320);
    expect(variantWidth({ kind: 'picture' }, 327, 164)).toBe(654);
  });

  it('asks for a wider picture when a tall frame crops it to its height', () => {
    // A 2:3 portrait card: the picture is scaled to the card height, so it is 16/9 of that wide.
    expect(variantWidth({ kind: 'picture' }, 100, 150)).toBe(533);
  });

  it('sizes a square icon by the shorter side of its frame', () => {
    expect(variantWidth({ kind: 'icon' }, 64, 64)).toBe(128);
    expect(variantWidth({ kind: 'icon' }, 160, 90)).toBe(180);
  });
});
