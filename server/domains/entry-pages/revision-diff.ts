import { diffArrays } from 'diff';
import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { entryDocLines } from './plain-text.ts';

/** One run of a readable diff: lines kept, added or removed; long kept runs are cut to their ends. */
export interface DiffRun {
  kind: 'same' | 'added' | 'removed';
  lines: string[];
  /** Kept lines left out of the middle of a long unchanged run. */
  skipped: number;
}

/** Unchanged lines kept around each change. */
const CONTEXT = 2;

/** A line-by-line diff of two documents' readable text (name, description, aliases, module names and text). */
export function revisionDiff(from: EntryDoc, to: EntryDoc): DiffRun[] {
  const parts = diffArrays(entryDocLines(from), entryDocLines(to));
  return parts.map((part, index) => {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    if (kind !== 'same' || part.value.length <= CONTEXT * 2 + 1) return { kind, lines: part.value, skipped: 0 };
    const first = index === 0;
    const last = index === parts.length - 1;
    const head = first ? [] : part.value.slice(0, CONTEXT);
    const tail = last ? [] : part.value.slice(-CONTEXT);
    return { kind, lines: [...head, ...tail], skipped: part.value.length - head.length - tail.length };
  });
}
