import { describe, expect, it } from 'vitest';
import { myWordsTabOf, pageOf } from './my-words-tabs.ts';

describe('my words query', () => {
  it('reads a known tab, else drafts', () => {
    expect(myWordsTabOf('rejected')).toBe('rejected');
    expect(myWordsTabOf('approved')).toBe('approved');
    expect(myWordsTabOf('toString')).toBe('drafts');
    expect(myWordsTabOf(null)).toBe('drafts');
  });
  it('reads a page from 1', () => {
    expect(pageOf('3')).toBe(3);
    expect(pageOf('0')).toBe(1);
    expect(pageOf('x')).toBe(1);
    expect(pageOf(null)).toBe(1);
  });
});
