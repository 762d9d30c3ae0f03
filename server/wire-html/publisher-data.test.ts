import { describe, expect, it } from 'vitest';
import { componentSchema, type EntryComponent } from '../../shared/contract/entry-page-components.ts';
import { wireComponentData } from './component-data.ts';

const parsed = (input: unknown): EntryComponent => componentSchema.parse(input);

describe("wire data of the publisher's component types", () => {
  it('baseInfo: values as HTML paragraphs under attr and list, rich_text as HTML', () => {
    const data = wireComponentData(
      parsed({
        component_id: 'baseInfo',
        data: {
          attr: [
            { key: '生日', value: ['11月11日'] },
            { key: '所属', value: ['<b>晨曦城</b>', '雾隐港'] },
          ],
          star: 4,
          category: '单手剑',
          image: '/img/a.png',
          rich_text: [{ type: 'paragraph', children: [{ text: '一把剑。' }] }],
        },
      }),
    );
    const attr = [
      { key: '生日', value: ['<p>11月11日</p>'] },
      { key: '所属', value: ['<p>&#x3C;b>晨曦城&#x3C;/b></p>', '<p>雾隐港</p>'] },
    ];
    expect(data).toEqual({ attr, list: attr, star: 4, category: '单手剑', image: '/img/a.png', rich_text: '<p>一把剑。</p>' });
    // What genshin-birthday-ics does with it (docs/wire-clients/genshin-birthday-ics.md).
    const birthday = (JSON.parse(JSON.stringify(data)) as { attr: Array<{ key: string; value: string[] }> }).attr.find((line) => line.key === '生日')!
      .value[0]!;
    expect(birthday.match(/(\d+)月(\d+)日/)?.slice(1)).toEqual(['11', '11']);
  });

  it('gallery_character: every picture has an id, descriptions as HTML', () => {
    const data = wireComponentData(
      parsed({
        component_id: 'gallery_character',
        data: {
          pic: '/img/p.png',
          list: [
            { key: '立绘', img: '/img/a.png', imgDesc: '第一行\n第二行' },
            { id: 'x9', key: '名片', img: '/img/b.png' },
          ],
        },
      }),
    );
    expect(data).toEqual({
      pic: '/img/p.png',
      list: [
        { id: '1', key: '立绘', img: '/img/a.png', imgDesc: '<p>第一行<br>第二行</p>' },
        { id: 'x9', key: '名片', img: '/img/b.png', imgDesc: '' },
      ],
    });
  });

  it('reliquary_set_effect, talent, summaryList, story: texts as HTML; ascension as stored', () => {
    expect(wireComponentData(parsed({ component_id: 'reliquary_set_effect', data: { two_set_effect: '攻击力提高18%。' } }))).toEqual({
      single_set_effect: '',
      two_set_effect: '<p>攻击力提高18%。</p>',
      four_set_effect: '',
    });
    expect(wireComponentData(parsed({ component_id: 'talent', data: { list: [{ title: '普通攻击', desc: '五段连击。' }] } }))).toEqual({
      list: [{ title: '普通攻击', icon_url: '', desc: '<p>五段连击。</p>' }],
    });
    expect(wireComponentData(parsed({ component_id: 'summaryList', data: { list: [{ name: '第一层', desc: 'a' }] } }))).toEqual({
      list: [{ name: '第一层', icon_url: '', desc: '<p>a</p>' }],
    });
    expect(wireComponentData(parsed({ component_id: 'story', data: { list: [{ title: '角色详细', desc: 'b' }] } }))).toEqual({
      list: [{ title: '角色详细', desc: '<p>b</p>' }],
    });
    const ascension = {
      list: [
        {
          key: 'Lv.90',
          combatList: [
            { key: '', values: ['突破前', '突破后'] },
            { key: '基础生命值', values: ['12000', '12500'] },
          ],
        },
      ],
    };
    expect(wireComponentData(parsed({ component_id: 'ascension', data: ascension }))).toEqual(ascension);
  });

  it('artifact_list: only the slots the set has', () => {
    expect(wireComponentData(parsed({ component_id: 'artifact_list', data: { flower_of_life: { title: '花', desc: '一朵花' } } }))).toEqual({
      flower_of_life: { title: '花', icon_url: '', desc: '<p>一朵花</p>' },
    });
  });
});
