import { describe, expect, it } from 'vitest';
import { filterTags } from './filter-tags.ts';

describe('filterTags', () => {
  it('spells each value group/value, groups in order', () => {
    expect(filterTags({ 元素: ['火', '水'], 星级: ['五星'], 空: [] })).toEqual(['元素/火', '元素/水', '星级/五星']);
  });
});
