import { describe, expect, it } from 'vitest';
import { wikitextToEntryDoc } from './index.ts';
import { blocksOf, componentsOf, expectValid, fixture, hrefOf, importContext, moduleNamed, runsOf, runWith, srcOf, textOf } from './test-support.ts';

const convert = (text: string, pages: string[] = [], files: string[] = [], title = '测试页面') => {
  const { ctx, links } = importContext(title, pages, files);
  const page = wikitextToEntryDoc(text, ctx);
  expectValid(page.doc);
  return { ...page, links };
};
const noted = (page: ReturnType<typeof convert>, kind: string, name: string) => page.unmapped.find((note) => note.kind === kind && note.name === name);

describe('a Fandom-style character page (胡桃)', () => {
  const page = convert(fixture('hu-tao.wiki'), ['钟离', '往生堂', '原神'], ['胡桃 立绘.png', '胡桃 名片.png', '胡桃 表情.png'], '胡桃');
  const { doc } = page;

  it('makes a module of the lead and of each section, in order, named by their headings', () => {
    expect(doc.name).toBe('胡桃');
    expect(doc.modules.map((module) => module.name)).toEqual([
      '胡桃',
      '背景',
      '天赋',
      '命之座',
      '属性',
      '突破材料',
      '配队推荐',
      '语音',
      '画廊',
      '趣闻',
      '外部链接',
    ]);
    expect(doc.modules.map((module) => module.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    // Ten modules to a group: the eleventh opens a group named after it.
    expect(doc.modules.slice(0, 10).every((module) => module.group === '')).toBe(true);
    expect(doc.modules[10]!.group).toBe('外部链接');
  });

  it('turns the infobox into a table of its parameters, in order, before the lead text', () => {
    const [infobox, lead] = moduleNamed(doc, '胡桃').components;
    expect(infobox).toMatchObject({ component_id: 'table', layout: 'infobox' });
    if (infobox?.component_id !== 'table') throw new Error('no infobox');
    expect(infobox.data.columns).toEqual(['Infobox character', '']);
    expect(infobox.data.rows.slice(0, 5)).toEqual([
      ['name', '胡桃'],
      ['image', '胡桃 立绘.png'],
      ['title', '雪霁梅香'],
      ['rarity', '5'],
      ['element', '火'],
    ]);
    expect(lead?.component_id).toBe('rich_text');
  });

  it('keeps bold, italic, resolved links and footnotes (named and reused) in the lead', () => {
    expect(runsOf(doc).find((run) => run.text === '胡桃')).toEqual({ text: '胡桃', bold: true });
    expect(runWith(doc, '神出鬼没')).toMatchObject({ italic: true, footnote: '游戏内角色故事「角色详细」。' });
    expect(runWith(doc, '原神')).toEqual({ text: '原神', href: hrefOf({ title: '原神' }) });
    // {{Cite web}} inside the reference reads as its title, publisher, date and URL.
    expect(runWith(doc, '第七十七代堂主').footnote).toBe('角色介绍 胡桃, 米哈游, 2021-03-02, https://ys.mihoyo.com/main/character/liyue?char=9');
    expect(runWith(doc, '首次复刻').footnote).toBe('2.2版本祈愿公告');
    expect(runWith(doc, '再度复刻').footnote).toBe('2.2版本祈愿公告');
  });

  it('reads links to pages that were not imported as their text, noted', () => {
    expect(runWith(doc, '五星可玩角色').href).toBeUndefined();
    expect(noted(page, 'link', '可玩角色')).toMatchObject({ sample: '[[可玩角色|五星可玩角色]]', count: 1 });
    expect(noted(page, 'link', '班尼特')?.count).toBe(2);
  });

  it('makes === headings headings inside the module, and 黑幕 a spoiler', () => {
    const blocks = blocksOf(doc);
    expect(blocks).toContainEqual({ type: 'heading', level: 2, children: [{ text: '性格' }] });
    expect(runWith(doc, '迷失的亡魂')).toEqual({ text: '在传说任务中，胡桃曾帮助一位迷失的亡魂完成心愿。', spoiler: true });
  });

  it('reads a sortable wikitable with its caption, header and cells, repeating spanned cells (noted)', () => {
    const talents = moduleNamed(doc, '天赋').components;
    expect(talents[0]).toMatchObject({ component_id: 'rich_text' });
    const caption = talents[0]?.component_id === 'rich_text' ? talents[0].data.doc.at(-1) : undefined;
    expect(caption).toEqual({ type: 'paragraph', children: [{ text: '天赋一览', bold: true }] });
    const table = talents[1];
    if (table?.component_id !== 'table') throw new Error('no table');
    expect(table.data).toMatchObject({ columns: ['图标', '名称', '类型', '效果'], sortable: true, fixed_columns: 0 });
    expect(table.data.rows).toHaveLength(5);
    expect(table.data.rows[3]!.slice(1, 3)).toEqual(['逐除烈祓', '固有天赋']);
    // rowspan=2: the type fills the row below.
    expect(table.data.rows[4]!.slice(1, 3)).toEqual(['血之灶火', '固有天赋']);
    // A template in a cell keeps its source text (noted), an icon its (empty) caption (noted).
    expect(table.data.rows[2]![3]).toContain('{{Element|火}}');
    expect(noted(page, 'template', 'Element')).toBeDefined();
    expect(noted(page, 'file', 'Talent Guide to Afterlife.png')).toMatchObject({ sample: '[[File:Talent Guide to Afterlife.png|40px]]' });
    expect(noted(page, 'table', 'rowspan/colspan')).toBeDefined();
  });

  it('repeats a header spanning two columns over both', () => {
    const table = componentsOf(doc, 'table').find((candidate) => candidate.data.columns[0] === '等级');
    expect(table?.data.columns).toEqual(['等级', '突破', '基础生命值', '基础攻击力', '基础防御力', '突破属性', '突破属性']);
    expect(table?.data.rows).toHaveLength(14);
    expect(table?.data.rows.at(-1)).toEqual(['90', '6', '15,552', '106', '876', '暴击伤害', '38.4%']);
  });

  it('keeps nested lists flat, indenting and marking the nested items (noted)', () => {
    const list = blocksOf(doc).find((block) => block.type === 'list' && textOf(block.items[0]!).startsWith('「勤劳」'));
    if (list?.type !== 'list') throw new Error('no list');
    expect(list.ordered).toBe(false);
    expect(list.items.map(textOf)).toEqual([
      '「勤劳」的教导、指引与哲学',
      '\u3000◦ 每周二、周五、周日在太山府获取',
      '\u3000◦ 等级 2–10 共需 {{Item|「勤劳」的哲学|12}}',
      '精锻用良矿',
      '周本材料：',
      '\u30001. 吞天之鲸·只角',
      '\u30002. 龙王之冕',
      '智识之冕（仅在等级10时需要）',
    ]);
    const trivia = blocksOf(doc).find((block) => block.type === 'list' && textOf(block.items[0]!).startsWith('胡桃的生日'));
    expect(trivia?.type === 'list' && trivia.items.map(textOf)[3]).toBe('\u3000\u3000▪ 有玩家认为这与《庄周梦蝶》的典故有关。');
    expect(noted(page, 'list', 'nested list')).toBeDefined();
  });

  it('reads an ordered list with bold names', () => {
    const list = moduleNamed(doc, '命之座').components[0];
    if (list?.component_id !== 'rich_text' || list.data.doc[0]?.type !== 'list') throw new Error('no list');
    expect(list.data.doc[0].ordered).toBe(true);
    expect(list.data.doc[0].items).toHaveLength(6);
    expect(list.data.doc[0].items[0]![0]).toEqual({ text: '赤团开时', bold: true });
  });

  it('reads a definition list as bold terms and their definitions, and nowiki as text', () => {
    const doc2 = moduleNamed(doc, '配队推荐').components[0];
    if (doc2?.component_id !== 'rich_text') throw new Error('no text');
    expect(doc2.data.doc[0]).toEqual({ type: 'paragraph', children: [{ text: '双火队', bold: true }] });
    expect(textOf(doc2.data.doc[1]!.type === 'paragraph' ? doc2.data.doc[1]!.children : [])).toBe('胡桃、班尼特、香菱、钟离。利用火元素共鸣提升攻击力。');
    expect(runWith(doc, '社区攻略')).toEqual({ text: '社区攻略', href: 'https://wiki.example.org/guide/hutao' });
    expect(runWith(doc, '[[非链接]]').href).toBeUndefined();
  });

  it('makes the gallery a gallery of our pictures with captions', () => {
    const [gallery] = componentsOf(doc, 'gallery');
    expect(gallery?.data.images).toEqual([
      { src: srcOf('胡桃 立绘.png'), caption: '角色立绘' },
      { src: srcOf('胡桃 名片.png'), caption: '名片「雪霁」' },
      { src: srcOf('胡桃 表情.png'), caption: '' },
    ]);
  });

  it('leaves out the references section (the footnotes show at their markers) and collects categories', () => {
    expect(doc.modules.some((module) => module.name === '参考资料')).toBe(false);
    expect(page.categories).toEqual(['角色', '火元素角色', '璃月角色']);
    expect(page.redirect).toBeNull();
    expect(noted(page, 'link', 'interlanguage')).toMatchObject({ sample: '[[en:Hu Tao]]' });
  });

  it('keeps unknown templates, magic words and styled spans visible and notes them', () => {
    expect(textOf(blocksOf(doc).flatMap((block) => (block.type === 'paragraph' ? block.children : [])))).toContain(
      '{{Quote|生死有命，但也不是全无办法。|胡桃}}',
    );
    expect(runWith(doc, '{{原神角色导航}}')).toBeDefined();
    expect(noted(page, 'template', '原神角色导航')).toBeDefined();
    expect(noted(page, 'magic-word', '__TOC__')).toBeDefined();
    expect(noted(page, 'tag', 'span')).toMatchObject({ sample: '<span style="color:#c0392b">' });
    expect(runWith(doc, '梅红色').text).toContain('她的双眼呈现梅红色');
  });
});

describe('a wiki.gg-style English page (Diluc)', () => {
  const page = convert(fixture('diluc.wiki'), ['Pyro', 'Dawn Winery', 'Kaeya'], ['Diluc Full Wish.png', 'Talent Relentless.png'], 'Diluc');
  const { doc } = page;

  it('names columns under a header spanning columns after both header rows', () => {
    const stats = componentsOf(doc, 'table').find((table) => table.data.columns[0] === 'Ascension');
    expect(stats?.data.columns).toEqual(['Ascension', 'Level', 'Base Stats / HP', 'Base Stats / ATK', 'Base Stats / DEF', 'Bonus CRIT Rate']);
    expect(stats?.data.rows[1]).toEqual(['0', '20/20', '2,621', '68', '158', '5.0%']);
  });

  it('makes a tabber tabs of rich text, with a picture standing alone as a picture', () => {
    const [tabs] = componentsOf(doc, 'tabs');
    expect(tabs?.data.tabs.map((tab) => tab.name)).toEqual(['Default', 'Red Dead of Night']);
    expect(tabs?.data.tabs[0]!.doc[0]).toEqual({ type: 'image', src: srcOf('Diluc Full Wish.png'), alt: '' });
    expect(textOf(tabs?.data.tabs[1]!.doc.flatMap((block) => (block.type === 'paragraph' ? block.children : [])) ?? [])).toContain(
      "Diluc's outfit from the Red Dead of Night set",
    );
  });

  it('joins the lines of a cell, notes <br> as a space there, and reads named and list-defined references', () => {
    const combat = componentsOf(doc, 'table').find((table) => table.data.columns[0] === 'Icon');
    expect(combat?.data.rows[0]![3]).toBe('Performs up to 4 consecutive strikes. Charged Attack: Drains Stamina over time to perform continuous slashes.');
    expect(runWith(doc, 'Knights of Favonius.').footnote).toBe('Official Character Profile');
    const infobox = componentsOf(doc, 'table').find((table) => table.layout === 'infobox' && table.data.columns[0] === 'Character Infobox');
    // A reference in an infobox value shows its text in brackets (cells are plain text).
    expect(infobox?.data.rows.find(([key]) => key === 'voiceCN')?.[1]).toBe('马洋 ({{Ref/Tweet|handle=GenshinImpact|id=1318135734826782721|date=2020-10-19}})');
  });

  it('keeps a javascript: "link" as inert text and links the fan site', () => {
    expect(runWith(doc, 'Fan site')).toEqual({ text: 'Fan site', href: 'http://example.org/diluc-fan-site' });
    expect(runWith(doc, 'javascript:alert(document.cookie)').href).toBeUndefined();
    expect(page.categories).toEqual(['Characters', 'Pyro Characters', '5-Star Characters', 'Claymore Characters']);
    expect(doc.modules.map((module) => module.name)).not.toContain('References');
  });
});

describe('redirects', () => {
  it('gives the target and an empty page', () => {
    const page = convert(fixture('redirect.wiki'), [], [], 'Hutao');
    expect(page.redirect).toEqual({ title: 'Hu Tao', fragment: 'Constellation' });
    expect(page.doc.modules).toEqual([]);
    expect(page.categories).toEqual(['Redirects']);
  });

  it('reads the Chinese magic word', () => {
    expect(convert('#重定向 [[胡桃]]').redirect).toEqual({ title: '胡桃' });
  });
});

describe('inline constructs', () => {
  it('reads bold-italic, <b>/<i>/<strong>/<em>, and notes tags with no mark of ours, keeping their text', () => {
    const page = convert("'''''双''''' <b>粗</b> <em>斜</em> <u>下划</u> <s>删</s> x<sup>2</sup> H<sub>2</sub>O <code>code</code>");
    const runs = page.doc.modules[0]!.components[0]!;
    if (runs.component_id !== 'rich_text' || runs.data.doc[0]?.type !== 'paragraph') throw new Error('no paragraph');
    expect(runs.data.doc[0].children).toEqual([
      { text: '双', bold: true, italic: true },
      { text: ' ' },
      { text: '粗', bold: true },
      { text: ' ' },
      { text: '斜', italic: true },
      { text: ' 下划 删 x2 H2O code' },
    ]);
    for (const tag of ['u', 's', 'sup', 'sub', 'code']) expect(noted(page, 'tag', tag)).toBeDefined();
  });

  it('decodes character references, drops comments, makes <br> a new paragraph and joins CJK lines without a space', () => {
    const page = convert('甲&amp;乙&nbsp;丙&#91;丁&#93; <!-- 注释 -->第一行\n第二行\nand\nthird<br/>新段落');
    const blocks = blocksOf(page.doc);
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ text: '甲&乙\u00a0丙[丁] 第一行第二行 and third' }] },
      { type: 'paragraph', children: [{ text: '新段落' }] },
    ]);
  });

  it('resolves [[#section]] against the page itself and sends the fragment', () => {
    const page = convert('[[#天赋|见天赋]] [[钟离#背景]]', ['测试页面', '钟离']);
    expect(page.links).toEqual([
      { title: '测试页面', fragment: '天赋' },
      { title: '钟离', fragment: '背景' },
    ]);
    expect(runWith(page.doc, '见天赋').href).toBe(hrefOf({ title: '测试页面', fragment: '天赋' }));
  });

  it('evaluates a few magic words and keeps parser functions visible', () => {
    const page = convert('{{PAGENAME}} {{lc:ABC}} a{{!}}b {{#if:x|是|否}} {{CURRENTYEAR}}{{DISPLAYTITLE:别名}}', [], [], '胡桃');
    expect(textOf(blocksOf(page.doc).flatMap((block) => (block.type === 'paragraph' ? block.children : [])))).toBe(
      '胡桃 abc a|b {{#if:x|是|否}} {{CURRENTYEAR}}',
    );
    expect(noted(page, 'parser-function', '#if')).toBeDefined();
    expect(noted(page, 'magic-word', 'CURRENTYEAR')).toBeDefined();
    expect(noted(page, 'magic-word', 'DISPLAYTITLE')).toBeDefined();
  });

  it('reads language variants as the simplified text', () => {
    expect(blocksOf(convert('-{zh-hans:简体;zh-hant:繁體}-与-{原文}-').doc)).toEqual([{ type: 'paragraph', children: [{ text: '简体与原文' }] }]);
  });

  it('attaches two references in a row to the run and an empty one after it, and notes an undefined name', () => {
    const page = convert('文<ref>甲</ref><ref>乙</ref><ref name="无" />');
    expect(blocksOf(page.doc)).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: '文', footnote: '甲' },
          { text: '', footnote: '乙' },
          { text: '', footnote: '[无]' },
        ],
      },
    ]);
    expect(noted(page, 'tag', 'ref (name never defined)')).toBeDefined();
  });

  it('reads list-defined references', () => {
    const page = convert('正文<ref name="a" />\n== 注释 ==\n<references>\n<ref name="a">定义在列表中</ref>\n</references>');
    expect(runWith(page.doc, '正文').footnote).toBe('定义在列表中');
    expect(page.doc.modules.map((module) => module.name)).toEqual(['测试页面']);
  });

  it('keeps a picture we do not have as its caption, and a framed picture as a block', () => {
    const page = convert('[[File:缺失.png|thumb|缺失的图]]\n\n[[文件:立绘.png|thumb|立绘说明]]', [], ['立绘.png']);
    expect(blocksOf(page.doc)).toEqual([
      { type: 'paragraph', children: [{ text: '缺失的图' }] },
      { type: 'image', src: srcOf('立绘.png'), alt: '立绘说明' },
    ]);
    expect(noted(page, 'file', '缺失.png')).toBeDefined();
  });

  it('reads the dump’s own namespace names', () => {
    const { ctx } = importContext('Page', [], ['Portrait.png']);
    const page = wikitextToEntryDoc('[[Fichier:Portrait.png|thumb|Légende]]\n[[Catégorie:Personnages]]', {
      ...ctx,
      site: { namespaces: { 6: ['Fichier'], 14: ['Catégorie'] } },
    });
    expect(blocksOf(page.doc)).toEqual([{ type: 'image', src: srcOf('Portrait.png'), alt: 'Légende' }]);
    expect(page.categories).toEqual(['Personnages']);
  });
});

