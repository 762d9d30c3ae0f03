import { ARTIFACT_SLOTS, type ArtifactSlot } from '../../../shared/contract/artifact-slots.ts';
import type { ComponentData, EntryComponent } from '../../../shared/contract/entry-page-components.ts';
import type { EntryDocInput, EntryModule } from '../../../shared/contract/entry-page.ts';
import type { Block, Inline, RichDoc } from '../../../shared/contract/rich-text.ts';
import type { Db } from '../../db/database.ts';
import { attachEntryPage, createEntryPage, publishRevision } from '../../domains/entry-pages/publish.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { demoVoiceClip, storeAudio } from '../audio.ts';

/**
 * Demo entry pages: the 图鉴 entries (characters, weapons, relics, materials, enemies, NPCs, books, animals) become entry pages
 * built from what was seeded for them (characters, weapons and relics with the publisher's
 * components too: publisherModules), and two pages of their own: 「控件示例」 with every widget
 * type (two revisions, for the history diff) and 「大型条目示例」 (40 modules, 200-row tables).
 * Deterministic: no random numbers, only the rows seeded before.
 */

/** Titles the browser tests and the benchmark look the pages up by. */
export const SHOWCASE_ENTRY_TITLE = '控件示例';
export const LARGE_ENTRY_TITLE = '大型条目示例';

const DEMO_TIME = Date.UTC(2026, 0, 1) / 1000;

const p = (...children: Inline[]): Block => ({ type: 'paragraph', children });
const t = (text: string, marks: Omit<Inline, 'text'> = {}): Inline => ({ text, ...marks });
const rich = (doc: RichDoc): EntryComponent => ({ component_id: 'rich_text', layout: '', style: '', data: { doc } });
const component = <T extends EntryComponent['component_id']>(type: T, data: Extract<EntryComponent, { component_id: T }>['data']) =>
  ({ component_id: type, layout: '', style: '', data }) as EntryComponent;
const module = (id: number, name: string, components: EntryComponent[], isPoped = false, group = ''): EntryModule => ({
  id: String(id),
  name,
  is_poped: isPoped,
  group,
  components,
});

