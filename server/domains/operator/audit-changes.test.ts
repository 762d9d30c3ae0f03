import { describe, expect, it } from 'vitest';
import { auditChanges, decodeJsonText, lineDiff } from './audit-changes.ts';

const chExt = (displayType: string) =>
  JSON.stringify([
    { type: 'string', attribute_name: 'display_type', attribute_key: 'display_type', value: displayType },
    { type: 'string', attribute_name: 'show_in_catalog', attribute_key: 'show_in_catalog', value: '1' },
    { type: 'string', attribute_name: 'icon', attribute_key: 'icon', value: '' },
  ]);

describe('audit changes', () => {
  it('decodes JSON text fields, JSON inside JSON too, and leaves other text alone', () => {
    expect(decodeJsonText('[1,2]')).toEqual([1, 2]);
    expect(decodeJsonText({ ext: JSON.stringify({ c_3: { filter: { text: JSON.stringify(['元素/冰']) } } }) })).toEqual({
      ext: { c_3: { filter: { text: ['元素/冰'] } } },
    });
    expect(decodeJsonText('[not json')).toBe('[not json');
    expect(decodeJsonText('plain')).toBe('plain');
  });

  it('lists only the changed fields of an update, ch_ext as a line diff of its decoded value', () => {
    const before = { id: 7, name: '角色', sort: 1, ch_ext: chExt('default'), updated_at: 100 };
    const after = { id: 7, name: '角色图鉴', sort: 1, ch_ext: chExt('avatar'), updated_at: 200 };
    const { fields, unchanged } = auditChanges(before, after);
    expect(unchanged).toBe(2);
    expect(fields.map((field) => field.field)).toEqual(['name', 'ch_ext', 'updated_at']);
    expect(fields[0]).toEqual({ field: 'name', change: 'changed', before: '角色', after: '角色图鉴' });
    const lines = fields[1]!.lines!;
    expect(lines.filter((line) => line.op === 'del')).toEqual([{ op: 'del', text: '    "value": "default"' }]);
    expect(lines.filter((line) => line.op === 'add')).toEqual([{ op: 'add', text: '    "value": "avatar"' }]);
    // No escaped quotes: the value was decoded before diffing.
    expect(JSON.stringify(lines)).not.toContain('\\\\"');
    expect(lines.some((line) => line.op === 'skip')).toBe(true);
  });

  it('shows every field of a creation as added and of a deletion as removed', () => {
    const created = auditChanges(null, { id: 1, name: 'A' });
    expect(created.fields).toEqual([
      { field: 'id', change: 'added', before: null, after: '1' },
      { field: 'name', change: 'added', before: null, after: 'A' },
    ]);
    const deleted = auditChanges({ id: 1, name: 'A' }, null);
    expect(deleted.fields.map((field) => field.change)).toEqual(['removed', 'removed']);
  });

  it('folds long runs of unchanged lines, keeping two lines of context', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 10', 'line ten');
    expect(lineDiff(before, after)).toEqual([
      { op: 'skip', count: 8 },
      { op: 'same', text: 'line 8' },
      { op: 'same', text: 'line 9' },
      { op: 'del', text: 'line 10' },
      { op: 'add', text: 'line ten' },
      { op: 'same', text: 'line 11' },
      { op: 'same', text: 'line 12' },
      { op: 'skip', count: 7 },
    ]);
  });
});
