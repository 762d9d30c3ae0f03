import { diffLines } from 'diff';

/**
 * An audit entry's before and after as a reader of the log wants them: field by field, only
 * what changed (all fields of a creation or a deletion), JSON text fields (ch_ext, ext, tabs,
 * bodies) decoded first so they read as data rather than escaped strings, and long or
 * multi-line values as a line diff with a little context.
 */

/** One line of a value's diff; 'skip' stands for `count` unchanged lines left out. */
export type DiffLine = { op: 'same' | 'add' | 'del'; text: string } | { op: 'skip'; count: number };

export interface FieldChange {
  field: string;
  change: 'added' | 'removed' | 'changed';
  /** The value as text (null: the field has none on that side). */
  before: string | null;
  after: string | null;
  /** Set for values too long or multi-line to compare at a glance. */
  lines?: DiffLine[];
}

export interface AuditChanges {
  fields: FieldChange[];
  /** Fields present on both sides with equal values (left out of `fields`). */
  unchanged: number;
}

/** Values longer than this, or of several lines, are compared line by line. */
const INLINE_LIMIT = 80;
/** Unchanged lines kept around each change in a line diff. */
const CONTEXT = 2;
/** JSON inside JSON (a filter's text inside ext) is decoded this deep. */
const MAX_DEPTH = 4;

/** A JSON text of an object or array as its value (recursively); anything else as it is. */
export function decodeJsonText(value: unknown, depth = 0): unknown {
  if (depth >= MAX_DEPTH) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!(text.startsWith('{') && text.endsWith('}')) && !(text.startsWith('[') && text.endsWith(']'))) return value;
    try {
      return decodeJsonText(JSON.parse(text) as unknown, depth + 1);
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map((item) => decodeJsonText(item, depth));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decodeJsonText(item, depth)]));
  return value;
}

/** A decoded value as text: strings as they are, data as indented JSON. */
export function valueText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return JSON.stringify(value, null, 2);
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The line diff of two texts, long runs of unchanged lines folded to CONTEXT lines each side. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const lines: DiffLine[] = [];
  for (const part of diffLines(before, after)) {
    const op = part.added ? 'add' : part.removed ? 'del' : 'same';
    const texts = part.value.replace(/\n$/, '').split('\n');
    for (const text of texts) lines.push({ op, text });
  }
  const changed = lines.map((line) => line.op !== 'same');
  const near = (index: number) => changed.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some(Boolean);
  const out: DiffLine[] = [];
  lines.forEach((line, index) => {
    if (line.op !== 'same' || near(index)) {
      out.push(line);
      return;
    }
    const last = out[out.length - 1];
    if (last?.op === 'skip') last.count += 1;
    else out.push({ op: 'skip', count: 1 });
  });
  return out;
}

const needsLines = (...texts: Array<string | null>) => texts.some((text) => text !== null && (text.length > INLINE_LIMIT || text.includes('\n')));

function fieldChange(field: string, before: unknown, after: unknown, inBefore: boolean, inAfter: boolean): FieldChange {
  const beforeText = inBefore ? valueText(before) : null;
  const afterText = inAfter ? valueText(after) : null;
  const change: FieldChange = { field, change: !inBefore ? 'added' : !inAfter ? 'removed' : 'changed', before: beforeText, after: afterText };
  if (needsLines(beforeText, afterText)) change.lines = lineDiff(beforeText ?? '', afterText ?? '');
  return change;
}

/** The changes between an audit entry's before and after (either may be null). */
export function auditChanges(rawBefore: unknown, rawAfter: unknown): AuditChanges {
  const before = decodeJsonText(rawBefore);
  const after = decodeJsonText(rawAfter);
  if (!isRecord(before) && !isRecord(after)) {
    const same = valueText(before) === valueText(after);
    return same
      ? { fields: [], unchanged: 1 }
      : { fields: [fieldChange('', before, after, before !== null && before !== undefined, after !== null && after !== undefined)], unchanged: 0 };
  }
  const left = isRecord(before) ? before : {};
  const right = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(right), ...Object.keys(left)])];
  const fields: FieldChange[] = [];
  let unchanged = 0;
  for (const key of keys) {
    const inBefore = key in left;
    const inAfter = key in right;
    if (inBefore && inAfter && valueText(left[key]) === valueText(right[key])) {
      unchanged += 1;
      continue;
    }
    fields.push(fieldChange(key, left[key], right[key], inBefore, inAfter));
  }
  return { fields, unchanged };
}
