import { describe, expect, it } from 'vitest';
import { entryDocSchema, type EntryDoc } from '../../../shared/contract/entry-page.ts';
import { HEADER_KEY, convertText, overlayTranslation, sourceFingerprints } from './overlay.ts';

const doc = (value: unknown): EntryDoc => entryDocSchema.parse(value);

const source = doc({
  name: '星辉',
  desc: '来自晨曦城的角色',
  icon_url: 'https://cdn.example/icon.png',
  filter_values: { 元素: ['火'] },
  modules: [
    {
      id: 'm1',
      name: '基础信息',
      components: [
        {
          component_id: 'baseInfo',
          layout: '',
          data: { attr: [{ key: '生日', value: ['1月2日'] }], star: 5, category: '', image: 'https://cdn.example/a.png', rich_text: [] },
        },
      ],
    },
    {
      id: 'm2',
      name: '天赋',
      components: [{ component_id: 'rich_text', layout: '', data: { doc: [{ type: 'paragraph', children: [{ text: '普通攻击' }] }] } }],
    },
  ],
});

describe('overlayTranslation', () => {
  const translation = doc({
    ...source,
    name: 'Xinghui',
    desc: 'A character of Dawnspire',
    icon_url: 'https://evil.example/other.png',
    filter_values: { Element: ['Pyro'] },
    modules: [
      {
        id: 'm1',
        name: 'Basic info',
        components: [
          {
            component_id: 'baseInfo',
            layout: '',
            data: { attr: [{ key: 'Birthday', value: ['January 2'] }], star: 1, category: '', image: 'https://evil.example/b.png', rich_text: [] },
          },
        ],
      },
    ],
  });

  it('takes the text from the translation and everything else from the source', () => {
    const { doc: laid, untranslated, outdated } = overlayTranslation(source, translation, sourceFingerprints(source));
    expect(laid.name).toBe('Xinghui');
    expect(laid.icon_url).toBe(source.icon_url);
    expect(laid.filter_values).toEqual(source.filter_values);
    const data = laid.modules[0]!.components[0]!.data as { attr: unknown; star: number; image: string };
    expect(data.attr).toEqual([{ key: 'Birthday', value: ['January 2'] }]);
    expect(data.star).toBe(5);
    expect(data.image).toBe('https://cdn.example/a.png');
    expect(laid.modules.map((module) => module.name)).toEqual(['Basic info', '天赋']);
    expect(untranslated).toEqual(['m2']);
    expect(outdated).toEqual([]);
  });

  it('marks exactly the parts the source changed since the translation', () => {
    const prints = sourceFingerprints(source);
    const edited = doc({ ...source, modules: [{ ...source.modules[0]!, name: '基本信息' }, source.modules[1]] });
    expect(overlayTranslation(edited, translation, prints).outdated).toEqual(['m1']);
    const renamed = doc({ ...source, name: '星光' });
    expect(overlayTranslation(renamed, translation, prints).outdated).toEqual([HEADER_KEY]);
    // A change to a module the translation lacks is no outdated translation, only an untranslated module.
    const other = doc({ ...source, modules: [source.modules[0], { ...source.modules[1]!, name: '技能' }] });
    expect(overlayTranslation(other, translation, prints).outdated).toEqual([]);
  });
});

describe('convertText', () => {
  it('converts the text and leaves addresses and filter values alone', () => {
    const converted = convertText(source, (text) => `[${text}]`);
    expect(converted.name).toBe('[星辉]');
    expect(converted.icon_url).toBe(source.icon_url);
    expect(converted.filter_values).toEqual(source.filter_values);
    expect((converted.modules[0]!.components[0]!.data as { image: string }).image).toBe('https://cdn.example/a.png');
  });
});
