import type { DiffRunWire } from '../../../shared/contract/contributing.ts';

/** A diff run as shown: the kept lines before and after the left-out middle of a long unchanged run. */
export interface DiffBlock {
  kind: DiffRunWire['kind'];
  before: string[];
  skipped: number;
  after: string[];
}

/**
 * Places the ⋯ n ⋯ marker where the lines were left out: the server keeps the ends of a long
 * unchanged run (only the tail for the first run, only the head for the last one).
 */
export function diffBlocks(diff: readonly DiffRunWire[]): DiffBlock[] {
  return diff.map((run, index) => {
    if (run.skipped === 0) return { kind: run.kind, before: run.lines, skipped: 0, after: [] };
    const cut = diff.length === 1 ? 0 : index === 0 ? 0 : index === diff.length - 1 ? run.lines.length : Math.ceil(run.lines.length / 2);
    return { kind: run.kind, before: run.lines.slice(0, cut), skipped: run.skipped, after: run.lines.slice(cut) };
  });
}
