import { describe, expect, it } from 'vitest';
import { entryDocSchema } from '../../../shared/contract/entry-page.ts';
import { revisionDiff } from './revision-diff.ts';

const doc = (lines: string[]) =>
  entryDocSchema.parse({
    name: '条目',
    modules: [
      { id: '1', name: '模块', components: [{ component_id: 'rich_text', data: { doc: lines.map((text) => ({ type: 'paragraph', children: [{ text }] })) } }] },
    ],
  });

describe('revision diff', () => {
  it('marks added and removed lines', () => {
    const runs = revisionDiff(doc(['一', '二', '三']), doc(['一', '贰', '三', '四']));
    expect(runs.filter((run) => run.kind === 'removed').flatMap((run) => run.lines)).toEqual(['二']);
    expect(runs.filter((run) => run.kind === 'added').flatMap((run) => run.lines)).toEqual(['贰', '四']);
  });

  it('cuts long unchanged runs to the lines around changes', () => {
    const many = Array.from({ length: 20 }, (_, i) => `行${i}`);
    const runs = revisionDiff(doc(many), doc([...many.slice(0, 19), '新行']));
    const same = runs.find((run) => run.kind === 'same')!;
    expect(same.skipped).toBeGreaterThan(0);
    expect(same.lines.length).toBeLessThanOrEqual(2);
  });

  it('answers only an unchanged run for equal documents', () => {
    expect(revisionDiff(doc(['a']), doc(['a'])).every((run) => run.kind === 'same')).toBe(true);
  });
});
