import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_WIDTH, IMAGE_WIDTHS, renderQuality, renderWidth } from './images.ts';

describe('image variant sizes', () => {
  it('rounds a width up to the next listed one', () => {
    expect(renderWidth(16)).toBe(16);
    expect(renderWidth(50)).toBe(50);
    expect(renderWidth(51)).toBe(64);
    expect(renderWidth(747)).toBe(750);
    expect(renderWidth(2000)).toBe(2048);
    expect(renderWidth(2560)).toBe(IMAGE_MAX_WIDTH);
    expect(IMAGE_WIDTHS.every((width, index) => index === 0 || width > IMAGE_WIDTHS[index - 1]!)).toBe(true);
  });

  it('keeps the spec qualities and takes the nearest listed one otherwise', () => {
    expect(renderQuality(60)).toBe(60);
    expect(renderQuality(75)).toBe(75);
    expect(renderQuality(1)).toBe(30);
    expect(renderQuality(77)).toBe(75);
    expect(renderQuality(78)).toBe(80);
    expect(renderQuality(100)).toBe(95);
  });
});
