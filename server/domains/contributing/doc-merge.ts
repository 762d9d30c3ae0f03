import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import { canonical } from './canonical.ts';
import { mergeEntryDocs } from './merge/doc-three-way.ts';
import type { MergeConflict } from './merge/value-merge.ts';

/**
 * Comparison and three-way merge of entry documents. A submission is made against a base
 * revision; by the time it is approved the page may have moved on. What the submission changed
 * is merged onto the current document (merge/doc-three-way.ts: modules by id, then components,
 * fields and texts); what both changed differently is a conflict, named here by its module's
 * name or the page's field.
 */

export const TOP_LEVEL_FIELDS = ['name', 'desc', 'icon_url', 'header_img_url', 'aliases', 'filter_values'] as const;
type TopLevelField = (typeof TOP_LEVEL_FIELDS)[number];

export { canonical };

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

export interface DocChanges {
  /** Module ids added, changed or removed, going from one document to the other. */
  modules: Set<string>;
  fields: Set<TopLevelField>;
}

/** What changed from `from` to `to`: modules by id, and top-level fields. */
export function docChanges(from: EntryDoc, to: EntryDoc): DocChanges {
  const before = new Map(from.modules.map((module) => [module.id, module]));
  const after = new Map(to.modules.map((module) => [module.id, module]));
  const modules = new Set<string>();
  for (const [id, module] of after) if (!before.has(id) || !same(before.get(id), module)) modules.add(id);
  for (const id of before.keys()) if (!after.has(id)) modules.add(id);
  const fields = new Set(TOP_LEVEL_FIELDS.filter((field) => !same(from[field], to[field])));
  return { modules, fields };
}

/** How many things a change touched: its contribution value (at least 1, at most 10). */
export function contributionValue(changes: DocChanges): number {
  return Math.min(10, Math.max(1, changes.modules.size + changes.fields.size));
}

/** What a conflict is called in a message: its module's name, or the page's field. */
export function conflictLabel(conflict: MergeConflict, ...docs: EntryDoc[]): string {
  const [first, id] = conflict.path;
  if (first !== 'modules' || typeof id !== 'string' || id.startsWith('@')) return String(first);
  for (const doc of docs) {
    const module = doc.modules.find((item) => item.id === id);
    if (module) return module.name;
  }
  return id;
}

const labels = (conflicts: MergeConflict[], ...docs: EntryDoc[]) => [...new Set(conflicts.map((conflict) => conflictLabel(conflict, ...docs)))];

/**
 * Names of what both the submission (base → submitted) and the page (base → current) changed
 * differently, module names and the page's field names (merge/doc-three-way.ts: inside a
 * module, components, their fields and texts are merged first; the same change on both sides is
 * no conflict).
 */
export function mergeConflicts(base: EntryDoc, current: EntryDoc, submitted: EntryDoc): string[] {
  return labels(mergeEntryDocs(base, current, submitted).conflicts, submitted, current, base);
}

export type MergeResult = { ok: true; doc: EntryDoc } | { ok: false; conflicts: string[] };

/** Applies the submission's changes (base → submitted) onto the current document, or names the conflicts. */
export function mergeDocs(base: EntryDoc, current: EntryDoc, submitted: EntryDoc): MergeResult {
  const outcome = mergeEntryDocs(base, current, submitted);
  if (outcome.conflicts.length > 0) return { ok: false, conflicts: labels(outcome.conflicts, submitted, current, base) };
  return { ok: true, doc: outcome.doc };
}

/** A document with nothing in it: what a new entry is compared against. */
export const EMPTY_DOC: EntryDoc = { name: '', desc: '', icon_url: '', header_img_url: '', aliases: [], filter_values: {}, modules: [] };