interface Placed {
  id: number;
  title: string;
  summary: string;
  icon: string;
  body: string;
  tabs: string;
  ext: string;
  updated_at: number;
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** 'group/option' values of a placement as {group: [option]}. */
function filterValuesOf(ext: string): Record<string, string[]> {
  const values = parseJson<{ filter?: { value?: string[] } }>(ext, {}).filter?.value ?? [];
  const out: Record<string, string[]> = {};
  for (const value of values) {
    const [group, option] = value.split('/');
    if (group && option) out[group] = [...(out[group] ?? []), option];
  }
  return out;
}

async function placedIn(db: Db, editionId: number, parentName: string, name: string): Promise<{ channelId: number; rows: Placed[] } | undefined> {
  const channel = await db
    .selectFrom('channels as c')
    .innerJoin('channels as parent', 'parent.id', 'c.parent_id')
    .select('c.id')
    .where('c.edition_id', '=', editionId)
    .where('parent.name', '=', parentName)
    .where('c.name', '=', name)
    .executeTakeFirst();
  if (!channel) return undefined;
  const rows = await db
    .selectFrom('channel_contents as cc')
    .innerJoin('contents as c', 'c.id', 'cc.content_id')
    .select(['c.id', 'c.title', 'c.summary', 'c.icon', 'c.body', 'c.tabs', 'c.updated_at', 'cc.ext'])
    .where('cc.channel_id', '=', channel.id)
    .where('c.type', '=', 1)
    .orderBy('c.id')
    .execute();
  return { channelId: channel.id, rows };
}

export async function seedEntryPages(db: Db, storage: FileStorage, editionId: number): Promise<void> {
  const voices = [
    await storeAudio(db, storage, demoVoiceClip(3)),
    await storeAudio(db, storage, demoVoiceClip(4)),
    await storeAudio(db, storage, demoVoiceClip(5)),
  ];
  const authors = (await db.selectFrom('users').select(['id']).orderBy('id').limit(3).execute()).map((row) => row.id);
  const author = (n: number) => authors[n % Math.max(authors.length, 1)] ?? null;

  const materials = await placedIn(db, editionId, '图鉴', '材料');
  const materialIds = (materials?.rows ?? []).map((row) => row.id);
  const characters = await placedIn(db, editionId, '图鉴', '角色');
  const icons = (characters?.rows ?? []).map((row) => row.icon);

  for (const [kind, name] of [
    ['material', '材料'],
    ['character', '角色'],
    ['weapon', '武器'],
    ['relic', '圣遗物'],
    ['enemy', '敌人与魔物'],
    ['other', 'NPC'],
    ['other', '书籍'],
    ['other', '生物志'],
  ] as const) {
    const placed = name === '材料' ? materials : name === '角色' ? characters : await placedIn(db, editionId, '图鉴', name);
    if (!placed) continue;
    for (const [index, row] of placed.rows.entries()) {
      await attachEntryPage(db, {
        editionId,
        contentId: row.id,
        menuId: placed.channelId,
        authorId: author(index),
        summary: '创建词条',
        // The content's own time: the demo's recent updates stay as they were.
        createdAt: row.updated_at,
        doc: entryDocOf(kind, row, index, { materialIds, voices, icons }),
      });
    }
  }

  const showcase = await createEntryPage(db, {
    editionId,
    menuId: characters?.channelId ?? null,
    authorId: author(0),
    summary: '创建词条',
    createdAt: DEMO_TIME,
    doc: showcaseDoc({ materialIds, voices, icons, characters: characters?.rows ?? [], revised: false }),
  });
  await publishRevision(db, {
    contentId: showcase.contentId,
    authorId: author(1),
    summary: '补充命之座与语音',
    createdAt: DEMO_TIME + 86_400,
    doc: showcaseDoc({ materialIds, voices, icons, characters: characters?.rows ?? [], revised: true }),
  });

  await createEntryPage(db, { editionId, menuId: null, authorId: author(2), summary: '创建词条', createdAt: DEMO_TIME, doc: largeDoc(icons) });
}

interface Assets {
  materialIds: number[];
  voices: string[];
  icons: string[];
}

function entryDocOf(kind: 'material' | 'character' | 'weapon' | 'relic' | 'enemy' | 'other', row: Placed, index: number, assets: Assets): EntryDocInput {
  const body = parseJson<RichDoc>(row.body, []);
  const tabs = parseJson<Array<{ name: string; doc: RichDoc }>>(row.tabs, []);
  const filterValues = filterValuesOf(row.ext);
  const facts = Object.entries(filterValues).map(([group, options]) => [group, options.join('、')]);
  const factTable = component('table', { columns: ['属性', '内容'], rows: [['名称', row.title], ...facts], sortable: false, fixed_columns: 0 });
  // An entry with detail tabs keeps them as a tabs widget (its first tab is the body).
  const modules: EntryModule[] =
    tabs.length > 0 ? [module(1, '属性', [factTable]), module(2, '资料', [component('tabs', { tabs })])] : [module(1, '基础信息', [factTable, rich(body)])];
  // Characters, weapons and artifacts also carry the publisher's components (publisherModules).
  const publisher =
    kind === 'character' || kind === 'weapon' || kind === 'relic' ? publisherModules(kind, row, index, filterValues, body, assets.icons) : undefined;
  if (publisher && kind === 'character') modules.unshift(publisher.first);
  // The weapon's or artifact's own 基础信息 is the publisher's; the table and text stay, renamed.
  else if (publisher) modules.splice(0, 1, publisher.first, module(1, '资料', [factTable, rich(body)]));
  if (kind === 'character') {
    const mats = assets.materialIds.slice(index % 4, (index % 4) + 3);
    if (mats.length > 0)
      modules.push(module(3, '突破材料', [component('materials', { items: mats.map((id, n) => ({ entry_page_id: id, count: (n + 1) * 10 })) })]));
    modules.push(
      module(4, '语音', [
        component('voice', {
          items: [
            { title: '初次见面', text: `你好，我是${row.title}。`, audio_url: assets.voices[index % assets.voices.length]! },
            { title: '闲聊·天气', text: '今天的风，很温柔呢。', audio_url: assets.voices[(index + 1) % assets.voices.length]! },
          ],
        }),
      ]),
    );
  }
  // An enemy's drops: materials (the publisher's programs read them as its list card's drop_materials).
  if (kind === 'enemy' && assets.materialIds.length > 0) {
    const drops = [0, 1].map((n) => assets.materialIds[(index + n * 3) % assets.materialIds.length]!);
    modules.push(module(2, '掉落物品', [component('materials', { items: drops.map((id, n) => ({ entry_page_id: id, count: n + 1 })) })]));
  }
  if (kind === 'relic') {
    const slots = ['生之花', '死之羽', '时之沙', '空之杯', '理之冠'];
    modules.push(
      module(2, '套装故事', [
        component('relic_story', {
          pieces: slots.map((slot, n) => ({
            name: `${row.title}·${slot}`,
            slot,
            icon_url: assets.icons[(index + n) % Math.max(assets.icons.length, 1)] ?? '',
            description: `${slot}，属于「${row.title}」套装。`,
            story: `很久以前，一位旅人带着这件${slot}走遍了七国。\n它见证了无数黎明与黄昏，也记得每一次离别。`,
          })),
        }),
      ]),
    );
  }
  // The others last, in a group of their own: a group holds at most 10 modules (EDITOR_LIMITS), and editors add to the first.
  if (publisher) modules.push(...publisher.rest.map((extra) => ({ ...extra, group: PUBLISHER_GROUP })));
  return { name: row.title, desc: row.summary, icon_url: row.icon, header_img_url: '', aliases: [], filter_values: filterValues, modules };
}

const REGIONS = ['晨曦城', '雾隐港', '雷鸣岛'];
/** The module group of the publisher's modules after 基础信息. */
const PUBLISHER_GROUP = '图鉴资料';
const SLOT_NAMES: Record<ArtifactSlot, string> = {
  flower_of_life: '生之花',
  plume_of_death: '死之羽',
  sands_of_eon: '时之沙',
  goblet_of_eonothem: '空之杯',
  circlet_of_logos: '理之冠',
};

/** Plain text of a rich-text document, one paragraph a line. */
const docText = (doc: RichDoc) => doc.flatMap((block) => (block.type === 'paragraph' ? [block.children.map((run) => run.text).join('')] : [])).join('\n');

/** Ascension stats at a few levels: the first row names the columns (the publisher's combatList). */
function ascensionOf(stats: Array<[string, number]>, index: number): ComponentData<'ascension'> {
  const levels = [20, 40, 60, 80, 90];
  return {
    list: levels.map((level, at) => ({
      key: `Lv.${level}`,
      combatList: [
        { key: '', values: ['突破前', '突破后'] },
        ...stats.map(([name, base]) => {
          const before = Math.round(base * (1 + at * 0.9 + (index % 5) * 0.03));
          const after = at === levels.length - 1 ? '-' : String(Math.round(before * 1.15));
          return { key: name, values: [String(before), after] };
        }),
      ],
    })),
  };
}

/**
 * The publisher's components of a demo character, weapon or artifact (docs/wire-clients/components.md):
 * `first` is its 基础信息 module, whose first component is baseInfo (programs read
 * `modules[0].components[0]` of a weapon and the 基础信息 module's first component of a character);
 * `rest` the others. Deterministic: derived from the row and its index only.
 */
function publisherModules(
  kind: 'character' | 'weapon' | 'relic',
  row: Placed,
  index: number,
  filterValues: Record<string, string[]>,
  body: RichDoc,
  icons: string[],
): { first: EntryModule; rest: EntryModule[] } {
  const icon = (n: number) => icons[(index + n) % Math.max(icons.length, 1)] ?? '';
  const facet = (group: string) => filterValues[group] ?? [];
  const starText = facet('星级')[0] ?? '';
  const star = starText.startsWith('五') ? 5 : starText.startsWith('四') ? 4 : starText.startsWith('三') ? 3 : 0;
  const region = REGIONS[index % REGIONS.length]!;
  if (kind === 'character') {
    const month = ((index * 5) % 12) + 1;
    const day = ((index * 7) % 28) + 1;
    const base = component('baseInfo', {
      attr: [
        { key: '名字', value: [row.title] },
        { key: '所属', value: [facet('地区')[0] ?? region] },
        { key: '元素', value: facet('元素') },
        { key: '武器类型', value: facet('武器') },
        { key: '星级', value: facet('星级') },
        { key: '生日', value: [`${month}月${day}日`] },
        { key: '命之座', value: [`${row.title}座`] },
        { key: '实装版本', value: [`${1 + (index % 4)}.${index % 8}`] },
      ],
      star: 0,
      category: '',
      image: row.icon,
      rich_text: [],
    });
    return {
      first: module(10, '基础信息', [base]),
      rest: [
        module(11, '天赋', [
          component('talent', {
            list: [
              { title: '普通攻击·星辉剑术', icon_url: icon(1), desc: `进行至多${3 + (index % 3)}段的连续攻击。\n重击：消耗体力，向前方斩出星辉。` },
              { title: '元素战技·星辉护盾', icon_url: icon(2), desc: '召唤星辉护盾，吸收伤害。\n护盾存在期间，角色的抗打断能力提升。' },
              { title: '元素爆发·流星雨', icon_url: icon(3), desc: '召唤流星雨，对范围内的敌人造成伤害。' },
            ],
          }),
        ]),
        module(12, '命之座', [
          component('summaryList', {
            list: [1, 2, 3, 4, 5, 6].map((n) => ({
              name: `第${n}层·${row.title}之${['晨', '昼', '暮', '夜', '星', '月'][n - 1]}`,
              icon_url: icon(n),
              desc: `${row.title}的第${n}层命之座效果。`,
            })),
          }),
        ]),
        module(13, '角色突破', [
          component(
            'ascension',
            ascensionOf(
              [
                ['基础生命值', 912],
                ['基础攻击力', 18],
                ['基础防御力', 57],
              ],
              index,
            ),
          ),
        ]),
        module(14, '角色故事', [
          component('story', {
            list: [
              { title: '角色详细', desc: `${row.title}来自${region}。\n${row.summary}` },
              { title: '角色故事1', desc: `很久以前，${row.title}在${region}的港口第一次看见了星空。` },
            ],
          }),
        ]),
        module(15, '角色图集', [
          component('gallery_character', {
            pic: icon(0),
            list: [
              { id: '1', key: '立绘', img: icon(0), imgDesc: `${row.title}的立绘。` },
              { id: '2', key: '名片', img: icon(1), imgDesc: `「${row.title}·星辉」名片。` },
              { id: '3', key: '衣装', img: icon(2), imgDesc: '' },
            ],
          }),
        ]),
      ],
    };
  }
  if (kind === 'weapon') {
    const type = facet('类型')[0] ?? '';
    const base = component('baseInfo', {
      attr: [
        { key: '类型', value: [type] },
        { key: '星级', value: facet('星级') },
        { key: '基础攻击力', value: [String(38 + (index % 5) * 3)] },
        { key: '副属性', value: [['攻击力', '暴击率', '元素精通', '元素充能效率'][index % 4]!] },
        { key: '获取途径', value: [`${region}商店兑换`, '祈愿'] },
      ],
      star,
      category: type,
      image: row.icon,
      rich_text: body.filter((block) => block.type === 'paragraph').slice(0, 1),
    });
    return {
      first: module(10, '基础信息', [base]),
      rest: [
        module(13, '武器突破', [
          component(
            'ascension',
            ascensionOf(
              [
                ['基础攻击力', 38 + (index % 5) * 3],
                ['副属性', 6],
              ],
              index,
            ),
          ),
        ]),
        module(14, '武器故事', [
          component('story', { list: [{ title: '武器故事', desc: `${row.title}由${region}的铁匠打造。\n${docText(body).split('\n')[0] ?? ''}` }] }),
        ]),
      ],
    };
  }
  const effects = component('reliquary_set_effect', {
    single_set_effect: '',
    two_set_effect: `${['攻击力', '生命值', '防御力', '元素精通'][index % 4]}提高${18 + (index % 3)}%。`,
    four_set_effect: `施放元素战技后的10秒内，元素伤害加成提升${15 + (index % 4) * 5}%。`,
  });
  const base = component('baseInfo', {
    attr: [
      { key: '稀有度', value: ['4星/5星'] },
      { key: '获取途径', value: [`「${region}秘境」概率掉落。`] },
    ],
    star: 0,
    category: '',
    image: row.icon,
    rich_text: [],
  });
  const pieces = Object.fromEntries(
    ARTIFACT_SLOTS.map((slot, n) => [
      slot,
      { title: `${row.title}·${SLOT_NAMES[slot]}`, icon_url: icon(n), desc: `${SLOT_NAMES[slot]}，属于「${row.title}」套装。` },
    ]),
  ) as ComponentData<'artifact_list'>;
  // baseInfo and reliquary_set_effect in one module: genshin.py moves the effects into the baseInfo beside them.
  return { first: module(10, '基础信息', [base, effects]), rest: [module(11, '套装部件', [component('artifact_list', pieces)])] };
}

function showcaseDoc({ materialIds, voices, icons, characters, revised }: Assets & { characters: Placed[]; revised: boolean }): EntryDocInput {
  const icon = (n: number) => icons[n % Math.max(icons.length, 1)] ?? '';
  const listed = characters.slice(0, 12).map((row) => ({
    name: row.title,
    icon_url: row.icon,
    entry_page_id: row.id,
    tags: Object.entries(filterValuesOf(row.ext)).flatMap(([group, options]) => options.map((option) => `${group}/${option}`)),
  }));
  const levelStats = (level: number) => [
    p(t(`等级 ${level}`, { bold: true })),
    {
      type: 'list',
      ordered: false,
      items: [[t(`生命值 ${level * 120 + 900}`)], [t(`攻击力 ${level * 3 + 20}`)], [t(`防御力 ${level * 7 + 60}`)]],
    } satisfies Block,
  ];
  const growth = [
    ['1', '912', '18', '—'],
    ['20', '2,341', '48', '突破前'],
    ['40', '4,632', '94', ''],
    ['50', '5,829', '119', '需要突破'],
    ['60', '7,359', '150', ''],
    ['80', '10,123', '206', '推荐等级'],
    ['90', '12,981', '265', '满级'],
    ['待定', '未知', '?', '数据待补充'],
  ];
  const elements = ['火', '水', '风', '雷', '岩', '草', '冰'];
  return {
    name: SHOWCASE_ENTRY_TITLE,
    desc: '一个展示所有条目控件的示例条目：标签页、切换按钮、折叠块、筛选标签、可排序表格、固定列表格、圣遗物故事、卡牌详情、语音、图集和材料。',
    icon_url: icon(0),
    header_img_url: '',
    aliases: ['Widget showcase', '示例'],
    filter_values: { 元素: ['风'] },
    modules: [
      module(1, '简介', [
        rich([
          p(
            t('这是一个'),
            t('示例条目', { bold: true }),
            t('，用来展示条目页的每一种控件', { footnote: '控件的数据由社区编辑在编辑器中填写。' }),
            t('。剧情提示：'),
            t('旅行者其实就是星辰本身', { spoiler: true }),
            t('。'),
          ),
          p(t('更多说明见'), t('社区编辑指南', { href: 'https://example.org/guide' }), t('。', { footnote: '指南每个版本更新一次。' })),
        ]),
      ]),
      module(2, '天赋', [
        component('tabs', {
          tabs: [
            { name: '普通攻击', doc: [p(t('进行至多五段的连续攻击。'))] },
            { name: '元素战技', doc: [p(t('召唤星辉护盾，吸收伤害。'))] },
            { name: '元素爆发', doc: [p(t('召唤流星雨，造成范围伤害。'))] },
          ],
        }),
      ]),
      module(3, '属性', [
        component('switch', {
          label: '等级',
          options: [
            { name: 'Lv.1', doc: levelStats(1) },
            { name: 'Lv.40', doc: levelStats(40) },
            { name: 'Lv.90', doc: levelStats(90) },
          ],
        }),
      ]),
      module(4, '命之座', [
        component('fold', {
          title: '第一层·星辉初照',
          doc: [p(t(revised ? '元素战技的冷却时间减少20%，护盾吸收量提升10%。' : '元素战技的冷却时间减少20%。'))],
          open: false,
        }),
        component('fold', { title: '第二层·流光', doc: [p(t('元素爆发的持续时间延长2秒。'))], open: true }),
      ]),
      module(5, '角色筛选', [
        component('filter_list', {
          categories: [
            { name: '元素', options: elements },
            { name: '武器', options: ['单手剑', '双手剑', '长柄武器', '法器', '弓'] },
          ],
          items: listed,
        }),
      ]),
      module(6, '成长数值', [component('table', { columns: ['等级', '生命值', '攻击力', '备注'], rows: growth, sortable: true, fixed_columns: 0 })]),
      module(7, '全部属性', [
        component('table', {
          columns: ['等级', '生命值', '攻击力', '防御力', '暴击率', '暴击伤害', '元素精通', '充能效率', '治疗加成', '护盾强效', '火伤加成', '水伤加成'],
          rows: [1, 20, 40, 60, 80, 90].map((level) => [String(level), ...Array.from({ length: 11 }, (_, n) => String(level * (n + 3) + n))]),
          sortable: true,
          fixed_columns: 1,
        }),
      ]),
      module(8, '圣遗物故事', [
        component('relic_story', {
          pieces: ['生之花', '死之羽', '时之沙'].map((slot, n) => ({
            name: `星落之${slot}`,
            slot,
            icon_url: icon(n + 1),
            description: `「星落」套装的${slot}。`,
            story: `传说${slot}是星辰坠落时留下的碎片。\n拾到它的人，会在梦里听见遥远的歌声。`,
          })),
        }),
      ]),
      module(9, '卡牌', [
        component('card', {
          cards: [
            {
              name: '星辉之誓',
              icon_url: icon(4),
              detail: JSON.stringify({ cost: 3, type: '行动牌', text: '为我方出战角色附属星辉护盾，可抵挡2点伤害。', tags: ['天赋', '战斗行动'] }),
            },
            { name: '流星', icon_url: icon(5), detail: JSON.stringify({ cost: 1, type: '事件牌', text: '抓1张牌。', tags: [] }) },
            { name: '残缺的卡牌', icon_url: icon(6), detail: '{"cost": 2, "type": ' },
          ],
        }),
      ]),
      module(10, '语音', [
        component('voice', {
          items: [
            { title: '初次见面', text: '你好，旅行者。', audio_url: voices[0]! },
            { title: '闲聊·星空', text: '今晚的星星格外明亮。', audio_url: voices[1]! },
            ...(revised ? [{ title: '生日', text: '生日快乐！这颗星星送给你。', audio_url: voices[2]! }] : []),
          ],
        }),
      ]),
      module(11, '图集', [component('gallery', { images: [0, 1, 2, 3, 4, 5].map((n) => ({ src: icon(n + 2), caption: `立绘 ${n + 1}` })) })]),
      module(12, '突破材料', [
        component('materials', {
          items: materialIds.slice(0, 4).map((id, n) => ({ entry_page_id: id, count: (n + 1) * 5 })),
          custom: { id: 999_001, name: '摩拉', icon_url: icon(9) },
        }),
      ]),
      // The editor's ceiling is ten modules a group: the last four go into a second group.
    ].map((entry) => (Number(entry.id) >= 9 ? { ...entry, group: '更多资料' } : entry)),
  };
}

/** 40 modules in four groups of ten: three 200-row tables, the rest text, tabs and folds. */
function largeDoc(icons: string[]): EntryDocInput {
  const modules: EntryModule[] = [];
  for (let n = 1; n <= 40; n++) {
    const name = `章节 ${n}`;
    if (n === 1 || n === 20 || n === 40) {
      modules.push(
        module(n, name, [
          component('table', {
            columns: ['编号', '名称', '数值', '权重', '地区', '备注'],
            rows: Array.from({ length: 200 }, (_, r) => [
              String(r + 1),
              `条目${(r * 7919) % 1000}`,
              String((r * 37) % 500),
              ((r * 13) % 100) / 10 + '',
              ['晨曦城', '雾隐港', '雷鸣岛'][r % 3]!,
              r % 9 === 0 ? '稀有' : '',
            ]),
            sortable: true,
            fixed_columns: 1,
          }),
        ]),
      );
    } else if (n % 5 === 0) {
      modules.push(
        module(n, name, [component('tabs', { tabs: [1, 2, 3].map((k) => ({ name: `分页 ${k}`, doc: [p(t(`第${n}章第${k}页的内容。`.repeat(8)))] })) })]),
      );
    } else if (n % 7 === 0) {
      modules.push(module(n, name, [component('fold', { title: `第${n}章附注`, doc: [p(t('折叠的附注内容。'.repeat(10)))], open: false })]));
    } else {
      modules.push(
        module(n, name, [
          rich([
            p(t(`第${n}章。`), t('这一章记录了旅途中的见闻与考据，'.repeat(6)), t('并附有注释。', { footnote: `第${n}章的注释。` })),
            p(t('星辰的低语在夜空中回荡，'.repeat(8))),
          ]),
        ]),
      );
    }
  }
  // The editor's ceiling is ten modules a group: the chapters fall into four volumes.
  modules.forEach((entry, index) => (entry.group = `第${Math.floor(index / 10) + 1}卷`));
  return {
    name: LARGE_ENTRY_TITLE,
    desc: '一个很长的条目：40个模块，其中三张表格各有200行。',
    icon_url: icons[0] ?? '',
    header_img_url: '',
    aliases: [],
    filter_values: {},
    modules,
  };
}
