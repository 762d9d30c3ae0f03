/**
 * The demo wiki of a fictional game, 苍穹回响 (Echoes of the Firmament): its channel tree and
 * what each channel holds. Every display type of the spec appears at least once.
 */
export interface ChannelSpec {
  name: string;
  ext?: Record<string, string>;
  /** Kind of entries generated for this channel, and how many. */
  kind?: EntryKind;
  count?: number;
  /** Per-channel data the channel's own entries carry beyond their filter values. */
  recipe?: ExtRecipe;
  /** Entries of an already seeded kind also placed here, with the block's ext data. */
  reuse?: { kind: EntryKind; count: number; ext?: ExtRecipe; offset?: number };
  children?: ChannelSpec[];
}

/** Which per-channel data a reused placement carries. */
export type ExtRecipe = 'relic' | 'monster' | 'task' | 'card' | 'pictures' | 'placeholder';

export type EntryKind =
  'character' | 'weapon' | 'relic' | 'material' | 'enemy' | 'npc' | 'book' | 'animal' | 'guide' | 'card' | 'tool' | 'collection' | 'event' | 'quest';

/** A filter definition; `keys` names groups as the publisher's API does (`character_vision`: what its programs read on /hoyowiki/). */
const filter = (groups: Record<string, string[]>, keys: Record<string, string> = {}) =>
  JSON.stringify(
    Object.entries(groups).map(([label, options]) => ({ label, ...(keys[label] ? { key: keys[label] } : {}), children: options.map((o) => ({ label: o })) })),
  );

export const ELEMENTS = ['火', '水', '风', '雷', '岩', '草', '冰'];
export const WEAPON_TYPES = ['单手剑', '双手剑', '长柄武器', '法器', '弓'];
export const REGIONS = ['晨曦城', '雾隐港', '雷鸣岛'];
export const ASCENSION_STATS = ['攻击力', '生命值', '防御力', '暴击率', '元素充能效率'];
export const SECONDARY_STATS = ['攻击力', '暴击率', '暴击伤害', '元素精通', '元素充能效率'];

/**
 * The publisher's HoYoWiki menu ids (what its clients send as menu_id) of the demo's catalogue
 * channels, declared in their ch_ext as wiki_menu_id: every menu the public HoYoWiki client loads
 * the filters of (its setLanguage() asks 2, 4, 5, 7, 9, 10, 15 and 14).
 */
export const WIKI_MENUS = {
  character: '2',
  weapon: '4',
  artifact: '5',
  enemy: '7',
  material: '9',
  npc: '10',
  book: '12',
  tutorial: '14',
  animal: '15',
} as const;

/** Home blocks that show entries seeded under other channels, one per remaining block type. */
const showcase = (name: string, display_type: string, reuse: ChannelSpec['reuse'], extra: Record<string, string> = {}): ChannelSpec => ({
  name,
  ext: { display_type, show_in_catalog: '1', ...extra },
  reuse,
});

