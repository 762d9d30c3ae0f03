import { describe, expect, it } from 'vitest';
import { entryDocSchema, type EntryDoc, type EntryModule } from '../../../shared/contract/entry-page.ts';
import { canonical, contributionValue, docChanges, EMPTY_DOC, mergeConflicts, mergeDocs } from './doc-merge.ts';

const module = (id: string, name: string, text = ''): EntryModule => ({
  id,
  name,
  is_poped: false,
  group: '',
  components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: text ? [{ type: 'paragraph', children: [{ text }] }] : [] } }],
});
const doc = (modules: EntryModule[], extra: Partial<EntryDoc> = {}): EntryDoc => entryDocSchema.parse({ name: '词条', modules, ...extra });

describe('doc merge', () => {
  const base = doc([module('a', 'A'), module('b', 'B'), module('c', 'C')]);

  it('compares values whatever their key order', () => {
    expect(canonical({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(canonical({ a: [1, { c: 3, d: 2 }], b: 1 }));
  });

  it('finds changed, added and removed modules and fields', () => {
    const next = doc([module('a', 'A', 'x'), module('c', 'C'), module('d', 'D')], { desc: 'new' });
    const changes = docChanges(base, next);
    expect([...changes.modules].sort()).toEqual(['a', 'b', 'd']);
    expect([...changes.fields]).toEqual(['desc']);
    expect(contributionValue(changes)).toBe(4);
    expect(contributionValue(docChanges(base, base))).toBe(1);
    const many = Array.from({ length: 20 }, (_, i) => ({ ...module(`m${i}`, `M${i}`), group: `g${i % 2}` }));
    expect(contributionValue(docChanges(EMPTY_DOC, doc(many)))).toBe(10);
  });

  it('takes the submission as it is when the page did not change', () => {
    const submitted = doc([module('c', 'C'), module('a', 'A2')], { desc: 'd' });
    const merged = mergeDocs(base, base, submitted);
    expect(merged).toEqual({ ok: true, doc: submitted });
  });

  it('applies changes of other modules onto a page that moved on, keeping its changes', () => {
    const current = doc([module('a', 'A', 'page'), module('b', 'B'), module('c', 'C'), module('p', 'P')], { aliases: ['page'] });
    const submitted = doc([module('a', 'A'), module('n', 'N'), module('c', 'C2')], { desc: 'sub' });
    const merged = mergeDocs(base, current, submitted);
    if (!merged.ok) throw new Error('expected a merge');
    expect(merged.doc.modules.map((item) => item.name)).toEqual(['A', 'N', 'C2', 'P']);
    expect(merged.doc.modules[0]!.components).toEqual(current.modules[0]!.components);
    expect(merged.doc.desc).toBe('sub');
    expect(merged.doc.aliases).toEqual(['page']);
  });

  it('names fields and modules changed on both sides, unless both made the same change', () => {
    const current = doc([module('a', 'A', 'page'), module('b', 'B'), module('c', 'C')], { desc: 'page' });
    const submitted = doc([module('a', 'A1', 'mine'), module('b', 'B'), module('c', 'C')], { desc: 'mine' });
    expect(mergeConflicts(base, current, submitted)).toEqual(['desc', 'A1']);
    expect(mergeDocs(base, current, submitted)).toEqual({ ok: false, conflicts: ['desc', 'A1'] });
    expect(mergeConflicts(base, current, current)).toEqual([]);
    // Removed on the page, changed in the submission.
    const removed = doc([module('b', 'B'), module('c', 'C')]);
    expect(mergeConflicts(base, removed, doc([module('a', 'A9'), module('b', 'B'), module('c', 'C')]))).toEqual(['A9']);
  });
});
