import { describe, expect, it } from 'vitest';
import { continueDraftTarget, idFrom, isReviewer, submissionEntryPath } from './contributing-links.ts';

describe('continueDraftTarget', () => {
  it('opens the editor of the entry for an existing entry draft', () => {
    expect(continueDraftTarget({ draft_id: 7, entry_page_id: 42, menu_id: 3 })).toEqual({ path: 'editor/42', query: { draft_id: '7' } });
  });
  it('opens words/create in the channel for a new entry draft', () => {
    expect(continueDraftTarget({ draft_id: 8, entry_page_id: 0, menu_id: 3 })).toEqual({ path: 'words/create', query: { menuId: '3', draft_id: '8' } });
  });
});

describe('submissionEntryPath', () => {
  it('links the entry once it exists', () => {
    expect(submissionEntryPath({ entry_page_id: 5 })).toBe('content/5/detail');
    expect(submissionEntryPath({ entry_page_id: 0 })).toBeNull();
  });
});

describe('isReviewer', () => {
  it('holds for AUDIT and ADMIN only', () => {
    expect(isReviewer(['AUDIT'])).toBe(true);
    expect(isReviewer(['CREATE_C', 'ADMIN'])).toBe(true);
    expect(isReviewer(['CREATE_C', 'VIEW'])).toBe(false);
    expect(isReviewer([])).toBe(false);
  });
});

describe('idFrom', () => {
  it('accepts positive whole numbers only', () => {
    expect(idFrom('12')).toBe(12);
    expect(idFrom('0')).toBeNull();
    expect(idFrom('-3')).toBeNull();
    expect(idFrom('1e3')).toBeNull();
    expect(idFrom(undefined)).toBeNull();
    expect(idFrom('9'.repeat(16))).toBeNull();
  });
});