export const positions: ChannelSpec[] = [
  showcase('快捷入口', 'kingkong', { kind: 'tool', count: 10 }),
  showcase('百宝箱', 'kingkong16', { kind: 'tool', count: 20 }),
  showcase('版本活动', 'hitCard', { kind: 'event', count: 10, ext: 'pictures' }),
  showcase('本期角色', 'hitAvatar', { kind: 'character', count: 6, offset: 10 }),
  showcase('专题', 'subject', { kind: 'collection', count: 8, ext: 'pictures' }),
  showcase('攻略精选', 'summary', { kind: 'guide', count: 6 }),
  showcase('新手指引', 'verticalSummary', { kind: 'guide', count: 10, offset: 6, ext: 'pictures' }),
  showcase('视频攻略', 'video', { kind: 'guide', count: 10, offset: 16, ext: 'pictures' }),
  showcase('图文推荐', 'pictureTitle', { kind: 'guide', count: 6, offset: 26, ext: 'pictures' }),
  showcase('角色一览', 'collectionAvatar', { kind: 'character', count: 14, offset: 20 }),
  showcase('圣遗物套装', 'relic', { kind: 'relic', count: 6, ext: 'relic' }),
  showcase('魔物速查', 'monster', { kind: 'enemy', count: 10, ext: 'monster' }),
  showcase(
    '每日委托',
    'taskFilter',
    { kind: 'quest', count: 9, ext: 'task' },
    {
      filter: JSON.stringify([{ label: '地区', children: [{ label: '晨曦城' }, { label: '雾隐港' }, { label: '雷鸣岛' }] }]),
    },
  ),
  showcase('角色立绘', 'largeModelCard', { kind: 'character', count: 12, offset: 34, ext: 'pictures' }),
  showcase('武器图鉴', 'relicWeapon', { kind: 'weapon', count: 8, offset: 10, ext: 'relic' }),
  {
    name: '图鉴',
    ext: { display_type: 'default', show_in_catalog: '1', home_more: '1', obc_channel_id: '189' },
    children: [
      {
        name: '角色',
        ext: {
          display_type: 'avatar',
          show_in_catalog: '1',
          wiki_menu_id: WIKI_MENUS.character,
          obc_channel_id: '25',
          // The publisher's groups in its order (HoyoWiki.Net reads them by position: element, region, rarity, property, weapon).
          filter: filter(
            { 元素: ELEMENTS, 地区: REGIONS, 星级: ['五星', '四星'], 突破属性: ASCENSION_STATS, 武器: WEAPON_TYPES },
            { 元素: 'character_vision', 地区: 'character_region', 星级: 'character_rarity', 突破属性: 'character_property', 武器: 'character_weapon' },
          ),
        },
        kind: 'character',
        count: 60,
        children: [
          { name: '五星角色', ext: { display_type: 'avatar', show_in_catalog: '1' } },
          { name: '四星角色', ext: { display_type: 'avatar', show_in_catalog: '1' } },
        ],
      },
      {
        name: '武器',
        ext: {
          display_type: 'card',
          show_in_catalog: '1',
          wiki_menu_id: WIKI_MENUS.weapon,
          obc_channel_id: '5',
          // In the publisher's order: secondary stat, type, rarity.
          filter: filter(
            { 副属性: SECONDARY_STATS, 类型: WEAPON_TYPES, 星级: ['五星', '四星', '三星'] },
            { 副属性: 'weapon_property', 类型: 'weapon_type', 星级: 'weapon_rarity' },
          ),
        },
        kind: 'weapon',
        count: 75,
        children: WEAPON_TYPES.map((type) => ({ name: type, ext: { display_type: 'card', show_in_catalog: '1' } })),
      },
      {
        name: '圣遗物',
        ext: { display_type: 'default', show_in_catalog: '1', wiki_menu_id: WIKI_MENUS.artifact, obc_channel_id: '218' },
        kind: 'relic',
        count: 25,
      },
      {
        name: '材料',
        ext: { display_type: 'default', show_in_catalog: '1', wiki_menu_id: WIKI_MENUS.material, obc_channel_id: '13' },
        kind: 'material',
        count: 40,
        children: [
          { name: '角色培养素材', ext: { display_type: 'default', show_in_catalog: '1' } },
          { name: '武器突破素材', ext: { display_type: 'default', show_in_catalog: '1' } },
        ],
      },
      {
        name: '敌人与魔物',
        ext: { display_type: 'default', show_in_catalog: '1', wiki_menu_id: WIKI_MENUS.enemy, obc_channel_id: '6' },
        kind: 'enemy',
        count: 30,
      },
      { name: 'NPC', ext: { display_type: 'default', show_in_catalog: '1', wiki_menu_id: WIKI_MENUS.npc }, kind: 'npc', count: 8 },
      { name: '书籍', ext: { display_type: 'default', show_in_catalog: '1', wiki_menu_id: WIKI_MENUS.book }, kind: 'book', count: 8 },
      { name: '生物志', ext: { display_type: 'default', show_in_catalog: '1', wiki_menu_id: WIKI_MENUS.animal }, kind: 'animal', count: 8 },
      { name: '食物', ext: { display_type: 'default', show_in_catalog: '1', obc_channel_id: '21' }, kind: 'material', count: 10 },
      { name: '成就', ext: { display_type: 'default', show_in_catalog: '1' }, kind: 'quest', count: 6 },
    ],
  },
  {
    name: '攻略',
    ext: { display_type: 'strategyCard', show_in_catalog: '1', wiki_menu_id: WIKI_MENUS.tutorial },
    children: ['新手入门', '角色养成', '深境挑战', '活动攻略'].map((name) => ({
      name,
      ext: { display_type: 'strategyCard', show_in_catalog: '1' },
      kind: 'guide' as const,
      count: 8,
    })),
  },
  {
    name: '七圣召唤',
    ext: { display_type: 'cardFilter', show_in_catalog: '1', filter: filter({ 费用: ['0', '1', '2', '3'], 类型: ['角色牌', '行动牌'] }) },
    children: [
      { name: '角色牌', ext: { display_type: 'cardFilter', show_in_catalog: '1' }, kind: 'card', count: 12, recipe: 'card' },
      { name: '行动牌', ext: { display_type: 'cardFilter', show_in_catalog: '1' }, kind: 'card', count: 12, recipe: 'card' },
    ],
  },
  {
    name: '推荐',
    ext: { display_type: 'recommended', show_in_catalog: '0' },
    children: [
      { name: '热门词条', ext: { display_type: 'recommended' }, reuse: { kind: 'character', count: 8 } },
      { name: '版本前瞻', ext: { display_type: 'recommended' }, reuse: { kind: 'weapon', count: 8 } },
    ],
  },
  {
    name: '常用工具',
    ext: { display_type: 'kingkongTag', show_in_catalog: '1' },
    children: [{ name: '工具箱', ext: { display_type: 'kingkongTag', show_in_catalog: '1' }, kind: 'tool', count: 20 }],
  },
  {
    name: '合集',
    ext: { display_type: 'group', show_in_catalog: '1' },
    children: [
      {
        name: '剧情合集',
        ext: { display_type: 'group', show_in_catalog: '1' },
        children: ['序章·晨曦', '第一幕·风起', '第二幕·雷鸣'].map((name) => ({
          name,
          ext: { display_type: 'summary', show_in_catalog: '1' },
          kind: 'collection' as const,
          count: 4,
          recipe: 'pictures' as const,
        })),
      },
      {
        name: '世界观合集',
        ext: { display_type: 'group', show_in_catalog: '1' },
        children: ['七国风物', '古代文明'].map((name) => ({
          name,
          ext: { display_type: 'summary', show_in_catalog: '1' },
          kind: 'collection' as const,
          count: 3,
          recipe: 'pictures' as const,
        })),
      },
    ],
  },
  {
    name: '活动',
    ext: { display_type: 'collectionBg', show_in_catalog: '1' },
    children: [
      { name: '限时活动', ext: { display_type: 'collectionBg', show_in_catalog: '1' }, kind: 'event', count: 5 },
      { name: '常驻活动', ext: { display_type: 'collectionBg', show_in_catalog: '1' }, kind: 'event', count: 5 },
    ],
  },
  {
    name: '任务',
    ext: { display_type: 'filter', show_in_catalog: '1', filter: filter({ 地区: ['晨曦城', '雾隐港', '雷鸣岛'] }) },
    children: ['魔神任务', '传说任务', '世界任务'].map((name) => ({
      name,
      ext: { display_type: 'filter', show_in_catalog: '1' },
      kind: 'quest' as const,
      count: 6,
      recipe: 'task' as const,
    })),
  },
];

export const maps: ChannelSpec[] = [
  { name: '互动地图', ext: { display_type: 'default', show_in_catalog: '1', jump_url: '' } },
  { name: '活动日历', ext: { display_type: 'calendar', show_in_catalog: '1', value: 'calendar' } },
  { name: '贡献榜', ext: { display_type: 'default', show_in_catalog: '1', value: 'contribute' } },
];
