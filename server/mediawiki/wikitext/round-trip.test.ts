import { describe, expect, it } from 'vitest';
import type { EntryComponent } from '../../../shared/contract/entry-page-components.ts';
import type { EntryDoc, EntryModule } from '../../../shared/contract/entry-page.ts';
import { entryDocToWikitext, wikitextToEntryDoc } from './index.ts';
import { escapeText } from './to-wikitext/escape.ts';
import { expectValid, exportContext, fixture, hrefOf, importContext, srcOf } from './test-support.ts';

const reimport = (doc: EntryDoc, pages: string[] = [], files: string[] = []) => {
  const wikitext = entryDocToWikitext(doc, exportContext);
  const page = wikitextToEntryDoc(wikitext, importContext(doc.name, pages, files).ctx);
  expectValid(page.doc);
  return { wikitext, page };
};

describe('wikitext → document → wikitext → document', () => {
  const cases = [
    { file: 'hu-tao.wiki', title: '胡桃', pages: ['钟离', '往生堂', '原神'], files: ['胡桃 立绘.png', '胡桃 名片.png', '胡桃 表情.png', 'Talent Passive.png'] },
    { file: 'diluc.wiki', title: 'Diluc', pages: ['Pyro', 'Dawn Winery', 'Kaeya', 'Diluc'], files: ['Diluc Full Wish.png', 'Talent Relentless.png'] },
    { file: 'hostile.wiki', title: '攻击页', pages: [], files: ['Evil.png'] },
  ];
  for (const { file, title, pages, files } of cases) {
    it(`gives the same document for ${file}`, () => {
      const first = wikitextToEntryDoc(fixture(file), importContext(title, pages, files).ctx);
      const { page: second } = reimport(first.doc, pages, files);
      expect(second.doc).toEqual(first.doc);
    });
  }

  it('writes readable wikitext: sections, wikitables, lists, the infobox call, references', () => {
    const icons = ['Talent Secret Spear of Wangsheng.png', 'Talent Guide to Afterlife.png', 'Talent Spirit Soother.png', 'Talent Passive.png'];
    const first = wikitextToEntryDoc(fixture('hu-tao.wiki'), importContext('胡桃', ['钟离'], ['胡桃 立绘.png', ...icons]).ctx);
    const wikitext = entryDocToWikitext(first.doc, exportContext);
    expect(wikitext).toMatch(/^\{\{Infobox character\n\|name=胡桃\n/);
    expect(wikitext).toContain('\n== 天赋 ==\n');
    expect(wikitext).toContain('{| class="wikitable sortable"\n! 图标 !! 名称 !! 类型 !! 效果\n|-\n|  || 往生秘传枪法 || 普通攻击 || 进行至多六段的连续枪击。');
    expect(wikitext).toContain("# '''赤团开时'''：");
    expect(wikitext).toContain('\n*# 吞天之鲸·只角\n');
    expect(wikitext).toContain('她与[[钟离]]关系密切');
    expect(wikitext).toContain('一无所知<ref>见钟离的角色故事。</ref>');
    expect(wikitext).toContain('{{黑幕|在传说任务中，胡桃曾帮助一位迷失的亡魂完成心愿。}}');
  });
});

const rich = (doc: Extract<EntryComponent, { component_id: 'rich_text' }>['data']['doc']): EntryComponent => ({
  component_id: 'rich_text',
  layout: '',
  style: '',
  data: { doc },
});
const component = <T extends EntryComponent['component_id']>(type: T, data: Extract<EntryComponent, { component_id: T }>['data']): EntryComponent =>
  ({ component_id: type, layout: '', style: '', data }) as EntryComponent;
const module = (id: number, name: string, components: EntryComponent[]): EntryModule => ({ id: String(id), name, is_poped: false, group: '', components });

/** A document of our own with every component the editor makes (as the demo's 控件示例 page). */
function nativeDoc(): EntryDoc {
  return {
    name: '控件示例',
    desc: '每种控件的示例页面 | 含竖线与 = 号',
    icon_url: srcOf('icon.png'),
    header_img_url: '',
    aliases: [],
    filter_values: {},
    modules: [
      module(1, '控件示例', [
        rich([
          {
            type: 'paragraph',
            children: [
              { text: '普通文本，' },
              { text: '粗体', bold: true },
              { text: '与' },
              { text: '斜体', italic: true },
              { text: '，' },
              { text: '链接', href: hrefOf({ title: '钟离' }) },
              { text: '，外链', href: 'https://example.org/a?b=1&c=2' },
              { text: '带注释', footnote: '注释里有 [[方括号]] 与 {{花括号}}' },
              { text: '剧透', spoiler: true },
              { text: "。It's 50% * 2 = 100 | a || b ''not italic'' ~~~~ __NOTOC__ http://plain.example <b>" },
            ],
          },
          { type: 'heading', level: 2, children: [{ text: '小标题 = 等号' }] },
          { type: 'heading', level: 3, children: [{ text: '更小的标题' }] },
          { type: 'list', ordered: false, items: [[{ text: '* 星号开头' }], [{ text: '第二项', bold: true }]] },
          { type: 'list', ordered: true, items: [[{ text: '# 井号开头' }], [{ text: ': 冒号' }]] },
          { type: 'paragraph', children: [{ text: '; 分号开头的段落' }] },
          { type: 'paragraph', children: [{ text: '----' }] },
          { type: 'image', src: srcOf('图.png'), alt: '图片说明 | 竖线' },
        ]),
      ]),
      module(2, '表格', [
        component('table', {
          columns: ['名称', '数值 | 竖线'],
          rows: [
            ['甲', '1'],
            ['!乙', '-2'],
            ['+丙', ''],
          ],
          sortable: true,
          fixed_columns: 1,
        }),
      ]),
      module(3, '分页', [
        component('tabs', {
          tabs: [
            { name: '一 = 1', doc: [{ type: 'paragraph', children: [{ text: '第一页' }] }] },
            { name: '二', doc: [{ type: 'list', ordered: false, items: [[{ text: '项' }]] }] },
          ],
        }),
      ]),
      module(4, '切换', [
        component('switch', {
          label: '等级',
          options: [
            { name: '1级', doc: [{ type: 'paragraph', children: [{ text: '一级的说明', bold: true }] }] },
            { name: '90级', doc: [] },
          ],
        }),
      ]),
      module(5, '折叠', [component('fold', { title: '展开看看', doc: [{ type: 'paragraph', children: [{ text: '折叠的内容 {{不是模板}}' }] }], open: true })]),
      module(6, '筛选', [
        component('filter_list', {
          categories: [{ name: '元素', options: ['火', '水'] }],
          items: [
            { name: '胡桃', icon_url: srcOf('hutao.png'), entry_page_id: 12, tags: ['元素/火'] },
            { name: '行秋', icon_url: '', tags: [] },
          ],
        }),
      ]),
      module(7, '圣遗物', [
        component('relic_story', { pieces: [{ name: '生之花', slot: '花', icon_url: '', description: '描述', story: '很长的故事\n第二段' }] }),
      ]),
      module(8, '卡片', [component('card', { cards: [{ name: '卡', icon_url: srcOf('card.png'), detail: '{"a":[1,2],"b":"x|y"}' }] })]),
      module(9, '语音', [component('voice', { items: [{ title: '初次见面', text: '你好。', audio_url: '/media/voice/1.mp3' }] })]),
      module(10, '图集', [
        component('gallery', {
          images: [
            { src: srcOf('A.png'), caption: '说明 = 一' },
            { src: srcOf('B.png'), caption: '' },
          ],
        }),
        component('gallery', { images: [{ src: srcOf('c.png'), caption: '有尺寸', width: 640, height: 480 }] }),
      ]),
      module(11, '材料', [component('materials', { items: [{ entry_page_id: 7, count: 3 }], custom: { id: 0, name: '摩拉', icon_url: '' } })]),
      module(12, '空材料', [component('materials', { items: [] })]),
      module(13, '空模块', []),
      module(14, '基础信息', [
        component('baseInfo', {
          attr: [
            { key: '生日', value: ['11月11日'] },
            { key: '所属 = 一', value: ['晨曦城', '雾隐港|竖线'] },
            { key: '空', value: [] },
          ],
          star: 4,
          category: '单手剑',
          image: srcOf('icon.png'),
          rich_text: [{ type: 'paragraph', children: [{ text: '一把剑。', bold: true }] }],
        }),
        component('reliquary_set_effect', { single_set_effect: '', two_set_effect: '攻击力提高18%。', four_set_effect: '第一行\n第二行' }),
      ]),
      module(15, '突破', [
        component('ascension', {
          list: [
            {
              key: 'Lv.90',
              combatList: [
                { key: '', values: ['突破前', '突破后'] },
                { key: '基础生命值', values: ['12000', '-'] },
              ],
            },
          ],
        }),
      ]),
      module(16, '图鉴资料', [
        component('gallery_character', { pic: srcOf('A.png'), list: [{ id: '1', key: '立绘', img: srcOf('B.png'), imgDesc: '说明' }] }),
        component('talent', { list: [{ title: '普通攻击', icon_url: '', desc: '五段连击。' }] }),
        component('summaryList', { list: [{ name: '第一层', icon_url: '', desc: '命之座' }] }),
        component('story', { list: [{ title: '角色故事', desc: '很久以前。' }] }),
      ]),
    ],
  };
}

describe('a document of our own → wikitext → document', () => {
  const doc = nativeDoc();
  // Every picture of the document travels by file name, so each must be in the re-imported wiki's files.
  const files = ['图.png', 'A.png', 'B.png', 'icon.png', 'hutao.png', 'card.png', 'c.png'];
  const { wikitext, page } = reimport(doc, ['钟离'], files);

  it('restores every component, the page fields and the special characters of the text', () => {
    expect(page.doc.modules.map((m) => m.components)).toEqual(doc.modules.map((m) => m.components));
    expect(page.doc.modules.map((m) => m.name)).toEqual(doc.modules.map((m) => m.name));
    expect({ desc: page.doc.desc, icon_url: page.doc.icon_url }).toEqual({ desc: doc.desc, icon_url: doc.icon_url });
    expect(page.unmapped).toEqual([]);
  });

  it('names a picture the re-imported wiki lacks in the notes and leaves its field empty', () => {
    const { page: without } = reimport(
      doc,
      ['钟离'],
      files.filter((name) => name !== 'icon.png'),
    );
    expect(without.doc.icon_url).toBe('');
    expect(without.unmapped).toEqual([expect.objectContaining({ kind: 'file', name: 'icon.png' })]);
  });

  it('writes the components MediaWiki has natively as its markup, and the others as {{Almanac:...}} calls', () => {
    expect(wikitext).toContain('{| class="wikitable sortable" data-almanac-fixed-columns="1"\n! 名称 !! 数值 &#124; 竖线');
    expect(wikitext).toContain('<tabber>\n一 &#61; 1=\n第一页\n|-|\n二=\n* 项\n</tabber>');
    expect(wikitext).toContain('<gallery>\nFile:A.png|说明 &#61; 一\nFile:B.png\n</gallery>');
    expect(wikitext).toContain('{{Almanac:gallery\n|images.1.src=File:');
    expect(wikitext).toContain('{{Almanac:fold\n|title=展开看看\n|doc=\n折叠的内容 &#123;&#123;不是模板&#125;&#125;\n\n|open=true\n}}');
    expect(wikitext).toContain('{{Almanac:voice\n|items.1.title=初次见面\n|items.1.text=你好。\n|items.1.audio_url=/media/voice/1.mp3\n}}');
    expect(wikitext).toContain('{{Almanac:materials\n|items=[]\n}}');
    expect(wikitext).toContain('[[File:图.png|thumb|图片说明 &#124; 竖线]]');
    expect(wikitext).toMatch(/^\{\{Almanac:entry\n\|desc=每种控件的示例页面 &#124; 含竖线与 &#61; 号\n\|icon_url=File:icon\.png\n/);
  });

  it('escapes text that would read as markup, and reads it back as written', () => {
    const samples = [
      "''x''",
      "'''",
      '[[a]]',
      '{{b}}',
      '{|',
      '|}',
      '<ref>',
      '&amp;',
      '&nbsp;',
      '~~~~',
      '__TOC__',
      'http://x.example',
      '* a',
      '# a',
      ': a',
      '; a',
      '= a =',
      ' lead',
      '----',
      'a | b = c',
      '-{x}-',
    ];
    for (const text of samples) {
      const one: EntryDoc = {
        ...nativeDoc(),
        desc: '',
        icon_url: '',
        modules: [module(1, '页', [rich([{ type: 'paragraph', children: [{ text: `${text}` }] }])])],
      };
      const { page: back } = reimport(one);
      expect(back.doc.modules[0]?.components, `${text} → ${escapeText(text, 'text', true)}`).toEqual(
        one.modules[0]!.components.map((c) =>
          c.component_id === 'rich_text' ? { ...c, data: { doc: [{ type: 'paragraph', children: [{ text: text.trim() }] }] } } : c,
        ),
      );
    }
  });
});
