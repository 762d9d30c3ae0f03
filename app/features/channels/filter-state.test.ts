import { describe, expect, it } from 'vitest';
import { chosenValues, validChoice } from './filter-state.ts';

describe('filter choices', () => {
  const groups = [
    { label: '元素', options: ['火', '水'] },
    { label: '星级', options: ['五星', '四星'] },
  ];
  it('spells chosen options group/option and leaves out unlimited groups', () => {
    expect(chosenValues({ 元素: '火', 星级: '' })).toEqual(['元素/火']);
  });
  it('drops choices the definition does not have', () => {
    expect(validChoice(groups, { 元素: '雷', 星级: '五星', 武器: '弓' })).toEqual({ 星级: '五星' });
  });
});
