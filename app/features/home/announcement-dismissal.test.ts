import { describe, expect, it } from 'vitest';
import { noticeVisible, readDismissal } from './announcement-dismissal.ts';

describe('notice bar dismissal', () => {
  it('shows until dismissed, then only for a newer version', () => {
    expect(noticeVisible(3, null)).toBe(true);
    expect(noticeVisible(3, { version: 3, at: 1 })).toBe(false);
    expect(noticeVisible(4, { version: 3, at: 1 })).toBe(true);
  });
  it('treats a damaged stored value as never dismissed', () => {
    expect(readDismissal('not json')).toBeNull();
    expect(readDismissal('{"at":1}')).toBeNull();
    expect(readDismissal(null)).toBeNull();
    expect(readDismissal('{"version":2,"at":5}')).toEqual({ version: 2, at: 5 });
  });
});
