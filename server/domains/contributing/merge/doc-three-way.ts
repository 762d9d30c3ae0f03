import type { EntryDoc, EntryModule } from '../../../../shared/contract/entry-page.ts';
import type { MergeResolution } from '../../../../shared/contract/merge-conflicts.ts';
import { MergeContext, mergeSet, mergeValue, same, type MergeConflict } from './value-merge.ts';

/**
 * The three-way merge of a whole entry document (docs/decisions/032-three-way-merge.md): the
 * page's own fields, aliases and filter values as sets, modules by id (their order the page's,
 * unless only the submission moved them), inside a module changed on both sides its name and
 * settings, its components by position, inside a component its data field by field, texts
 * sentence by sentence.
 */

export interface DocMergeOutcome {
  /** The merged document: the reviewer's resolutions applied, the page's version where a conflict is not resolved. */
  doc: EntryDoc;
  /** Every conflict, each with its resolution when one was given. */
  conflicts: MergeConflict[];
  /** Conflicts without a resolution. */
  unresolved: MergeConflict[];
  /** Resolutions for no conflict of this merge (the page moved since the reviewer looked). */
  stale: string[];
  /** Edited texts given for conflicts that are not texts. */
  misfits: string[];
}

const TEXT_FIELDS = ['name', 'desc', 'icon_url', 'header_img_url'] as const;

function mergeFilterValues(o: EntryDoc['filter_values'], a: EntryDoc['filter_values'], b: EntryDoc['filter_values']) {
  const out: EntryDoc['filter_values'] = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const [inO, inA, inB] = [key in o, key in a, key in b];
    const present = inA === inB ? inA : inO === inA ? inB : inA;
    if (present) out[key] = mergeSet(o[key] ?? [], a[key] ?? [], b[key] ?? []);
  }
  return out;
}

/** The path of the conflict of two different new orders of the modules (its versions are lists of module ids). */
export const MODULE_ORDER_PATH = ['modules', '@order'] as const;

/**
 * The order of the merged modules: the page's list, or the submission's when only it moved the
 * modules both have (both moving them differently is a conflict), with the other side's
 * additions after the module that precedes them there.
 */
function moduleOrder(o: EntryModule[], a: EntryModule[], b: EntryModule[], kept: Set<string>, ctx: MergeContext): string[] {
  const ids = (modules: EntryModule[]) => modules.map((module) => module.id);
  const common = (modules: EntryModule[]) =>
    ids(modules).filter((id) => o.some((m) => m.id === id) && a.some((m) => m.id === id) && b.some((m) => m.id === id));
  const [ro, ra, rb] = [common(o), common(a), common(b)];
  let submittedFirst = same(ro, ra) && !same(ro, rb);
  if (!same(ra, rb) && !same(ro, ra) && !same(ro, rb)) submittedFirst = same(ctx.conflict('value', MODULE_ORDER_PATH, ro, ra, rb), rb);
  const [first, second] = submittedFirst ? [ids(b), ids(a)] : [ids(a), ids(b)];
  const order = first.filter((id) => kept.has(id));
  for (const [index, id] of second.entries()) {
    if (!kept.has(id) || order.includes(id)) continue;
    const before = second
      .slice(0, index)
      .reverse()
      .find((item) => order.includes(item));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id);
  }
  // A module only the base has can come back through a resolution; it goes where it was.
  for (const id of ids(o)) if (kept.has(id) && !order.includes(id)) order.splice(Math.min(ids(o).indexOf(id), order.length), 0, id);
  return order;
}

export function mergeEntryDocs(
  base: EntryDoc,
  current: EntryDoc,
  submitted: EntryDoc,
  resolutions: ReadonlyMap<string, MergeResolution> = new Map(),
): DocMergeOutcome {
  const ctx = new MergeContext(resolutions);
  const doc: EntryDoc = { ...current };
  for (const field of TEXT_FIELDS) doc[field] = mergeValue(base[field], current[field], submitted[field], [field], ctx) as string;
  doc.aliases = mergeSet(base.aliases, current.aliases, submitted.aliases);
  doc.filter_values = mergeFilterValues(base.filter_values, current.filter_values, submitted.filter_values);

  const byId = (modules: EntryModule[]) => new Map(modules.map((module) => [module.id, module]));
  const [o, a, b] = [byId(base.modules), byId(current.modules), byId(submitted.modules)];
  const merged = new Map<string, EntryModule>();
  for (const id of new Set([...a.keys(), ...b.keys(), ...o.keys()])) {
    const [mo, ma, mb] = [o.get(id), a.get(id), b.get(id)];
    let module: unknown;
    if (same(ma, mb)) module = ma;
    else if (same(mo, ma)) module = mb;
    else if (same(mo, mb)) module = ma;
    else if (mo && ma && mb) module = mergeValue(mo, ma, mb, ['modules', id], ctx);
    else module = ctx.conflict('module', ['modules', id], mo, ma, mb);
    if (module !== undefined) merged.set(id, module as EntryModule);
  }
  doc.modules = moduleOrder(base.modules, current.modules, submitted.modules, new Set(merged.keys()), ctx).map((id) => merged.get(id)!);

  return {
    doc,
    conflicts: ctx.conflicts,
    unresolved: ctx.conflicts.filter((conflict) => conflict.resolution === undefined),
    stale: ctx.stale(),
    misfits: ctx.misfits,
  };
}
