import type { RichDoc } from '../../../shared/contract/rich-text.ts';
import { ASCENSION_STATS, ELEMENTS, REGIONS, SECONDARY_STATS, WEAPON_TYPES, type EntryKind } from './catalog.ts';
import type { Random } from './random.ts';

const SYLLABLES = '岚烁绫澈汐霁弦璃曦渊苓珂焰澜翎萤铭筠昙霜朔瑶砚琮'.split('');
const WEAPON_PREFIX = ['苍雷', '霜华', '流光', '赤焰', '星辉', '沉渊', '晨露', '鸣岩', '碧落', '寒锋', '无垢', '天穹', '夜枭', '松籁', '浮云'];
const THINGS: Record<EntryKind, string[]> = {
  character: [],
  weapon: [],
  relic: ['旅人之冠', '逐影之羽', '霜岚之心', '焰歌之环', '潮汐之杯', '风语之花', '雷鸣之沙', '岩誓之盔'],
  material: ['星银矿', '雾幻花', '晨曦石', '灵风羽', '深海贝', '雷晶核', '古树枝', '月华露'],
  enemy: ['丘丘游侠', '雷萤术士', '深渊法师', '遗迹守卫', '霜铠王', '岩龙蜥', '愚人众先遣队', '浮游水蕈兽'],
  npc: ['港口的老渔夫', '晨曦城书记官', '雷鸣岛铁匠', '流浪诗人', '冒险家协会接待员', '杂货铺老板', '星象学者', '巡逻卫兵'],
  book: ['晨曦城编年史', '雾隐港航海日志', '雷鸣岛传说集', '星象入门', '古琴谱残卷', '冒险家手记', '海灯节的由来', '风之诗'],
  animal: ['晨风鹤', '雾隐狐', '雷角鹿', '星斑蝶', '岩甲蜥', '潮汐鱼', '松林松鼠', '夜鸣鸮'],
  guide: ['新手必看', '配队思路', '圣遗物选择', '速通路线', '资源规划', '深境满星', '活动全收集', '隐藏成就'],
  card: ['元素共鸣', '交给我吧', '运筹帷幄', '星天之兆', '神宝迁宫祝词', '护法之誓'],
  tool: [
    '抽卡模拟器',
    '伤害计算器',
    '培养规划',
    '地图工具',
    '成就统计',
    '角色对比',
    '阵容推荐',
    '每日素材',
    '圣遗物评分',
    '材料计算',
    '祈愿记录',
    '地图标点',
    '钓鱼图鉴',
    '食谱大全',
    '天赋规划',
    '好感度',
  ],
  collection: ['序章回顾', '第一幕·风起', '第二幕·雷鸣', '世界观年表'],
  event: ['海灯节', '风花节', '七圣召唤锦标赛', '深境螺旋', '幽境危战'],
  quest: ['晨曦的约定', '雾隐港疑云', '雷鸣岛往事', '遗落的琴音', '风之旅人', '星落湖之谜'],
};

export interface GeneratedEntry {
  title: string;
  summary: string;
  body: RichDoc;
  tabs: Array<{ name: string; doc: RichDoc }>;
  /** Filter values 'group/option' for this entry's channel. */
  filters: string[];
  /** Child channel index to place it in, when the channel has children. */
  childIndex: number;
  cornerMark: string;
  table: Array<{ key: string; value: string }>;
  external: boolean;
}

const paragraph = (text: string): RichDoc[number] => ({ type: 'paragraph', children: [{ text }] });

/** Two syllables; unique for the first 23 × 22 indexes (the second is never the first). */
function characterName(index: number) {
  const n = SYLLABLES.length;
  const a = SYLLABLES[index % n]!;
  const b = SYLLABLES[(index + 1 + Math.floor(index / n)) % n]!;
  return `${a}${b}`;
}

