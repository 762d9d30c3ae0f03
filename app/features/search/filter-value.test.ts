import { describe, expect, it } from 'vitest';
import type { FilterNode } from '../../../shared/contract/search.ts';
import { filterName, menuIdOf, truncateLabel, type FilterValue } from './filter-value.ts';

const node = (id: number, name: string): FilterNode => ({ id, name, channel_id: id, parent_id: 0, children: [] });
const value = (first: FilterNode, second: FilterNode): FilterValue => ({ ids: [first.id, second.id], data: [first, second] });
const all = node(-1, '全部');
const unlimited = node(-1, '不限');

describe('search filter value', () => {
  it('answers menu_id by the rule of spec 000 §7', () => {
    expect(menuIdOf(null)).toBeUndefined();
    expect(menuIdOf(value(all, unlimited))).toBeUndefined();
    expect(menuIdOf(value(node(3, '角色'), unlimited))).toBe(3);
    expect(menuIdOf(value(node(3, '角色'), node(7, '火元素')))).toBe(7);
  });

  it('names the deepest real channel', () => {
    expect(filterName(value(node(3, '角色'), unlimited))).toBe('角色');
    expect(filterName(value(node(3, '角色'), node(7, '火元素')))).toBe('火元素');
    expect(filterName(value(all, unlimited))).toBeUndefined();
  });

  it('cuts labels to 10 characters plus an ellipsis', () => {
    expect(truncateLabel('一二三四五六七八九十')).toBe('一二三四五六七八九十');
    expect(truncateLabel('一二三四五六七八九十十一')).toBe('一二三四五六七八九十…');
  });
});
