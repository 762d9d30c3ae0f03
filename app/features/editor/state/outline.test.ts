import { describe, expect, it } from 'vitest';
import { defaultComponent } from '../../../../shared/contract/component-defaults.ts';
import { moduleGroupIssues, type EntryDoc, type EntryModule } from '../../../../shared/contract/entry-page.ts';
import { EDITOR_LIMITS } from '../../../../shared/limits.ts';
import {
  addComponent,
  addGroup,
  addGroupBlocked,
  addModule,
  addModuleBlocked,
  deleteComponent,
  deleteGroup,
  deleteModule,
  groupsOf,
  moveComponent,
  moveGroup,
  moveModule,
  newModuleId,
  renameGroup,
  updateModule,
} from './outline.ts';

const module = (id: string, group: string): EntryModule => ({ id, name: id, group, is_poped: false, components: [] });
const page = (modules: EntryModule[]): EntryDoc => ({ name: 'p', desc: '', icon_url: '', header_img_url: '', aliases: [], filter_values: {}, modules });
const ids = (doc: EntryDoc) => doc.modules.map((m) => `${m.group}:${m.id}`);

describe('the outline of module groups and modules', () => {
  const doc = page([module('a', 'G1'), module('b', 'G2'), module('c', 'G1')]);

  it('reads groups in order of their first module', () => {
    expect(groupsOf(doc.modules).map((group) => [group.name, group.modules.map((m) => m.id)])).toEqual([
      ['G1', ['a', 'c']],
      ['G2', ['b']],
    ]);
  });

  it('adds a group with a first module, under a free name', () => {
    const next = addGroup(doc, 'G1', { id: 'd', name: 'd' });
    expect(ids(next)).toEqual(['G1:a', 'G2:b', 'G1:c', 'G1 2:d']);
    expect(doc.modules).toHaveLength(3);
  });

  it('adds a module at the end of its group, moves modules inside the group only', () => {
    const added = addModule(doc, 'G1', { id: 'd', name: 'd' });
    expect(ids(added)).toEqual(['G1:a', 'G1:c', 'G1:d', 'G2:b']);
    expect(ids(moveModule(added, 'd', -1))).toEqual(['G1:a', 'G1:d', 'G1:c', 'G2:b']);
    expect(moveModule(added, 'a', -1)).toBe(added);
    expect(moveModule(added, 'd', 1)).toBe(added);
  });

  it('moves, renames and deletes groups', () => {
    expect(ids(moveGroup(doc, 'G2', -1))).toEqual(['G2:b', 'G1:a', 'G1:c']);
    expect(moveGroup(doc, 'G1', -1)).toBe(doc);
    expect(ids(renameGroup(doc, 'G1', 'X'))).toEqual(['X:a', 'G2:b', 'X:c']);
    // A rename onto another group's name would merge them: refused.
    expect(renameGroup(doc, 'G1', 'G2')).toBe(doc);
    expect(ids(deleteGroup(doc, 'G1'))).toEqual(['G2:b']);
    expect(ids(deleteModule(doc, 'b'))).toEqual(['G1:a', 'G1:c']);
  });

  it('changes components of a module', () => {
    let next = addComponent(doc, 'a', defaultComponent('rich_text', 'x'));
    next = addComponent(next, 'a', defaultComponent('table', '列1'));
    expect(next.modules[0]!.components.map((c) => c.component_id)).toEqual(['rich_text', 'table']);
    next = moveComponent(next, 'a', 1, -1);
    expect(next.modules[0]!.components.map((c) => c.component_id)).toEqual(['table', 'rich_text']);
    next = deleteComponent(next, 'a', 0);
    expect(next.modules[0]!.components.map((c) => c.component_id)).toEqual(['rich_text']);
    expect(updateModule(next, 'a', { is_poped: true, name: '新名' }).modules[0]).toMatchObject({ is_poped: true, name: '新名', group: 'G1' });
  });

  it('stops at the ceilings of 20 groups and 10 modules per group, as the server does', () => {
    let full = page([]);
    for (let n = 0; n < EDITOR_LIMITS.moduleGroups; n++) full = addGroup(full, `G${n}`, { id: `m${n}`, name: 'm' });
    expect(groupsOf(full.modules)).toHaveLength(20);
    expect(addGroupBlocked(full)).toBe('groups');
    expect(addGroup(full, 'one more', { id: 'x', name: 'x' })).toBe(full);
    expect(moduleGroupIssues(full.modules)).toEqual([]);
    expect(moduleGroupIssues([...full.modules, module('x', 'one more')])).not.toEqual([]);

    let group = page([module('g0', 'G')]);
    for (let n = 1; n < EDITOR_LIMITS.modulesPerGroup; n++) group = addModule(group, 'G', { id: `g${n}`, name: 'm' });
    expect(addModuleBlocked(group, 'G')).toBe('modules');
    expect(addModule(group, 'G', { id: 'x', name: 'x' })).toBe(group);
    expect(moduleGroupIssues(group.modules)).toEqual([]);
    expect(moduleGroupIssues([...group.modules, module('x', 'G')])).not.toEqual([]);
    expect(addModuleBlocked(group, 'other')).toBeUndefined();
  });

  it('makes module ids unique and short enough', () => {
    const id = newModuleId(doc);
    expect(id.length).toBeLessThanOrEqual(32);
    expect(doc.modules.map((m) => m.id)).not.toContain(id);
  });
});
