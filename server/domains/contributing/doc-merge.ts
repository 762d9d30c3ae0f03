import type { EntryDoc, EntryModule } from '../../../shared/contract/entry-page.ts';

/**
 * Module-level comparison and three-way merge of entry documents. A submission is made against
 * a base revision; by the time it is approved the page may have moved on. Modules (by id) and
 * top-level fields the submission changed are applied onto the current document; one changed
 * on both sides is a conflict (named by its module name, or the field name).
 */

export const TOP_LEVEL_FIELDS = ['name', 'desc', 'icon_url', 'header_img_url', 'aliases', 'filter_values'] as const;
type TopLevelField = (typeof TOP_LEVEL_FIELDS)[number];

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

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

const moduleLabel = (id: string, ...docs: EntryDoc[]) => {
  for (const doc of docs) {
    const module = doc.modules.find((item) => item.id === id);
    if (module) return module.name;
  }
  return id;
};

/**
 * Names of what both the submission (base → submitted) and the page (base → current) changed:
 * module names, then top-level field names; the same new value on both sides is no conflict.
 */
export function mergeConflicts(base: EntryDoc, current: EntryDoc, submitted: EntryDoc): string[] {
  const ours = docChanges(base, submitted);
  const theirs = docChanges(base, current);
  const currentById = new Map(current.modules.map((module) => [module.id, module]));
  const submittedById = new Map(submitted.modules.map((module) => [module.id, module]));
  const names: string[] = [];
  for (const id of ours.modules) {
    if (!theirs.modules.has(id) || same(currentById.get(id), submittedById.get(id))) continue;
    names.push(moduleLabel(id, submitted, current, base));
  }
  for (const field of ours.fields) {
    if (theirs.fields.has(field) && !same(current[field], submitted[field])) names.push(field);
  }
  return names;
}

export type MergeResult = { ok: true; doc: EntryDoc } | { ok: false; conflicts: string[] };

/** Applies the submission's changes (base → submitted) onto the current document. */
export function mergeDocs(base: EntryDoc, current: EntryDoc, submitted: EntryDoc): MergeResult {
  const conflicts = mergeConflicts(base, current, submitted);
  if (conflicts.length > 0) return { ok: false, conflicts };
  const ours = docChanges(base, submitted);
  const doc: EntryDoc = { ...current };
  for (const field of ours.fields) (doc as Record<TopLevelField, unknown>)[field] = submitted[field];
  // The page's modules did not move since the base: the submission's list (and order) is the result.
  if (same(base.modules, current.modules)) return { ok: true, doc: { ...doc, modules: submitted.modules } };

  const submittedById = new Map(submitted.modules.map((module) => [module.id, module]));
  let modules: EntryModule[] = current.modules
    .filter((module) => !ours.modules.has(module.id) || submittedById.has(module.id))
    .map((module) => (ours.modules.has(module.id) ? submittedById.get(module.id)! : module));
  // Modules the submission added go after the module that precedes them in the submission.
  for (const [index, module] of submitted.modules.entries()) {
    if (modules.some((item) => item.id === module.id)) continue;
    const before = submitted.modules
      .slice(0, index)
      .reverse()
      .find((item) => modules.some((kept) => kept.id === item.id));
    const at = before ? modules.findIndex((item) => item.id === before.id) + 1 : 0;
    modules = [...modules.slice(0, at), module, ...modules.slice(at)];
  }
  return { ok: true, doc: { ...doc, modules } };
}

/** A document with nothing in it: what a new entry is compared against. */
export const EMPTY_DOC: EntryDoc = { name: '', desc: '', icon_url: '', header_img_url: '', aliases: [], filter_values: {}, modules: [] };
