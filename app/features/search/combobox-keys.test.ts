import { describe, expect, it } from 'vitest';
import { comboboxAction, stepIndex } from './combobox-keys.ts';

describe('combobox keys', () => {
  it('steps through the options and wraps at both ends', () => {
    expect(stepIndex(-1, 3, 1)).toBe(0);
    expect(stepIndex(-1, 3, -1)).toBe(2);
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(1, 3, 1)).toBe(2);
    expect(stepIndex(0, 0, 1)).toBe(-1);
  });

  it('opens a closed list on an arrow, and leaves arrows alone without options', () => {
    expect(comboboxAction('ArrowDown', { open: false, active: -1, count: 4, hasText: true })).toEqual({ kind: 'open', index: 0 });
    expect(comboboxAction('ArrowUp', { open: false, active: -1, count: 4, hasText: true })).toEqual({ kind: 'open', index: 3 });
    expect(comboboxAction('ArrowDown', { open: false, active: -1, count: 0, hasText: true })).toEqual({ kind: 'none' });
    expect(comboboxAction('ArrowDown', { open: true, active: 1, count: 4, hasText: true })).toEqual({ kind: 'move', index: 2 });
  });

  it('takes the active option on Enter, else submits the text', () => {
    expect(comboboxAction('Enter', { open: true, active: 2, count: 4, hasText: true })).toEqual({ kind: 'pick', index: 2 });
    expect(comboboxAction('Enter', { open: true, active: -1, count: 4, hasText: true })).toEqual({ kind: 'submit' });
    expect(comboboxAction('Enter', { open: false, active: 2, count: 4, hasText: true })).toEqual({ kind: 'submit' });
  });

  it('closes an open list on Escape, then clears the text', () => {
    expect(comboboxAction('Escape', { open: true, active: 0, count: 2, hasText: true })).toEqual({ kind: 'close' });
    expect(comboboxAction('Escape', { open: false, active: -1, count: 2, hasText: true })).toEqual({ kind: 'clear' });
    expect(comboboxAction('Escape', { open: false, active: -1, count: 2, hasText: false })).toEqual({ kind: 'none' });
    expect(comboboxAction('a', { open: true, active: 0, count: 2, hasText: true })).toEqual({ kind: 'none' });
  });
});
