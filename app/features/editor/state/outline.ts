import type { EntryComponent } from '../../../../shared/contract/entry-page-components.ts';
import type { EntryDoc, EntryModule } from '../../../../shared/contract/entry-page.ts';
import { EDITOR_LIMITS } from '../../../../shared/limits.ts';

/**
 * Pure changes of an entry page's outline: module groups (the `group` of each module, in the
 * order they first appear), their modules, and each module's components. Every function
 * answers a new document and leaves the old one as it was, so the editor can compare and undo.
 */

export interface ModuleGroup {
  name: string;
  modules: EntryModule[];
}

/** The groups of a page, in order of their first module. */
export function groupsOf(modules: readonly EntryModule[]): ModuleGroup[] {
  const groups: ModuleGroup[] = [];
  const byName = new Map<string, ModuleGroup>();
  for (const module of modules) {
    let group = byName.get(module.group);
    if (!group) {
      group = { name: module.group, modules: [] };
      byName.set(module.group, group);
      groups.push(group);
    }
    group.modules.push(module);
  }
  return groups;
}

/** The modules again, group after group (a group's modules kept together). */
const flatten = (groups: readonly ModuleGroup[]): EntryModule[] => groups.flatMap((group) => group.modules);

/** Why a group cannot be added: 'groups' at the ceiling of 20, or undefined when it can. */
export function addGroupBlocked(doc: EntryDoc): 'groups' | undefined {
  return groupsOf(doc.modules).length >= EDITOR_LIMITS.moduleGroups ? 'groups' : undefined;
}

/** Why a module cannot be added to a group: 'modules' at the ceiling of 10, or undefined. */
export function addModuleBlocked(doc: EntryDoc, group: string): 'modules' | undefined {
  return doc.modules.filter((module) => module.group === group).length >= EDITOR_LIMITS.modulesPerGroup ? 'modules' : undefined;
}

/** A module id unique within the page (at most 32 characters, as the schema allows). */
export function newModuleId(doc: EntryDoc, random: () => number = Math.random): string {
  const taken = new Set(doc.modules.map((module) => module.id));
  for (;;) {
    const id = `m${Date.now().toString(36)}${Math.floor(random() * 1e8).toString(36)}`.slice(0, 32);
    if (!taken.has(id)) return id;
  }
}

/** A name not used by another group: 'name', else 'name 2', 'name 3'... */
export function freeGroupName(doc: EntryDoc, name: string): string {
  const names = new Set(doc.modules.map((module) => module.group));
  if (!names.has(name)) return name;
  for (let n = 2; ; n++) if (!names.has(`${name} ${n}`)) return `${name} ${n}`;
}

const emptyModule = (id: string, name: string, group: string): EntryModule => ({ id, name, group, is_poped: false, components: [] });

/** Adds a group holding one new module (a group exists through its modules). */
export function addGroup(doc: EntryDoc, group: string, module: { id: string; name: string }): EntryDoc {
  if (addGroupBlocked(doc)) return doc;
  return { ...doc, modules: [...doc.modules, emptyModule(module.id, module.name, freeGroupName(doc, group))] };
}

export function renameGroup(doc: EntryDoc, from: string, to: string): EntryDoc {
  if (from === to || doc.modules.some((module) => module.group === to)) return doc;
  return { ...doc, modules: doc.modules.map((module) => (module.group === from ? { ...module, group: to } : module)) };
}

/** Moves a group one place up (-1) or down (+1) among the groups. */
export function moveGroup(doc: EntryDoc, group: string, delta: -1 | 1): EntryDoc {
  const groups = groupsOf(doc.modules);
  const from = groups.findIndex((candidate) => candidate.name === group);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= groups.length) return doc;
  const next = [...groups];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return { ...doc, modules: flatten(next) };
}

export function deleteGroup(doc: EntryDoc, group: string): EntryDoc {
  return { ...doc, modules: doc.modules.filter((module) => module.group !== group) };
}

/** Adds a module at the end of a group. */
export function addModule(doc: EntryDoc, group: string, module: { id: string; name: string }): EntryDoc {
  if (addModuleBlocked(doc, group)) return doc;
  const groups = groupsOf(doc.modules);
  const target = groups.find((candidate) => candidate.name === group);
  const added = emptyModule(module.id, module.name, group);
  if (!target) return { ...doc, modules: [...doc.modules, added] };
  return { ...doc, modules: flatten(groups.map((candidate) => (candidate === target ? { ...candidate, modules: [...candidate.modules, added] } : candidate))) };
}

/** Changes one module's fields (name, is_poped, components). */
export function updateModule(doc: EntryDoc, id: string, change: Partial<Omit<EntryModule, 'id' | 'group'>>): EntryDoc {
  return { ...doc, modules: doc.modules.map((module) => (module.id === id ? { ...module, ...change } : module)) };
}

/** Moves a module one place up or down inside its group. */
export function moveModule(doc: EntryDoc, id: string, delta: -1 | 1): EntryDoc {
  const groups = groupsOf(doc.modules);
  const group = groups.find((candidate) => candidate.modules.some((module) => module.id === id));
  if (!group) return doc;
  const modules = moveItem(
    group.modules,
    group.modules.findIndex((module) => module.id === id),
    delta,
  );
  if (modules === group.modules) return doc;
  return { ...doc, modules: flatten(groups.map((candidate) => (candidate === group ? { ...candidate, modules } : candidate))) };
}

export function deleteModule(doc: EntryDoc, id: string): EntryDoc {
  return { ...doc, modules: doc.modules.filter((module) => module.id !== id) };
}

/** A list with the item at `index` moved by delta; the same list when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= items.length || to < 0 || to >= items.length) return items as T[];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

const componentsOf = (doc: EntryDoc, moduleId: string) => doc.modules.find((module) => module.id === moduleId)?.components ?? [];

export function addComponent(doc: EntryDoc, moduleId: string, component: EntryComponent): EntryDoc {
  return updateModule(doc, moduleId, { components: [...componentsOf(doc, moduleId), component] });
}

export function replaceComponent(doc: EntryDoc, moduleId: string, index: number, component: EntryComponent): EntryDoc {
  return updateModule(doc, moduleId, { components: componentsOf(doc, moduleId).map((current, at) => (at === index ? component : current)) });
}

export function moveComponent(doc: EntryDoc, moduleId: string, index: number, delta: -1 | 1): EntryDoc {
  return updateModule(doc, moduleId, { components: moveItem(componentsOf(doc, moduleId), index, delta) });
}

export function deleteComponent(doc: EntryDoc, moduleId: string, index: number): EntryDoc {
  return updateModule(doc, moduleId, { components: componentsOf(doc, moduleId).filter((_, at) => at !== index) });
}
