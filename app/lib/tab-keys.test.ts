import { describe, expect, it } from 'vitest';
import { tabKeyTarget } from './tab-keys.ts';

describe('tabKeyTarget', () => {
  it('steps with the arrows and wraps round at both ends', () => {
    expect(tabKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 1, 3)).toBe(0);
    expect(tabKeyTarget('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the first and the last tab with Home and End', () => {
    expect(tabKeyTarget('Home', 2, 4)).toBe(0);
    expect(tabKeyTarget('End', 0, 4)).toBe(3);
  });

  it('moves nowhere on other keys or in an empty list', () => {
    expect(tabKeyTarget('Enter', 1, 3)).toBeUndefined();
    expect(tabKeyTarget('ArrowDown', 1, 3)).toBeUndefined();
    expect(tabKeyTarget('ArrowRight', 0, 0)).toBeUndefined();
  });
});
