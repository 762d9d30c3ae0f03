import type { TextKind } from '../../../shared/contract/operator-texts.ts';
import { TEXT_FIELD } from '../../../shared/contract/operator-texts.ts';
import type { Db } from '../../db/database.ts';
import { nowSeconds } from '../../clock.ts';
import { ELEMENTS, WEAPON_TYPES } from './catalog.ts';

/**
 * English names of the demo's channels (home's blocks among them: they are channels), banners,
 * gacha pools and calendar events (issue 31, content_texts), so an en-US reader of the public
 * edition reads an English menu, catalogue and home over entries partly translated
 * (translations.ts). zh-tw readers get the traditional view of the source names, converted.
 * Channels without a name here (the filter-like sub-channels of the rarer kinds) read the source.
 */
const CHANNELS: Record<string, string> = {
  // Home blocks.
  快捷入口: 'Shortcuts',
  百宝箱: 'Treasure chest',
  版本活动: 'Version events',
  本期角色: 'Featured characters',
  专题: 'Topics',
  攻略精选: 'Featured guides',
  新手指引: "Beginner's guide",
  视频攻略: 'Video guides',
  图文推荐: 'Picks',
  角色一览: 'All characters',
  圣遗物套装: 'Artifact sets',
  魔物速查: 'Enemy lookup',
  每日委托: 'Daily commissions',
  角色立绘: 'Character art',
  武器图鉴: 'Weapon gallery',
  // The catalogue.
  图鉴: 'Encyclopedia',
  角色: 'Characters',
  五星角色: '5-star characters',
  四星角色: '4-star characters',
  武器: 'Weapons',
  圣遗物: 'Artifacts',
  材料: 'Materials',
  角色培养素材: 'Character materials',
  武器突破素材: 'Weapon ascension materials',
  敌人与魔物: 'Enemies',
  NPC: 'NPCs',
  书籍: 'Books',
  生物志: 'Wildlife',
  食物: 'Food',
  成就: 'Achievements',
  攻略: 'Guides',
  七圣召唤: 'Card game',
  角色牌: 'Character cards',
  行动牌: 'Action cards',
  推荐: 'Recommended',
  热门词条: 'Popular entries',
  版本前瞻: 'Version preview',
  常用工具: 'Tools',
  工具箱: 'Toolbox',
  合集: 'Collections',
  剧情合集: 'Story collections',
  世界观合集: 'Lore collections',
  活动: 'Events',
  限时活动: 'Limited-time events',
  常驻活动: 'Permanent events',
  任务: 'Quests',
  互动地图: 'Interactive map',
  活动日历: 'Event calendar',
  贡献榜: 'Contributors',
  ...Object.fromEntries(WEAPON_TYPES.map((weapon, index) => [weapon, ['Swords', 'Claymores', 'Polearms', 'Catalysts', 'Bows'][index]!])),
  ...Object.fromEntries(ELEMENTS.map((element, index) => [element, ['Pyro', 'Hydro', 'Anemo', 'Electro', 'Geo', 'Dendro', 'Cryo'][index]!])),
};

const BANNERS: Record<string, string> = {
  '新版本「星落之歌」现已开放': 'New version "Song of Falling Stars" is out',
  七圣召唤锦标赛报名开启: 'Card game tournament sign-ups are open',
  社区编辑招募中: 'We are looking for community editors',
};

const POOLS: Record<string, string> = {
  '「星辉流转」祈愿': '"Starlight Flow" wish',
  '「霜华映月」祈愿': '"Frost Moon" wish',
  '「赤焰初燃」祈愿': '"First Flame" wish',
};

const ACTIVITIES: Record<string, string> = {
  '「星海巡游」限时活动': '"Star Sea Voyage" limited event',
  '「雷霆试炼」挑战': '"Thunder Trial" challenge',
  '「晨曦庆典」签到': '"Dawn Festival" check-in',
  '「霜华祭典」预告': '"Frost Festival" preview',
  '「赤焰试炼」挑战': '"Flame Trial" challenge',
  '「初燃」回顾': '"First Flame" recap',
};

/** Gives the public demo edition's channels, banners, pools and calendar events their English names (after seedTranslations set its languages). */
export async function seedContentTexts(db: Db): Promise<void> {
  const edition = await db.selectFrom('editions').select(['id', 'content_langs']).where('app_sn', '=', 'ys_obc').executeTakeFirst();
  if (!edition || !edition.content_langs.split(',').includes('en-us')) return;
  const at = nowSeconds();
  const sources: Array<{
    kind: TextKind;
    table: 'channels' | 'banners' | 'gacha_pools' | 'calendar_activities';
    column: 'name' | 'title';
    names: Record<string, string>;
  }> = [
    { kind: 'channel', table: 'channels', column: 'name', names: CHANNELS },
    { kind: 'block', table: 'banners', column: 'title', names: BANNERS },
    { kind: 'pool', table: 'gacha_pools', column: 'title', names: POOLS },
    { kind: 'activity', table: 'calendar_activities', column: 'title', names: ACTIVITIES },
  ];
  for (const { kind, table, column, names } of sources) {
    const rows = await db
      .selectFrom(table)
      .select(['id', `${column} as text`])
      .where('edition_id', '=', edition.id)
      .execute();
    const values = rows.flatMap((row) => {
      const text = names[row.text];
      return text ? [{ edition_id: edition.id, kind, ref_id: Number(row.id), field: TEXT_FIELD[kind], lang: 'en-us', text, updated_at: at }] : [];
    });
    // In slices under SQLite's bound-parameter limit (7 columns a row).
    for (let start = 0; start < values.length; start += 100)
      await db
        .insertInto('content_texts')
        .values(values.slice(start, start + 100))
        .execute();
  }
}
