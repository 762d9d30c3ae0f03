import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error.ts';
import { reorder } from './ordering.ts';

describe('reorder (position kinds top 0, bottom 1, move 2)', () => {
  const ids = [1, 2, 3, 4];
  it('moves to the top and the bottom', () => {
    expect(reorder(ids, 3, 0)).toEqual([3, 1, 2, 4]);
    expect(reorder(ids, 1, 1)).toEqual([2, 3, 4, 1]);
  });
  it('moves to an index among the others, clamped to the list', () => {
    expect(reorder(ids, 1, 2, 2)).toEqual([2, 3, 1, 4]);
    expect(reorder(ids, 4, 2, 0)).toEqual([4, 1, 2, 3]);
    expect(reorder(ids, 2, 2, 99)).toEqual([1, 3, 4, 2]);
  });
  it('inserts an item arriving from elsewhere', () => {
    expect(reorder(ids, 9, 2, 1)).toEqual([1, 9, 2, 3, 4]);
  });
  it('needs an index for kind 2', () => {
    expect(() => reorder(ids, 1, 2)).toThrow(DomainError);
  });
});
