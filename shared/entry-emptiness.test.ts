import { describe, expect, it } from 'vitest';
import { defaultComponent } from './contract/component-defaults.ts';
import { componentSchema as componentSchemaForTest, type EntryComponent } from './contract/entry-page-components.ts';
import type { EntryModule } from './contract/entry-page.ts';
import type { RichDoc } from './contract/rich-text.ts';
import { emptinessReport, nothingHidden, readerComponent, readerModules } from './entry-emptiness.ts';

const text = (value: string): RichDoc => [{ type: 'paragraph', children: [{ text: value }] }];
const module = (name: string, components: EntryComponent[]): EntryModule => ({ id: `id-${name}`, name, group: '', is_poped: false, components });
const component = <T extends EntryComponent['component_id']>(type: T, data: Extract<EntryComponent, { component_id: T }>['data']) =>
  ({ component_id: type, layout: '', style: '', data }) as EntryComponent;

/** A new 角色 entry from its channel's template with only 基础信息 written. */
const newCharacter = () => [
  module('属性', [component('table', { columns: ['属性', '内容'], rows: [], sortable: false, fixed_columns: 0 })]),
  module('资料', [
    component('tabs', {
      tabs: [
        { name: '基础信息', doc: text('珂翎是可操作角色。') },
        { name: '天赋', doc: [] },
        { name: '命之座', doc: [{ type: 'paragraph', children: [{ text: '  ' }] }] },
      ],
    }),
  ]),
  module('突破材料', [component('materials', { items: [] })]),
  module('语音', [defaultComponent('voice', '名称')]),
];

describe('readerModules', () => {
  it('leaves out the empty modules and tabs of a new character with only 基础信息 written', () => {
    const shown = readerModules(newCharacter());
    expect(shown.map((m) => m.name)).toEqual(['资料']);
    const tabs = shown[0]!.components[0]!;
    expect(tabs.component_id === 'tabs' && tabs.data.tabs.map((tab) => tab.name)).toEqual(['基础信息']);
  });

  it('passes whole modules through as the same objects', () => {
    const whole = module('简介', [component('rich_text', { doc: text('hello') })]);
    const [shown] = readerModules([whole]);
    expect(shown).toBe(whole);
  });

  it('drops a module without components, and an empty component beside a filled one', () => {
    const shown = readerModules([module('空', []), module('混合', [component('rich_text', { doc: [] }), component('rich_text', { doc: text('x') })])]);
    expect(shown.map((m) => [m.name, m.components.length])).toEqual([['混合', 1]]);
  });
});

describe('readerComponent', () => {
  it('keeps only table rows with a filled cell, and a table with none is empty', () => {
    const table = component('table', {
      columns: ['a', 'b'],
      rows: [
        ['', ' '],
        ['1', ''],
      ],
      sortable: false,
      fixed_columns: 0,
    });
    const shown = readerComponent(table);
    expect(shown?.component_id === 'table' && shown.data.rows).toEqual([['1', '']]);
    expect(readerComponent(component('table', { columns: ['a'], rows: [[''], ['  ']], sortable: false, fixed_columns: 0 }))).toBeNull();
  });

  it('treats every default component as empty (what a template or a new module starts with)', () => {
    for (const type of ['rich_text', 'tabs', 'switch', 'fold', 'filter_list', 'table', 'relic_story', 'card', 'voice', 'gallery', 'materials'] as const) {
      expect(readerComponent(defaultComponent(type, '名称')), type).toBeNull();
    }
  });

  it('counts a picture, a list item, a clip or a card detail as content', () => {
    expect(readerComponent(component('rich_text', { doc: [{ type: 'image', src: '/img/a.png', alt: '' }] }))).not.toBeNull();
    expect(readerComponent(component('rich_text', { doc: [{ type: 'list', ordered: false, items: [[], [{ text: 'x' }]] }] }))).not.toBeNull();
    expect(readerComponent(component('voice', { items: [{ title: '名称', text: '', audio_url: '/media/a.wav' }] }))).not.toBeNull();
    expect(readerComponent(component('card', { cards: [{ name: 'c', icon_url: '', detail: '{"desc":"x"}' }] }))).not.toBeNull();
    expect(readerComponent(component('card', { cards: [{ name: 'c', icon_url: '', detail: ' { } ' }] }))).toBeNull();
    expect(readerComponent(component('materials', { items: [], custom: { id: 0, name: '摩拉', icon_url: '' } }))).not.toBeNull();
  });

  it('keeps the filled switch options, voice lines, pieces and pictures only', () => {
    const voice = readerComponent(
      component('voice', {
        items: [
          { title: '名称', text: '', audio_url: '' },
          { title: '初见', text: '你好', audio_url: '' },
        ],
      }),
    );
    expect(voice?.component_id === 'voice' && voice.data.items.map((item) => item.title)).toEqual(['初见']);
    const options = readerComponent(
      component('switch', {
        label: '',
        options: [
          { name: '1级', doc: [] },
          { name: '2级', doc: text('x') },
        ],
      }),
    );
    expect(options?.component_id === 'switch' && options.data.options.map((option) => option.name)).toEqual(['2级']);
    const gallery = readerComponent(
      component('gallery', {
        images: [
          { src: '', caption: 'a' },
          { src: '/img/b.png', caption: '' },
        ],
      }),
    );
    expect(gallery?.component_id === 'gallery' && gallery.data.images.length).toBe(1);
  });
});

describe('emptinessReport', () => {
  it('names the modules and the tabs readers will not see', () => {
    const report = emptinessReport({ modules: newCharacter() });
    expect(report).toEqual({
      modules: ['属性', '突破材料', '语音'],
      parts: [
        { module: '资料', name: '天赋' },
        { module: '资料', name: '命之座' },
      ],
    });
    expect(nothingHidden(report)).toBe(false);
  });

  it('reports nothing for a page whose every part has content', () => {
    const report = emptinessReport({ modules: [module('简介', [component('rich_text', { doc: text('x') })])] });
    expect(nothingHidden(report)).toBe(true);
  });
});

describe("readerComponent of the publisher's types", () => {
  const of = (component_id: string, data: unknown) => componentSchemaForTest.parse({ component_id, data });
  it('hides what a template leaves empty and keeps what has content', () => {
    expect(readerComponent(of('baseInfo', { attr: [{ key: '生日', value: [] }] }))).toBeNull();
    const base = readerComponent(
      of('baseInfo', {
        attr: [
          { key: '生日', value: ['11月11日'] },
          { key: '所属', value: [] },
        ],
      }),
    );
    expect(base?.data).toMatchObject({ attr: [{ key: '生日', value: ['11月11日'] }] });
    expect(readerComponent(of('ascension', { list: [{ key: 'Lv.90', combatList: [{ key: '', values: ['突破前', '突破后'] }] }] }))).toBeNull();
    expect(readerComponent(of('gallery_character', { pic: '', list: [{ key: '立绘', img: '' }] }))).toBeNull();
    expect(readerComponent(of('reliquary_set_effect', { two_set_effect: ' ' }))).toBeNull();
    expect(readerComponent(of('talent', { list: [{ title: '普通攻击' }] }))).toBeNull();
    expect(readerComponent(of('story', { list: [{ title: '角色故事', desc: '很久以前' }] }))).not.toBeNull();
    expect(readerComponent(of('artifact_list', { flower_of_life: { title: '花' } }))).toBeNull();
    expect(readerComponent(of('artifact_list', { flower_of_life: { title: '花', desc: '一朵花' } }))).not.toBeNull();
  });
});
