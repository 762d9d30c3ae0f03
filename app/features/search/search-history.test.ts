import { describe, expect, it } from 'vitest';
import { addKeyword, KEY_BOX_VALUE_LIMIT, mergeHistories, parseHistory, removeKeyword, SEARCH_HISTORY_LIMIT, serializeForKeyBox } from './search-history.ts';

describe('search history', () => {
  it('puts a keyword first without its older copy and keeps 20', () => {
    expect(addKeyword(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(addKeyword(['a'], '  ')).toEqual(['a']);
    const full = Array.from({ length: SEARCH_HISTORY_LIMIT }, (_, i) => `w${i}`);
    expect(addKeyword(full, 'new')).toEqual(['new', ...full.slice(0, SEARCH_HISTORY_LIMIT - 1)]);
  });

  it('removes one keyword', () => {
    expect(removeKeyword(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('reads stored text defensively', () => {
    expect(parseHistory('["a","a"," b ",3,""]')).toEqual(['a', 'b']);
    expect(parseHistory('{')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });

  it('merges this device first, then the account', () => {
    expect(mergeHistories(['x', 'y'], ['y', 'z'])).toEqual(['x', 'y', 'z']);
  });

  it('fits the key-box value limit by dropping the oldest', () => {
    const long = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(100, '字'));
    const text = serializeForKeyBox(long);
    expect(text.length).toBeLessThanOrEqual(KEY_BOX_VALUE_LIMIT);
    expect(JSON.parse(text)[0]).toBe(long[0]);
  });
});
