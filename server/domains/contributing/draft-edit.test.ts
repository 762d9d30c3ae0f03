import { describe, expect, it } from 'vitest';
import { entryDocSchema } from '../../../shared/contract/entry-page.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import { addModuleGroup, addModules } from './draft-edit.ts';
import { describeDocPath } from './doc-check.ts';

const empty = entryDocSchema.parse({ name: 'x' });

describe('draft structure edits', () => {
  it('adds a group with a first module and refuses a duplicate or a 21st group', () => {
    let doc = addModuleGroup(empty, '养成');
    expect(doc.modules.map((module) => [module.name, module.group])).toEqual([['养成', '养成']]);
    expect(() => addModuleGroup(doc, '养成')).toThrow("module group '养成' already exists");
    for (let i = 1; i < EDITOR_LIMITS.moduleGroups; i += 1) doc = addModuleGroup(doc, `g${i}`);
    expect(() => addModuleGroup(doc, 'one more')).toThrow(`at most ${EDITOR_LIMITS.moduleGroups} module groups`);
  });

  it('inserts modules after the last of their group with fresh, unique ids and default components', () => {
    let doc = addModuleGroup(addModuleGroup(empty, 'A'), 'B');
    doc = addModules(doc, 'A', [{ name: 'A2', component_ids: ['table', 'fold'] }], '名称');
    expect(doc.modules.map((module) => module.name)).toEqual(['A', 'A2', 'B']);
    expect(doc.modules[1]!.components.map((component) => component.component_id)).toEqual(['table', 'fold']);
    expect(entryDocSchema.safeParse(doc).success).toBe(true);
    expect(new Set(doc.modules.map((module) => module.id)).size).toBe(3);
    const full = Array.from({ length: EDITOR_LIMITS.modulesPerGroup - 2 }, (_, i) => ({ name: `m${i}`, component_ids: [] }));
    doc = addModules(doc, 'A', full, '名称');
    expect(() => addModules(doc, 'A', [{ name: 'x', component_ids: [] }], '名称')).toThrow(
      `module group 'A': at most ${EDITOR_LIMITS.modulesPerGroup} modules`,
    );
  });

  it('names a module by its position and name in error paths', () => {
    const input = { modules: [{ name: 'first' }, { name: '突破材料' }] };
    expect(describeDocPath(['modules', 1, 'components', 0, 'data', 'rows'], input)).toBe('doc.modules[1] "突破材料".components[0].data.rows');
    expect(describeDocPath(['aliases', 3], input)).toBe('doc.aliases[3]');
    expect(describeDocPath(['modules', 5, 'name'], input)).toBe('doc.modules[5].name');
  });
});
