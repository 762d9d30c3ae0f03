import crypto from 'node:crypto';
import { defaultComponent } from '../../../shared/contract/component-defaults.ts';
import type { ComponentType } from '../../../shared/contract/entry-page-components.ts';
import type { EntryDoc, EntryModule } from '../../../shared/contract/entry-page.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { DomainError } from '../domain-error.ts';

/**
 * Server-side edits of a draft's structure (create_module_group, batch_create_modules), refused
 * at the editor's ceilings (shared/limits.ts) with messages the editor shows as they are.
 */

/** A module id not used in the document. Random rather than max+1: two editors adding modules to one page must not pick the same id. */
export function newModuleId(taken: Set<string>): string {
  for (;;) {
    const id = `m${crypto.randomBytes(5).toString('hex')}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

const groupsOf = (doc: EntryDoc) => new Set(doc.modules.map((module) => module.group));

/**
 * A group exists through its modules, so a new group starts with one empty module named as the
 * group (the editor renames it or adds more).
 */
export function addModuleGroup(doc: EntryDoc, name: string): EntryDoc {
  const groups = groupsOf(doc);
  if (groups.has(name)) throw new DomainError('conflict', `name: module group '${name}' already exists`);
  if (groups.size >= EDITOR_LIMITS.moduleGroups) throw new DomainError('invalid', `at most ${EDITOR_LIMITS.moduleGroups} module groups`);
  const taken = new Set(doc.modules.map((module) => module.id));
  const module: EntryModule = { id: newModuleId(taken), name, is_poped: false, group: name, components: [] };
  return { ...doc, modules: [...doc.modules, module] };
}

export interface NewModule {
  name: string;
  component_ids: ComponentType[];
}

/** Appends modules (with default components of the given types) to a group, after its last module. */
export function addModules(doc: EntryDoc, group: string, modules: NewModule[], componentName: string): EntryDoc {
  const groups = groupsOf(doc);
  if (!groups.has(group) && groups.size >= EDITOR_LIMITS.moduleGroups) throw new DomainError('invalid', `at most ${EDITOR_LIMITS.moduleGroups} module groups`);
  const inGroup = doc.modules.filter((module) => module.group === group).length;
  if (inGroup + modules.length > EDITOR_LIMITS.modulesPerGroup) {
    throw new DomainError('invalid', `module group '${group || '-'}': at most ${EDITOR_LIMITS.modulesPerGroup} modules`);
  }
  const taken = new Set(doc.modules.map((module) => module.id));
  const added: EntryModule[] = modules.map((module) => ({
    id: newModuleId(taken),
    name: module.name,
    is_poped: false,
    group,
    components: module.component_ids.map((type) => defaultComponent(type, componentName)),
  }));
  let last = -1;
  doc.modules.forEach((module, index) => {
    if (module.group === group) last = index;
  });
  const at = last === -1 ? doc.modules.length : last + 1;
  return { ...doc, modules: [...doc.modules.slice(0, at), ...added, ...doc.modules.slice(at)] };
}
