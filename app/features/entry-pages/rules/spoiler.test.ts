import { describe, expect, it } from 'vitest';
import { SPOILER_HIDDEN, spoilerNext, spoilerVisible } from './spoiler.ts';

describe('spoiler (heimu)', () => {
  it('starts hidden and toggles on each tap or key press', () => {
    expect(spoilerVisible(SPOILER_HIDDEN, false, 'mobile')).toBe(false);
    const shown = spoilerNext(SPOILER_HIDDEN, 'tap');
    expect(spoilerVisible(shown, false, 'mobile')).toBe(true);
    expect(spoilerNext(shown, 'tap')).toEqual(SPOILER_HIDDEN);
    expect(spoilerNext(SPOILER_HIDDEN, 'key').revealed).toBe(true);
  });

  it('shows while hovered on desktop only, without changing the state', () => {
    expect(spoilerVisible(SPOILER_HIDDEN, true, 'pc')).toBe(true);
    expect(spoilerVisible(SPOILER_HIDDEN, true, 'mobile')).toBe(false);
    expect(spoilerNext(SPOILER_HIDDEN, 'hover-start')).toEqual(SPOILER_HIDDEN);
  });
});
