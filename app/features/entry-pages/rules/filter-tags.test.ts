import { describe, expect, it } from 'vitest';
import { ALL, filterItems, isAllSelected, itemMatches, tagOf, toggleTag } from './filter-tags.ts';

const items = [
  { name: 'A', tags: ['元素/火', '武器/单手剑'] },
  { name: 'B', tags: ['元素/水', '武器/单手剑'] },
  { name: 'C', tags: ['元素/火', '武器/弓'] },
];
const names = (selection: readonly string[]) => filterItems(items, selection).shown.map((item) => item.name);

describe('entry filter tags', () => {
  it('shows everything with "all" selected, which is the starting state', () => {
    expect(isAllSelected(ALL)).toBe(true);
    expect(names(ALL)).toEqual(['A', 'B', 'C']);
  });

  it('hides items that do not match a selected tag', () => {
    expect(names([tagOf('元素', '火')])).toEqual(['A', 'C']);
  });

  it('treats tags of one category as alternatives', () => {
    expect(names(['元素/火', '元素/水'])).toEqual(['A', 'B', 'C']);
  });

  it('matches an item only when every category matches', () => {
    expect(names(['元素/火', '武器/单手剑'])).toEqual(['A']);
    expect(itemMatches(['元素/火'], ['元素/火', '武器/弓'])).toBe(false);
  });

  it('re-selects "all" when the last tag is unselected, and "all" clears the selection', () => {
    const one = toggleTag(ALL, '元素/火');
    expect(isAllSelected(one)).toBe(false);
    expect(isAllSelected(toggleTag(one, '元素/火'))).toBe(true);
    expect(isAllSelected(ALL)).toBe(true);
  });

  it('reports an empty result when nothing matches', () => {
    expect(filterItems(items, ['元素/冰'])).toEqual({ shown: [], empty: true });
    expect(filterItems(items, ['元素/水']).empty).toBe(false);
  });
});