/** One entry of a kind; index makes names unique within the kind. */
export function generateEntry(kind: EntryKind, index: number, random: Random, childCount: number): GeneratedEntry {
  const title =
    kind === 'character'
      ? characterName(index)
      : kind === 'weapon'
        ? `${WEAPON_PREFIX[index % WEAPON_PREFIX.length]}·${WEAPON_TYPES[index % WEAPON_TYPES.length]}${index >= 15 ? ` ${Math.floor(index / 15) + 1}式` : ''}`
        : `${THINGS[kind][index % THINGS[kind].length]}${index >= THINGS[kind].length ? ` ${Math.floor(index / THINGS[kind].length) + 1}` : ''}`;

  const element = ELEMENTS[index % ELEMENTS.length]!;
  const weaponType = WEAPON_TYPES[index % WEAPON_TYPES.length]!;
  const star = kind === 'character' ? (index % 2 === 0 ? '五星' : '四星') : (['五星', '四星', '三星'] as const)[index % 3]!;

  const filters =
    kind === 'character'
      ? [
          `元素/${element}`,
          `地区/${REGIONS[index % REGIONS.length]!}`,
          `星级/${star}`,
          `突破属性/${ASCENSION_STATS[index % ASCENSION_STATS.length]!}`,
          `武器/${weaponType}`,
        ]
      : kind === 'weapon'
        ? [`副属性/${SECONDARY_STATS[index % SECONDARY_STATS.length]!}`, `类型/${weaponType}`, `星级/${star}`]
        : kind === 'card'
          ? [`费用/${index % 4}`, `类型/${index % 2 === 0 ? '角色牌' : '行动牌'}`]
          : kind === 'quest'
            ? [`地区/${['晨曦城', '雾隐港', '雷鸣岛'][index % 3]}`]
            : [];

  const childIndex =
    childCount === 0 ? -1 : kind === 'character' ? (star === '五星' ? 0 : 1) : kind === 'weapon' ? index % WEAPON_TYPES.length : index % childCount;

  const summary = kind === 'character' ? `${element}元素·${weaponType}使用者，${star}角色。` : `${title}的详细资料与获取方式。`;
  const body: RichDoc = [
    { type: 'heading', level: 2, children: [{ text: '简介' }] },
    paragraph(`${title}是「苍穹回响」中的${kindLabel(kind)}。${summary}本条目由社区编辑共同维护，欢迎补充与指正。`),
    { type: 'heading', level: 2, children: [{ text: '获取方式' }] },
    {
      type: 'list',
      ordered: false,
      items: [[{ text: '主线剧情奖励' }], [{ text: `${['晨曦城', '雾隐港', '雷鸣岛'][index % 3]}商店兑换` }], [{ text: '限时活动', bold: true }]],
    },
    paragraph(`据考据，${title}的设计灵感来自古老的星象传说，在第${random.int(1, 4)}章剧情中首次登场。`),
  ];
  const tabs =
    kind === 'character'
      ? [
          { name: '基础信息', doc: body },
          { name: '天赋', doc: [paragraph(`普通攻击：进行至多${random.int(3, 5)}段的连续攻击。`), paragraph('元素战技：召唤星辉护盾，吸收伤害。')] },
          { name: '命之座', doc: [paragraph(`第一层：${title}的元素战技冷却时间减少20%。`)] },
        ]
      : [];

  const table =
    kind === 'relic'
      ? [
          { key: '两件套', value: '元素伤害加成提高15%' },
          { key: '四件套', value: '元素爆发造成的伤害提升20%' },
        ]
      : kind === 'enemy'
        ? [
            { key: '弱点', value: ELEMENTS[(index + 2) % ELEMENTS.length]! },
            { key: '掉落', value: THINGS.material[index % THINGS.material.length]! },
          ]
        : [];

  return {
    title,
    summary,
    body,
    tabs,
    filters,
    childIndex,
    cornerMark: index % 11 === 0 ? '新' : '',
    table,
    external: kind === 'guide' && index % 4 === 3,
  };
}

function kindLabel(kind: EntryKind): string {
  const labels: Record<EntryKind, string> = {
    character: '可操作角色',
    weapon: '武器',
    relic: '圣遗物套装',
    material: '培养材料',
    enemy: '敌人',
    npc: '人物',
    book: '书籍',
    animal: '生物',
    guide: '攻略',
    card: '卡牌',
    tool: '工具',
    collection: '合集',
    event: '活动',
    quest: '任务',
  };
  return labels[kind];
}
