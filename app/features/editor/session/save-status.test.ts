import { describe, expect, it } from 'vitest';
import { positiveId } from '../pages/route-params.ts';
import { hasUnsavedWork } from './save-status.ts';

describe('the autosave status and route ids', () => {
  it('counts unsaved, saving and failed as work that leaving would lose', () => {
    expect(hasUnsavedWork({ kind: 'unsaved' })).toBe(true);
    expect(hasUnsavedWork({ kind: 'saving' })).toBe(true);
    expect(hasUnsavedWork({ kind: 'failed', message: 'x' })).toBe(true);
    expect(hasUnsavedWork({ kind: 'saved', at: 1 })).toBe(false);
    expect(hasUnsavedWork({ kind: 'clean' })).toBe(false);
  });

  it('reads positive ids only', () => {
    expect(positiveId('12')).toBe(12);
    expect(positiveId('0')).toBeNull();
    expect(positiveId('-1')).toBeNull();
    expect(positiveId('1e3')).toBeNull();
    expect(positiveId(undefined)).toBeNull();
  });
});
