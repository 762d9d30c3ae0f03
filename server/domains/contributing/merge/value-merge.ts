import { createHash } from 'node:crypto';
import type { MergeConflictKind, MergeResolution } from '../../../../shared/contract/merge-conflicts.ts';
import { canonical } from '../canonical.ts';
import { mergeList } from './list-merge.ts';
import { mergeText } from './text-merge.ts';

/**
 * The three-way merge of one value of a document (docs/decisions/032-three-way-merge.md): `o`
 * the base, `a` the page now, `b` the submission. What only one side changed is taken; the same
 * change on both sides is no conflict; texts merge sentence by sentence, lists item by item,
 * objects field by field; what is left, both sides changed differently, is a conflict: the
 * reviewer's resolution is used when one is given for its id, else the page's value stays (so a
 * preview shows the page as it is where they disagree).
 */

export type MergePath = ReadonlyArray<string | number>;

export interface MergeConflict {
  /** The path and a digest of the three versions: a resolution is for exactly what the reviewer saw. */
  id: string;
  kind: MergeConflictKind;
  /** From the document's root; modules by id, list items by their position in the base, a stretch of a list as '@start'. */
  path: MergePath;
  /** undefined: that side has nothing there (removed, or never added). */
  base: unknown;
  current: unknown;
  submitted: unknown;
  resolution: MergeResolution | undefined;
}

export const same = (x: unknown, y: unknown) => canonical(x) === canonical(y);

const digest = (...values: unknown[]) =>
  createHash('sha256')
    .update(values.map((value) => (value === undefined ? '-' : canonical(value))).join('\u0000'))
    .digest('base64url')
    .slice(0, 12);

export class MergeContext {
  readonly conflicts: MergeConflict[] = [];
  /** Ids of edited texts given for conflicts that are not texts. */
  readonly misfits: string[] = [];

  constructor(private readonly resolutions: ReadonlyMap<string, MergeResolution> = new Map()) {}

  /** Records a conflict and answers what goes in its place. */
  conflict(kind: MergeConflictKind, path: MergePath, base: unknown, current: unknown, submitted: unknown): unknown {
    const id = `${path.join('/')}#${digest(base, current, submitted)}`;
    const resolution = this.resolutions.get(id);
    this.conflicts.push({ id, kind, path, base, current, submitted, resolution });
    if (resolution === undefined || resolution === 'current') return current;
    if (resolution === 'submitted') return submitted;
    if (kind !== 'text') {
      this.misfits.push(id);
      return current;
    }
    return resolution.text;
  }

  /** Resolutions given for no conflict of this merge: made against a page that has moved since. */
  stale(): string[] {
    const ids = new Set(this.conflicts.map((conflict) => conflict.id));
    return [...this.resolutions.keys()].filter((id) => !ids.has(id));
  }
}

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Components and rich-text blocks are told apart by these: a changed type is a replacement, never merged field by field. */
const KIND_KEYS = ['component_id', 'type'] as const;
const sameKind = (...values: Record_[]) => KIND_KEYS.every((key) => values.every((value) => value[key] === values[0]![key]));

const INLINE_KEYS = new Set(['text', 'bold', 'italic', 'href', 'footnote', 'spoiler']);
const BLOCK_TYPES = new Set(['paragraph', 'heading', 'image', 'list']);
/**
 * Rich text's blocks, runs and list items: two different ones inserted at one place are a
 * conflict (the order of what is said matters); two components, rows or items are both kept.
 */
const isInline = (item: unknown) => isRecord(item) && typeof item.text === 'string' && Object.keys(item).every((key) => INLINE_KEYS.has(key));
const isTextPart = (item: unknown): boolean =>
  isInline(item) || (isRecord(item) && BLOCK_TYPES.has(String(item.type))) || (Array.isArray(item) && item.length > 0 && item.every(isInline));

export function mergeValue(o: unknown, a: unknown, b: unknown, path: MergePath, ctx: MergeContext): unknown {
  if (same(a, b)) return a;
  if (same(o, a)) return b;
  if (same(o, b)) return a;
  if (typeof a === 'string' && typeof b === 'string' && (o === undefined || typeof o === 'string')) {
    return mergeText(o ?? '', a, b) ?? ctx.conflict('text', path, o, a, b);
  }
  if (Array.isArray(o) && Array.isArray(a) && Array.isArray(b)) {
    return mergeList<unknown>(o, a, b, {
      key: canonical,
      keepBothInserts: ![o, a, b].some((list) => list.some(isTextPart)),
      item: (x, y, z, index) => mergeValue(x, y, z, [...path, index], ctx),
      stretch: (stretch) => ctx.conflict('items', [...path, `@${stretch.oStart}`], stretch.o, stretch.a, stretch.b) as unknown[],
    });
  }
  if (isRecord(o) && isRecord(a) && isRecord(b) && sameKind(o, a, b)) {
    const out: Record_ = {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const value = mergeValue(o[key], a[key], b[key], [...path, key], ctx);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  return ctx.conflict('value', path, o, a, b);
}

/** Lists that are sets (aliases, filter values): each side's additions and removals, never a conflict. */
export function mergeSet<T>(o: readonly T[], a: readonly T[], b: readonly T[]): T[] {
  const removedByB = new Set(o.filter((item) => !b.includes(item)));
  const kept = a.filter((item) => !removedByB.has(item));
  const added = b.filter((item) => !o.includes(item) && !kept.includes(item));
  return [...new Set([...kept, ...added])];
}
