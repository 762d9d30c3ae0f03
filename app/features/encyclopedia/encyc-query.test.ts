import { describe, expect, it } from 'vitest';
import { chooseFilter, encycQuery, readEncycView } from './encyc-query.ts';

describe('encyclopedia URL', () => {
  it('reads menu, filters and page, ignoring junk', () => {
    expect(readEncycView(new URLSearchParams('menu=12&filter=元素/火&filter=bad&filter=元素/火&page=3'))).toEqual({
      menuId: 12,
      filters: ['元素/火'],
      page: 3,
    });
    expect(readEncycView(new URLSearchParams('menu=x&page=0'))).toEqual({ menuId: undefined, filters: [], page: 1 });
  });

  it('writes a view back, and round-trips', () => {
    const query = encycQuery({ menuId: 5, filters: ['元素/火', '星级/五星'], page: 2 });
    expect(query.toString()).toBe(
      new URLSearchParams([
        ['menu', '5'],
        ['filter', '元素/火'],
        ['filter', '星级/五星'],
        ['page', '2'],
      ]).toString(),
    );
    expect(readEncycView(query)).toEqual({ menuId: 5, filters: ['元素/火', '星级/五星'], page: 2 });
  });

  it('keeps one option per group', () => {
    expect(chooseFilter(['元素/火', '星级/五星'], '元素', '水')).toEqual(['星级/五星', '元素/水']);
    expect(chooseFilter(['元素/火', '星级/五星'], '元素', null)).toEqual(['星级/五星']);
  });
});
