import { describe, expect, it } from 'vitest';
import { cellNumber, compareCells, nextSort, sortRows } from './sort-rows.ts';

describe('table sorting', () => {
  it('reads numbers with separators, signs, decimals and percent signs', () => {
    expect(cellNumber('1,234')).toBe(1234);
    expect(cellNumber(' -3.5 ')).toBe(-3.5);
    expect(cellNumber('12%')).toBe(12);
    expect(cellNumber('+7')).toBe(7);
    expect(cellNumber('Lv.90')).toBeNull();
    expect(cellNumber('')).toBeNull();
    expect(cellNumber('1e5')).toBeNull();
  });

  it('compares numbers numerically, not as text', () => {
    const rows = [['10'], ['9'], ['100'], ['1,000'], ['2.5']];
    expect(sortRows(rows, { column: 0, direction: 'asc' }).map((r) => r[0])).toEqual(['2.5', '9', '10', '100', '1,000']);
    expect(sortRows(rows, { column: 0, direction: 'desc' }).map((r) => r[0])).toEqual(['1,000', '100', '10', '9', '2.5']);
  });

  it('puts numbers before text in both directions, and empty cells last', () => {
    const rows = [['beta'], ['5'], [''], ['abc'], ['1']];
    expect(sortRows(rows, { column: 0, direction: 'asc' }).map((r) => r[0])).toEqual(['1', '5', 'abc', 'beta', '']);
    expect(sortRows(rows, { column: 0, direction: 'desc' }).map((r) => r[0])).toEqual(['5', '1', 'beta', 'abc', '']);
    expect(compareCells('3', 'x')).toBeLessThan(0);
    expect(compareCells('x', '3', 'desc')).toBeGreaterThan(0);
  });

  it('keeps equal cells in their order and leaves the input alone', () => {
    const rows = [
      ['1', 'a'],
      ['1', 'b'],
      ['0', 'c'],
    ];
    const sorted = sortRows(rows, { column: 0, direction: 'asc' });
    expect(sorted.map((r) => r[1])).toEqual(['c', 'a', 'b']);
    expect(rows.map((r) => r[1])).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, null)).toEqual(rows);
  });

  it('toggles the direction on the same column and starts ascending on another', () => {
    expect(nextSort(null, 2)).toEqual({ column: 2, direction: 'asc' });
    expect(nextSort({ column: 2, direction: 'asc' }, 2)).toEqual({ column: 2, direction: 'desc' });
    expect(nextSort({ column: 2, direction: 'desc' }, 2)).toEqual({ column: 2, direction: 'asc' });
    expect(nextSort({ column: 2, direction: 'desc' }, 0)).toEqual({ column: 0, direction: 'asc' });
  });
});