describe('ceilings of the document', () => {
  it('puts ten modules in a group and never more than 200 modules on a page', () => {
    const text = Array.from({ length: 230 }, (_, i) => `== 第${i + 1}节 ==\n内容${i + 1}`).join('\n');
    const page = convert(text);
    expect(page.doc.modules).toHaveLength(200);
    expect(new Set(page.doc.modules.map((module) => module.group)).size).toBe(20);
    expect(page.doc.modules[10]!.group).toBe('第11节');
    // The modules past the ceiling are the last module's text.
    expect(textOf(blocksOf(page.doc).flatMap((block) => (block.type === 'paragraph' ? block.children : [])))).toContain('内容230');
    expect(noted(page, 'limit', 'modules per page')).toBeDefined();
  });

  it('splits a table of more than 1,000 rows and cuts over-long cells (noted)', () => {
    const rows = Array.from({ length: 1_500 }, (_, i) => `|-\n| ${i} || ${i === 0 ? 'x'.repeat(600) : '值'}`).join('\n');
    const page = convert(`{| class="wikitable"\n! 序号 !! 值\n${rows}\n|}`);
    const tables = componentsOf(page.doc, 'table');
    expect(tables.map((table) => table.data.rows.length)).toEqual([1_000, 500]);
    expect(tables[0]!.data.rows[0]![1]).toHaveLength(500);
    expect(noted(page, 'limit', 'table cell')).toBeDefined();
  });

  it('continues a module of more than 40 components in another of the same name', () => {
    const text = `== 表格 ==\n${Array.from({ length: 45 }, (_, i) => `{|\n! 列\n|-\n| ${i}\n|}`).join('\n')}`;
    const page = convert(text);
    expect(page.doc.modules.map((module) => [module.name, module.components.length])).toEqual([
      ['表格', 40],
      ['表格', 5],
    ]);
  });

  it('splits text longer than a run may hold and a long title is cut (noted)', () => {
    const page = convert('字'.repeat(45_000), [], [], '长'.repeat(150));
    expect(page.doc.name).toHaveLength(100);
    expect(runWith(page.doc, '字').text).toHaveLength(20_000);
    expect(noted(page, 'limit', 'page title length')).toBeDefined();
  });
});
