import { describe, expect, it } from 'vitest';
import { diffBlocks } from './diff-layout.ts';

describe('diffBlocks', () => {
  it('keeps short runs whole', () => {
    expect(diffBlocks([{ kind: 'added', lines: ['a'], skipped: 0 }])).toEqual([{ kind: 'added', before: ['a'], skipped: 0, after: [] }]);
  });

  it('puts the left-out lines of a middle run between its head and tail', () => {
    const blocks = diffBlocks([
      { kind: 'removed', lines: ['x'], skipped: 0 },
      { kind: 'same', lines: ['a', 'b', 'y', 'z'], skipped: 9 },
      { kind: 'added', lines: ['w'], skipped: 0 },
    ]);
    expect(blocks[1]).toEqual({ kind: 'same', before: ['a', 'b'], skipped: 9, after: ['y', 'z'] });
  });

  it('puts them first in the first run and last in the last run', () => {
    const blocks = diffBlocks([
      { kind: 'same', lines: ['c', 'd'], skipped: 5 },
      { kind: 'added', lines: ['n'], skipped: 0 },
      { kind: 'same', lines: ['e', 'f'], skipped: 7 },
    ]);
    expect(blocks[0]).toEqual({ kind: 'same', before: [], skipped: 5, after: ['c', 'd'] });
    expect(blocks[2]).toEqual({ kind: 'same', before: ['e', 'f'], skipped: 7, after: [] });
  });
});
