import { describe, expect, it } from 'vitest';
import { entryDocSchema, type EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { MergeResolution } from '../../../../shared/contract/merge-conflicts.ts';
import { canonical } from '../canonical.ts';
import { presentConflict } from './conflict-wire.ts';
import { mergeEntryDocs } from './doc-three-way.ts';
import { baseDoc, markers, randomEdit, seeded } from './edit-generator.ts';
import { mergeList } from './list-merge.ts';
import { mergeText, sentences } from './text-merge.ts';
import type { MergeConflict } from './value-merge.ts';

const edit = (doc: EntryDoc, change: (doc: EntryDoc) => void): EntryDoc => {
  const copy = structuredClone(doc);
  change(copy);
  return entryDocSchema.parse(copy);
};
const richText = (doc: EntryDoc, module: number, component: number) => {
  const data = doc.modules[module]!.components[component]!;
  if (data.component_id !== 'rich_text') throw new Error('not rich text');
  return data.data.doc;
};
const runOf = (doc: EntryDoc, module: number, component: number, block: number) => {
  const found = richText(doc, module, component)[block];
  if (found?.type !== 'paragraph') throw new Error('not a paragraph');
  return found.children[0]!;
};

describe('text merge', () => {
  it('cuts texts into sentences and back', () => {
    expect(sentences('一。二！three. four?\nfive')).toEqual(['一。', '二！', 'three. ', 'four?', '\n', 'five']);
    expect(sentences('').join('')).toBe('');
  });

  it('merges changes of different sentences, the same change once, and refuses the same sentence changed differently', () => {
    const base = '甲。乙。丙。';
    expect(mergeText(base, '甲一。乙。丙。', '甲。乙。丙三。')).toBe('甲一。乙。丙三。');
    expect(mergeText(base, '甲一。乙。丙。', '甲一。乙二。丙。')).toBe('甲一。乙二。丙。');
    // Neighbouring sentences.
    expect(mergeText(base, '甲一。乙。丙。', '甲。乙二。丙。')).toBe('甲一。乙二。丙。');
    expect(mergeText(base, '甲一。乙。丙。', '甲二。乙。丙。')).toBeUndefined();
    // Two different insertions at one place: their order is not known.
    expect(mergeText(base, '甲。新一。乙。丙。', '甲。新二。乙。丙。')).toBeUndefined();
    // A sentence removed on one side, rewritten on the other.
    expect(mergeText(base, '甲。丙。', '甲。乙二。丙。')).toBeUndefined();
  });
});

describe('list merge', () => {
  const merge = (o: string[], a: string[], b: string[], keepBothInserts = true) =>
    mergeList(o, a, b, {
      key: (item) => item,
      keepBothInserts,
      item: (x, y, z) => `${x}|${y}|${z}`,
      stretch: (stretch) => [`conflict@${stretch.oStart}:${stretch.a.join('+')}/${stretch.b.join('+')}`],
    });

  it('applies changes that touch different items, even next to each other', () => {
    expect(merge(['1', '2', '3'], ['1x', '2', '3'], ['1', '2', '3', '4'])).toEqual(['1x', '2', '3', '4']);
    expect(merge(['1', '2', '3'], ['1x', '2', '3'], ['1', 'new', '2', '3'])).toEqual(['1x', 'new', '2', '3']);
    expect(merge(['1', '2', '3'], ['new', '1', '2'], ['1', '2x', '3'])).toEqual(['new', '1', '2x']);
  });

  it('keeps both insertions at one place in structured lists, page first', () => {
    expect(merge(['1'], ['1', 'a'], ['1', 'b'])).toEqual(['1', 'a', 'b']);
    expect(merge(['1'], ['1', 'a'], ['1', 'b'], false)).toEqual(['1', 'conflict@1:a/b']);
  });

  it('merges items changed on both sides one by one, and hands a stretch changed differently back', () => {
    expect(merge(['1', '2'], ['1a', '2'], ['1b', '2'])).toEqual(['1|1a|1b', '2']);
    expect(merge(['1', '2'], ['2'], ['1b', '2'])).toEqual(['conflict@0:/1b', '2']);
  });
});

describe('document merge', () => {
  const base = baseDoc();

  it('takes one side whole when the other did not change, and a change made on both sides once', () => {
    const changed = randomEdit(base, 'x', 5, seeded(1));
    expect(mergeEntryDocs(base, base, changed).doc).toEqual(changed);
    expect(mergeEntryDocs(base, changed, base).doc).toEqual(changed);
    const both = mergeEntryDocs(base, changed, changed);
    expect(both.conflicts).toEqual([]);
    expect(both.doc).toEqual(changed);
  });

  it('merges inside a module: components by position, paragraphs, sentences, table rows and cells', () => {
    const current = edit(base, (doc) => {
      runOf(doc, 0, 0, 0).text = '«B1000»句子。«P»页面改写。«B1002»句子。';
      doc.modules[0]!.components.push({
        component_id: 'rich_text',
        layout: '',
        style: '',
        data: { doc: [{ type: 'paragraph', children: [{ text: '«PC»' }] }] },
      });
      const table = doc.modules[2]!.components[0]!;
      if (table.component_id === 'table') table.data.rows[1]![1] = '«PV»';
    });
    const submitted = edit(base, (doc) => {
      runOf(doc, 0, 0, 0).text = '«S»提交改写。«B1001»句子。«B1002»句子。';
      richText(doc, 0, 1).splice(1, 1);
      doc.modules[0]!.name = '模块一';
      const table = doc.modules[2]!.components[0]!;
      if (table.component_id === 'table') {
        table.data.rows[1]![0] = '«SR»';
        table.data.rows.push(['«SN»', '1']);
      }
    });
    const merged = mergeEntryDocs(base, current, submitted);
    expect(merged.conflicts).toEqual([]);
    const doc = merged.doc;
    expect(doc.modules[0]!.name).toBe('模块一');
    expect(runOf(doc, 0, 0, 0).text).toBe('«S»提交改写。«P»页面改写。«B1002»句子。');
    expect(richText(doc, 0, 1)).toHaveLength(2);
    expect(doc.modules[0]!.components).toHaveLength(3);
    const table = doc.modules[2]!.components[0]!;
    expect(table.component_id === 'table' && table.data.rows.slice(1)).toEqual([
      ['«SR»', '«PV»'],
      ['«BR2»', '«BV2»'],
      ['«BR3»', '«BV3»'],
      ['«SN»', '1'],
    ]);
    expect(entryDocSchema.safeParse(doc).success).toBe(true);
  });

  it('reports a sentence changed differently with its three versions, and applies a resolution by id', () => {
    const current = edit(base, (doc) => void (runOf(doc, 1, 0, 2).text = '«P»。'));
    const submitted = edit(base, (doc) => {
      runOf(doc, 1, 0, 2).text = '«S»。';
      doc.desc = '«SD»。«BD1»第二句。';
    });
    const outcome = mergeEntryDocs(base, current, submitted);
    expect(outcome.conflicts).toHaveLength(1);
    const conflict = outcome.conflicts[0]!;
    expect(conflict.path).toEqual(['modules', 'm2', 'components', 0, 'data', 'doc', 2, 'children', 0, 'text']);
    expect(presentConflict(conflict, base, current, submitted)).toMatchObject({
      kind: 'text',
      module_id: 'm2',
      module_name: '模块2',
      component: 1,
      component_type: 'rich_text',
      field: ['doc', 3, 'children', 1, 'text'],
      base: { present: true, text: '«B2020»句子。«B2021»句子。«B2022»句子。' },
      current: { present: true, text: '«P»。' },
      submitted: { present: true, text: '«S»。' },
    });
    // Unresolved, the page's version stays; what did not conflict is merged.
    expect(runOf(outcome.doc, 1, 0, 2).text).toBe('«P»。');
    expect(outcome.doc.desc).toBe('«SD»。«BD1»第二句。');
    const resolve = (resolution: MergeResolution) => mergeEntryDocs(base, current, submitted, new Map([[conflict.id, resolution]]));
    expect(runOf(resolve('submitted').doc, 1, 0, 2).text).toBe('«S»。');
    expect(runOf(resolve('current').doc, 1, 0, 2).text).toBe('«P»。');
    const edited = resolve({ text: '«P»«S»。' });
    expect(edited.unresolved).toEqual([]);
    expect(runOf(edited.doc, 1, 0, 2).text).toBe('«P»«S»。');
    // The page moved again: the same id no longer names a conflict.
    const moved = edit(current, (doc) => void (runOf(doc, 1, 0, 2).text = '«P2»。'));
    const stale = mergeEntryDocs(base, moved, submitted, new Map([[conflict.id, 'submitted']]));
    expect(stale.stale).toEqual([conflict.id]);
    expect(stale.unresolved).toHaveLength(1);
  });

  it('reports a module removed on one side and changed on the other, and structural conflicts as readable text', () => {
    const current = edit(base, (doc) => void doc.modules.splice(0, 1));
    const submitted = edit(base, (doc) => void (doc.modules[0]!.name = '«S»'));
    const outcome = mergeEntryDocs(base, current, submitted);
    expect(outcome.conflicts.map((conflict) => [conflict.kind, conflict.path])).toEqual([['module', ['modules', 'm1']]]);
    const wire = presentConflict(outcome.conflicts[0]!, base, current, submitted);
    expect(wire.current).toEqual({ present: false, text: '' });
    expect(wire.submitted.text.split('\n')[0]).toBe('## «S»');
    expect(outcome.doc.modules.map((module) => module.id)).toEqual(['m2', 't']);
    const kept = mergeEntryDocs(base, current, submitted, new Map([[outcome.conflicts[0]!.id, 'submitted']]));
    expect(kept.doc.modules.map((module) => module.name)).toEqual(['«S»', '模块2', '数据']);
    // An edited text is only for text conflicts.
    expect(mergeEntryDocs(base, current, submitted, new Map([[outcome.conflicts[0]!.id, { text: 'x' }]])).misfits).toEqual([outcome.conflicts[0]!.id]);

    // A component replaced by another type on one side and edited on the other.
    const replaced = edit(base, (doc) => {
      doc.modules[1]!.components[1] = { component_id: 'table', layout: '', style: '', data: { columns: ['a'], rows: [], sortable: false, fixed_columns: 0 } };
    });
    const touched = edit(base, (doc) => void (runOf(doc, 1, 1, 0).text = '«S»。'));
    const clash = mergeEntryDocs(base, replaced, touched);
    expect(clash.conflicts.map((conflict) => [conflict.kind, conflict.path.join('/')])).toEqual([['value', 'modules/m2/components/1']]);
    expect(presentConflict(clash.conflicts[0]!, base, replaced, touched).current.text).toBe('[table]\na');
  });

  it('merges aliases and filter values as sets, and names two different module orders as a conflict', () => {
    const current = edit(base, (doc) => {
      doc.aliases = ['«P»'];
      doc.filter_values = { 元素: ['火'] };
      doc.modules.reverse();
    });
    const submitted = edit(base, (doc) => {
      doc.aliases.push('«S»');
      doc.filter_values = { 元素: ['冰'], 武器: ['剑'] };
      doc.modules = [doc.modules[1]!, doc.modules[0]!, doc.modules[2]!];
    });
    const outcome = mergeEntryDocs(base, current, submitted);
    expect(outcome.doc.aliases).toEqual(['«P»', '«S»']);
    expect(outcome.doc.filter_values).toEqual({ 元素: ['火', '冰'], 武器: ['剑'] });
    expect(outcome.conflicts.map((conflict) => conflict.path)).toEqual([['modules', '@order']]);
    expect(presentConflict(outcome.conflicts[0]!, base, current, submitted)).toMatchObject({ field: ['modules'], submitted: { text: '模块2\n模块1\n数据' } });
  });
});

/** What the side `side` changed from the base (markers it added or removed) that neither survived in `merged` nor was shown in a conflict. */
function lostEdits(base: EntryDoc, side: EntryDoc, merged: EntryDoc, conflicts: MergeConflict[]): string[] {
  const [inBase, inSide, inMerged] = [markers(base), markers(side), markers(merged)];
  const shown = markers(conflicts.map((conflict) => [conflict.base, conflict.current, conflict.submitted]));
  const lost: string[] = [];
  for (const marker of inSide) if (!inBase.has(marker) && !inMerged.has(marker) && !shown.has(marker)) lost.push(`added ${marker}`);
  for (const marker of inBase) if (!inSide.has(marker) && inMerged.has(marker) && !shown.has(marker)) lost.push(`removed ${marker}`);
  return lost;
}

describe('merge properties (seeded random edits)', () => {
  const base = baseDoc();
  const cases = Array.from({ length: 300 }, (_, seed) => seed);

  it.each([0, 1])('loses no edit of either side without a conflict (order %i)', (order) => {
    let conflicted = 0;
    for (const seed of cases) {
      const random = seeded(seed * 2 + order);
      const current = randomEdit(base, 'p', 1 + random.int(4), random);
      const submitted = randomEdit(base, 's', 1 + random.int(4), random);
      const outcome = mergeEntryDocs(base, current, submitted);
      if (outcome.conflicts.length > 0) conflicted += 1;
      expect(lostEdits(base, current, outcome.doc, outcome.conflicts), `seed ${seed}`).toEqual([]);
      expect(lostEdits(base, submitted, outcome.doc, outcome.conflicts), `seed ${seed}`).toEqual([]);
      // Resolving every conflict one way or the other gives a valid document and no conflict left.
      const choice = new Map(outcome.conflicts.map((conflict) => [conflict.id, random.pick(['current', 'submitted'] as const)]));
      const resolved = mergeEntryDocs(base, current, submitted, choice);
      expect(resolved.unresolved).toEqual([]);
      expect(resolved.stale).toEqual([]);
      expect(entryDocSchema.safeParse(resolved.doc).success, `seed ${seed}`).toBe(true);
    }
    // The generator makes both kinds of pairs.
    expect(conflicted).toBeGreaterThan(10);
    expect(conflicted).toBeLessThan(cases.length - 10);
  });

  it('merging is the same whichever side is the page, but for the page-first order of both insertions', () => {
    for (const seed of cases.slice(0, 100)) {
      const random = seeded(10_000 + seed);
      const x = randomEdit(base, 'x', 1 + random.int(3), random);
      const y = randomEdit(base, 'y', 1 + random.int(3), random);
      const one = mergeEntryDocs(base, x, y);
      const other = mergeEntryDocs(base, y, x);
      expect(one.conflicts.length, `seed ${seed}`).toBe(other.conflicts.length);
      if (one.conflicts.length === 0) expect(canonical([...markers(one.doc)].sort()), `seed ${seed}`).toBe(canonical([...markers(other.doc)].sort()));
    }
  });
});
