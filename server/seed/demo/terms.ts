import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowSeconds } from '../../clock.ts';

/**
 * The demo edition's game terms for the traditional-Chinese reading view (edition_terms, zh-tw):
 * Genshin Impact's names as its official Traditional Chinese (Taiwan) release spells them. Most
 * OpenCC converts right by itself and are here because a wiki keeps its names in one place; the
 * ones it gets wrong are the table's point: 岩 stays 岩 in the game's Geo terms (OpenCC: 巖),
 * 珐露珊 keeps its 珐 (OpenCC: 琺), 蘿莎莉亞 is spelled with 蘿 (OpenCC: 羅). The unit test
 * (server/domains/translations/traditional.test.ts) converts each inside a sentence.
 */
export const DEMO_TERMS: ReadonlyArray<readonly [source: string, target: string]> = [
  ['原神', '原神'],
  ['旅行者', '旅行者'],
  ['派蒙', '派蒙'],
  ['胡桃', '胡桃'],
  ['钟离', '鍾離'],
  ['雷电将军', '雷電將軍'],
  ['神之眼', '神之眼'],
  ['元素爆发', '元素爆發'],
  ['元素战技', '元素戰技'],
  ['蒙德', '蒙德'],
  ['璃月', '璃月'],
  ['稻妻', '稻妻'],
  ['须弥', '須彌'],
  ['枫丹', '楓丹'],
  ['纳塔', '納塔'],
  ['至冬', '至冬'],
  ['护摩之杖', '護摩之杖'],
  ['天空之刃', '天空之刃'],
  ['树脂', '樹脂'],
  ['圣遗物', '聖遺物'],
  ['命之座', '命之座'],
  ['突破', '突破'],
  ['甘雨', '甘雨'],
  ['刻晴', '刻晴'],
  ['魈', '魈'],
  ['优菈', '優菈'],
  ['芙宁娜', '芙寧娜'],
  ['那维莱特', '那維萊特'],
  ['纳西妲', '納西妲'],
  ['提纳里', '提納里'],
  ['神里绫华', '神里綾華'],
  ['白术', '白朮'],
  // OpenCC's defaults are wrong for these.
  ['珐露珊', '珐露珊'],
  ['罗莎莉亚', '蘿莎莉亞'],
  ['岩元素', '岩元素'],
  ['岩王帝君', '岩王帝君'],
  ['岩神瞳', '岩神瞳'],
];

/** Seeds the demo terms into the ys_obc edition (none if it is missing); seeding again replaces nothing. */
export async function seedTerms(db: Kysely<Database>): Promise<void> {
  const edition = await db.selectFrom('editions').select('id').where('app_sn', '=', 'ys_obc').executeTakeFirst();
  if (!edition) return;
  const now = nowSeconds();
  await db
    .insertInto('edition_terms')
    .values(DEMO_TERMS.map(([source, target]) => ({ edition_id: edition.id, lang: 'zh-tw', source, target, updated_at: now })))
    .onConflict((oc) => oc.columns(['edition_id', 'lang', 'source']).doNothing())
    .execute();
}
