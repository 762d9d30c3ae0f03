import { describe, expect, it } from 'vitest';
import { defaultComponent } from './component-defaults.ts';
import { componentSchema, componentDataSchemas } from './entry-page-components.ts';
import { ARTIFACT_SLOTS } from './artifact-slots.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe("the publisher's component types", () => {
  it('accept the publisher keys and fill the optional ones', () => {
    const base = componentSchema.parse({ component_id: 'baseInfo', data: { attr: [{ key: '生日', value: ['11月11日'] }] } });
    expect(base).toEqual({
      component_id: 'baseInfo',
      layout: '',
      style: '',
      data: { attr: [{ key: '生日', value: ['11月11日'] }], star: 0, category: '', image: '', rich_text: [] },
    });
    const gallery = componentDataSchemas.gallery_character.parse({ list: [{ key: '立绘', img: '/img/a.png' }] });
    expect(gallery).toEqual({ pic: '', list: [{ id: '', key: '立绘', img: '/img/a.png', imgDesc: '' }] });
    expect(componentDataSchemas.reliquary_set_effect.parse({ two_set_effect: '攻击力提高18%。' })).toEqual({
      single_set_effect: '',
      two_set_effect: '攻击力提高18%。',
      four_set_effect: '',
    });
    const pieces = componentDataSchemas.artifact_list.parse({ flower_of_life: { title: '花' } });
    expect(Object.keys(pieces)).toEqual([...ARTIFACT_SLOTS]);
    expect(pieces.plume_of_death).toEqual({ title: '', icon_url: '', desc: '' });
  });

  it('refuse what breaks their limits, with the field named', () => {
    expect(messages(componentDataSchemas.baseInfo.safeParse({ attr: [{ key: ' ', value: [] }] }))).toEqual(['attr.0.key: must not be empty']);
    expect(messages(componentDataSchemas.baseInfo.safeParse({ attr: [], star: 6 }))).toEqual(['star: at most 5']);
    expect(messages(componentDataSchemas.baseInfo.safeParse({ attr: [{ key: 'a', value: Array(21).fill('x') }] }))).toEqual([
      'attr.0.value: at most 20 values',
    ]);
    expect(messages(componentDataSchemas.gallery_character.safeParse({ list: [{ key: 'a', img: 'javascript:alert(1)' }] }))).toEqual([
      'list.0.img: must be one of our uploads or an allowed image host',
    ]);
    expect(messages(componentDataSchemas.talent.safeParse({ list: [{ title: 'a', desc: 'x'.repeat(10_001) }] }))).toEqual([
      'list.0.desc: at most 10000 characters',
    ]);
    expect(messages(componentDataSchemas.ascension.safeParse({ list: [{ key: 'Lv.90', combatList: Array(21).fill({ key: '', values: [] }) }] }))).toEqual([
      'list.0.combatList: at most 20 rows',
    ]);
    expect(messages(componentDataSchemas.story.safeParse({ list: [{ title: '', desc: '' }] }))).toEqual(['list.0.title: must not be empty']);
  });

  it('have defaults their schemas accept', () => {
    for (const type of ['baseInfo', 'gallery_character', 'reliquary_set_effect', 'ascension', 'talent', 'summaryList', 'story', 'artifact_list'] as const) {
      expect(componentSchema.safeParse(defaultComponent(type, '名称')).success, type).toBe(true);
    }
  });
});
