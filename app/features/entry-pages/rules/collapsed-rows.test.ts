import { describe, expect, it } from 'vitest';
import { COLLAPSE_GRACE, COLLAPSED_ROWS, rowWindow } from './collapsed-rows.ts';

const rows = (n: number) => Array.from({ length: n }, (_, i) => [`row ${i + 1}`]);

describe('rowWindow', () => {
  it('shows a short table whole', () => {
    expect(rowWindow(rows(3), false)).toEqual({ shown: rows(3), hidden: 0 });
    expect(rowWindow([], false)).toEqual({ shown: [], hidden: 0 });
  });

  it('shows a table a few rows past the limit whole', () => {
    const n = COLLAPSED_ROWS + COLLAPSE_GRACE;
    expect(rowWindow(rows(n), false)).toEqual({ shown: rows(n), hidden: 0 });
  });

  it('holds back the rows of a long table past the first ones', () => {
    const window = rowWindow(rows(200), false);
    expect(window.shown).toEqual(rows(COLLAPSED_ROWS));
    expect(window.hidden).toBe(200 - COLLAPSED_ROWS);
    expect(rowWindow(rows(COLLAPSED_ROWS + COLLAPSE_GRACE + 1), false).hidden).toBe(COLLAPSE_GRACE + 1);
  });

  it('shows every row once expanded, in their order', () => {
    expect(rowWindow(rows(200), true)).toEqual({ shown: rows(200), hidden: 0 });
  });

  it('takes its own limit and grace', () => {
    expect(rowWindow(rows(10), false, 4, 0)).toEqual({ shown: rows(4), hidden: 6 });
    expect(rowWindow(rows(10), false, 4, 6)).toEqual({ shown: rows(10), hidden: 0 });
  });
});
