import { describe, expect, it } from 'vitest';
import { defaultComponent } from '../../../../shared/contract/component-defaults.ts';
import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import { newEntryBase } from '../session/load-start.ts';
import { changeSummary, docProblems } from './checks.ts';

const base: EntryDoc = {
  name: '甘雨',
  desc: '',
  icon_url: '',
  header_img_url: '',
  aliases: [],
  filter_values: {},
  modules: [
    { id: 'a', name: '基础', group: '', is_poped: false, components: [defaultComponent('rich_text', '')] },
    { id: 'b', name: '技能', group: '', is_poped: false, components: [] },
  ],
};

describe('simple checks, the change summary and the preview page', () => {
  it('names empty required fields', () => {
    expect(docProblems(base)).toEqual([]);
    const broken: EntryDoc = {
      ...base,
      name: ' ',
      modules: [
        {
          ...base.modules[0]!,
          name: '',
          components: [
            defaultComponent('gallery', 'x'),
            { component_id: 'table', layout: '', style: '', data: { columns: [''], rows: [], sortable: false, fixed_columns: 0 } },
          ],
        },
      ],
    };
    expect(docProblems(broken)).toEqual([
      { kind: 'name' },
      { kind: 'moduleName', moduleId: 'a' },
      { kind: 'emptyField', moduleId: 'a', moduleName: '', index: 0, field: 'images.src' },
      { kind: 'emptyField', moduleId: 'a', moduleName: '', index: 1, field: 'columns' },
    ]);
  });

  it('summarises added, changed and removed modules', () => {
    const next: EntryDoc = {
      ...base,
      desc: '新的',
      modules: [
        { ...base.modules[0]!, name: '基础信息' },
        { id: 'c', name: '新模块', group: '', is_poped: false, components: [] },
      ],
    };
    expect(changeSummary(base, next)).toEqual({ added: ['新模块'], changed: ['基础信息'], removed: ['技能'], pageFields: true });
    expect(changeSummary(base, base)).toEqual({ added: [], changed: [], removed: [], pageFields: false });
  });

  it("lists a resumed new entry's modules as added only, whatever ids the template has today", () => {
    // The template is read again when a draft is resumed, and its module ids are new each time.
    const templateToday: EntryDoc = { ...base, name: '', modules: base.modules.map((module) => ({ ...module, id: `${module.id}-today` })) };
    const draft: EntryDoc = { ...base, name: '甘雨' };
    expect(changeSummary(newEntryBase(templateToday), draft)).toEqual({ added: ['基础', '技能'], changed: [], removed: [], pageFields: true });
  });
});

describe("simple checks of the publisher's types", () => {
  it('names an attribute without a name and a picture without a source', () => {
    const doc: EntryDoc = {
      ...base,
      modules: [
        {
          ...base.modules[0]!,
          components: [
            {
              component_id: 'baseInfo',
              layout: '',
              style: '',
              data: { attr: [{ key: ' ', value: ['11月11日'] }], star: 0, category: '', image: '', rich_text: [] },
            },
            { component_id: 'gallery_character', layout: '', style: '', data: { pic: '', list: [{ id: '', key: '立绘', img: '', imgDesc: '' }] } },
            defaultComponent('talent', '名称'),
          ],
        },
      ],
    };
    expect(docProblems(doc)).toEqual([
      { kind: 'emptyField', moduleId: 'a', moduleName: '基础', index: 0, field: 'attr.key' },
      { kind: 'emptyField', moduleId: 'a', moduleName: '基础', index: 1, field: 'list.img' },
    ]);
  });
});
