import { describe, expect, it } from 'vitest';
import { blockLimit, columnsPerRow, isGrayscaleDate, kingkongHasArrows, kingkongIcons, matchesFilters, searchByTitle, truncateFor } from './blocks.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('block limits (spec section 9)', () => {
  it.each([
    ['group', 4, 4],
    ['summary', 4, 4],
    ['verticalSummary', 4, 8],
    ['hitCard', 3, 3],
    ['hitAvatar', 4, 4],
    ['subject', 6, 6],
    ['collectionAvatar', 8, 12],
    ['monster', 4, 8],
    ['relic', 2, 4],
    ['cardFilter', 8, 12],
    ['strategyCard', 4, 8],
    ['largeModelCard', 8, 10],
    ['relicWeapon', 2, 6],
    ['kingkongTag', 6, 6],
  ] as const)('%s shows %i on mobile and %i on PC when limited', (type, mobile, pc) => {
    expect(blockLimit(type, 'mobile')).toBe(mobile);
    expect(blockLimit(type, 'pc')).toBe(pc);
    expect(truncateFor(range(30), type, 'mobile', true)).toHaveLength(mobile);
    expect(truncateFor(range(30), type, 'pc', false)).toHaveLength(30);
  });

  it('icon grids show rows × columns: PC 3 rows, 2 for avatar and card', () => {
    expect(blockLimit('default', 'pc')).toBe(3 * 6);
    expect(blockLimit('recommended', 'pc', 4)).toBe(3 * 8);
    expect(blockLimit('avatar', 'pc')).toBe(2 * 6);
    expect(blockLimit('card', 'pc')).toBe(2 * 4);
    expect(blockLimit('default', 'mobile')).toBe(3 * 4);
  });
});

describe('columnsPerRow', () => {
  it('doubles col_per_row for default and recommended on PC, fixes avatar 6 and card 4', () => {
    expect(columnsPerRow('default', 'pc')).toBe(6);
    expect(columnsPerRow('default', 'pc', 5)).toBe(10);
    expect(columnsPerRow('recommended', 'pc')).toBe(6);
    expect(columnsPerRow('avatar', 'pc', 5)).toBe(6);
    expect(columnsPerRow('card', 'pc')).toBe(4);
    expect(columnsPerRow('summary', 'pc')).toBe(3);
  });

  it('uses one column for lists on mobile', () => {
    expect(columnsPerRow('summary', 'mobile')).toBe(1);
    expect(columnsPerRow('strategyCard', 'mobile', 4)).toBe(1);
  });
});

describe('kingkong icon grid', () => {
  it('shows at most 8; on mobile a more icon replaces the 8th when there are more', () => {
    expect(kingkongIcons(range(10), 'pc')).toEqual({ icons: range(8), more: false });
    expect(kingkongIcons(range(10), 'mobile')).toEqual({ icons: range(7), more: true });
    expect(kingkongIcons(range(8), 'mobile')).toEqual({ icons: range(8), more: false });
  });

  it('has arrows unless there are exactly 4 (or fewer)', () => {
    expect(kingkongHasArrows(4)).toBe(false);
    expect(kingkongHasArrows(3)).toBe(false);
    expect(kingkongHasArrows(5)).toBe(true);
  });
});

describe('matchesFilters', () => {
  const values = ['元素/火', '武器/单手剑', '星级/五星'];
  it('needs every chosen option among the values', () => {
    expect(matchesFilters(values, ['元素/火'])).toBe(true);
    expect(matchesFilters(values, ['元素/火', '星级/五星'])).toBe(true);
    expect(matchesFilters(values, ['元素/火', '星级/四星'])).toBe(false);
  });
  it('ignores empty choices and matches everything with none', () => {
    expect(matchesFilters(values, [])).toBe(true);
    expect(matchesFilters(values, ['', '元素/火'])).toBe(true);
    expect(matchesFilters([], ['元素/火'])).toBe(false);
  });
});

describe('searchByTitle', () => {
  const items = [{ title: '甘雨' }, { title: '雨林之歌' }, { title: 'Amber' }];
  it('matches substrings, case-insensitively, and nothing for a blank term', () => {
    expect(searchByTitle(items, '雨').map((item) => item.title)).toEqual(['甘雨', '雨林之歌']);
    expect(searchByTitle(items, 'amb').map((item) => item.title)).toEqual(['Amber']);
    expect(searchByTitle(items, '  ')).toEqual([]);
  });
});

describe('isGrayscaleDate', () => {
  it('greys dates before 2020 (Beijing time) and ignores 0', () => {
    expect(isGrayscaleDate(Date.UTC(2019, 11, 31, 15, 59))).toBe(true);
    expect(isGrayscaleDate(Date.UTC(2019, 11, 31, 16, 0))).toBe(false);
    expect(isGrayscaleDate(0)).toBe(false);
  });
});
