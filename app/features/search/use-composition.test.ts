import { describe, expect, it } from 'vitest';
import { createCompositionTracker } from './use-composition.ts';

const KEY = { isComposing: false, keyCode: 13 };

describe('composition tracker', () => {
  it('commits every change of ordinary typing, and leaves its keys to the box', () => {
    const tracker = createCompositionTracker();
    expect(tracker.input('钟')).toBe('钟');
    expect(tracker.input('钟离')).toBe('钟离');
    expect(tracker.ownsKey(KEY)).toBe(false);
  });

  it('commits nothing while composing, then the text when the composition ends after its last input', () => {
    const tracker = createCompositionTracker();
    tracker.start();
    expect(tracker.input('z')).toBeNull();
    expect(tracker.input('zhong')).toBeNull();
    expect(tracker.input('钟离')).toBeNull();
    expect(tracker.end('钟离')).toBe('钟离');
    expect(tracker.input('钟离a')).toBe('钟离a');
  });

  it('commits the text when the composition ends before its last input, and that input again', () => {
    const tracker = createCompositionTracker();
    tracker.start();
    expect(tracker.input('zhong')).toBeNull();
    expect(tracker.end('钟离')).toBe('钟离');
    expect(tracker.input('钟离')).toBe('钟离');
  });

  it('leaves to the input method the keys of a composition: flagged, marked 229, or between its events', () => {
    const tracker = createCompositionTracker();
    // Chromium: the Enter that commits comes before compositionend, flagged isComposing.
    expect(tracker.ownsKey({ isComposing: true, keyCode: 229 })).toBe(true);
    // Safari: it comes after compositionend, unflagged but with keyCode 229.
    expect(tracker.ownsKey({ isComposing: false, keyCode: 229 })).toBe(true);
    tracker.start();
    expect(tracker.ownsKey(KEY)).toBe(true);
    tracker.end('钟离');
    expect(tracker.ownsKey(KEY)).toBe(false);
  });
});
