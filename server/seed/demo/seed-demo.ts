import type { Db } from '../../db/database.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { recordContribution } from '../../domains/living/ranking/contribution-ledger.ts';
import { chExt, factories, type Factories } from '../factories.ts';
import { bannerSvg, iconSvg, renderJpeg, renderPng, storeImage } from '../images.ts';
import { demoVoiceClip, storeAudio, voiceIconSvg } from '../audio.ts';
import { maps, positions, type ChannelSpec, type EntryKind } from './catalog.ts';
import { generateEntry, type GeneratedEntry } from './entries.ts';
import { extBuilder } from './ext-recipes.ts';
import { createRandom, type Random } from './random.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedRaid } from './seed-raid.ts';
import { rebuildSearchIndex } from '../../domains/search/reindex.ts';
import { seedEntryPages } from './entry-pages.ts';
import { seedFooterPages } from './footer.ts';
import { seedContributing } from './contributing.ts';
import { seedTerms } from './terms.ts';
import { seedTranslations } from './translations.ts';
import { seedContentTexts } from './content-texts.ts';

/** A fixed moment for article times, so the demo reads the same everywhere. */
const DEMO_EPOCH = Date.UTC(2026, 0, 1) / 1000;
const KIND_SHAPE: Record<EntryKind, number> = {
  character: 0,
  weapon: 1,
  relic: 2,
  material: 3,
  enemy: 4,
  npc: 5,
  book: 2,
  animal: 4,
  guide: 5,
  card: 1,
  tool: 3,
  collection: 2,
  event: 0,
  quest: 4,
};

/** Events end relative to seeding time: one ended, one in its last hour, the rest days away. */
function eventTimeLeftMs(index: number): number {
  const hour = 3_600_000;
  if (index === 0) return -48 * hour;
  if (index === 1) return 0.75 * hour;
  return (index * 2 * 24 + 5) * hour;
}

interface SeedContext {
  db: Db;
  storage: FileStorage;
  make: Factories;
  random: Random;
  editionId: number;
  kindCounters: Map<EntryKind, number>;
  /** Content ids by kind, and what was generated for each, for channels that reuse them. */
  byKind: Map<EntryKind, number[]>;
  generated: Map<number, GeneratedEntry>;
  /** Channels that show entries seeded elsewhere; placed once every tree exists. */
  reuses: Array<{ channelId: number; reuse: NonNullable<ChannelSpec['reuse']> }>;
  buildExt: ReturnType<typeof extBuilder>;
}

/** Seeds the demo wiki: two editions, channel trees, 300+ entries, banners, pools, calendar, contributors. */
export async function seedDemo(db: Db, storage: FileStorage): Promise<void> {
  const random = createRandom(20261122);
  const logo = await storeImage(db, storage, await renderPng(iconSvg(210, 0, 600)), 'image/png');

  await db.transaction().execute(async (trx) => {
    const tx = factories(trx);
    const main = await tx.edition({
      app_sn: 'ys_obc',
      game: 'genshin',
      name: '苍穹回响百科',
      base_path: '/ys/obc/',
      logo_url: logo,
      head_img_url: logo,
    });
    const context: SeedContext = {
      db: trx,
      storage,
      make: tx,
      random,
      editionId: main.id,
      kindCounters: new Map(),
      byKind: new Map(),
      generated: new Map(),
      reuses: [],
      buildExt: extBuilder(trx, storage),
    };
    await seedTree(context, positions, 'position');
    await seedTree(context, maps, 'map');
    await placeReused(context);
    await seedHome(context);
    await seedLiving(context);
    await seedRaid(trx, main.id);
    await seedEntryPages(trx, storage, main.id);

    const sr = await tx.edition({
      app_sn: 'sr_wiki',
      game: 'hsr',
      name: '星轨旅记百科',
      base_path: '/sr/wiki/',
      login_required: 1,
      logo_url: logo,
      head_img_url: logo,
    });
    const srContext: SeedContext = { ...context, editionId: sr.id, kindCounters: new Map(), byKind: new Map(), generated: new Map(), reuses: [] };
    await seedTree(
      srContext,
      [
        {
          name: '角色',
          ext: { display_type: 'avatar', show_in_catalog: '1' },
          children: [{ name: '全部角色', ext: { display_type: 'avatar' }, kind: 'character', count: 12 }],
        },
        {
          name: '光锥',
          ext: { display_type: 'card', show_in_catalog: '1' },
          children: [{ name: '全部光锥', ext: { display_type: 'card' }, kind: 'weapon', count: 10 }],
        },
      ],
      'position',
    );
    await seedFooterPages(trx);
    await rebuildSearchIndex(trx);
  });
  await seedDemoAccounts(db);
  await seedContributing(db);
  await seedTerms(db);
  await seedTranslations(db);
  await seedContentTexts(db);
}

async function seedTree(context: SeedContext, specs: ChannelSpec[], slot: 'position' | 'map') {
  for (const [sort, spec] of specs.entries()) {
    await seedChannel(context, spec, null, 1, sort, slot);
  }
}

async function seedChannel(context: SeedContext, spec: ChannelSpec, parentId: number | null, depth: number, sort: number, slot: string) {
  const channel = await context.make.channel(context.editionId, {
    name: spec.name,
    parent_id: parentId,
    depth,
    sort,
    slot: depth === 1 ? slot : '',
    ch_ext: chExt(spec.ext ?? {}),
  });
  const children = [];
  for (const [childSort, child] of (spec.children ?? []).entries()) {
    children.push(await seedChannel(context, child, channel.id, depth + 1, childSort, slot));
  }
  if (spec.kind && spec.count) {
    for (let i = 0; i < spec.count; i++) {
      await seedEntry(
        context,
        spec,
        channel.id,
        children.map((c) => c.id),
        i,
      );
    }
  }
  if (spec.reuse) context.reuses.push({ channelId: channel.id, reuse: spec.reuse });
  return channel;
}

/** The edition's web base path ('/ys/obc/'), for links to the demo's own pages. */
async function basePathOf(context: SeedContext): Promise<string> {
  const row = await context.db.selectFrom('editions').select('base_path').where('id', '=', context.editionId).executeTakeFirstOrThrow();
  return row.base_path;
}

async function seedEntry(context: SeedContext, spec: ChannelSpec, channelId: number, childIds: number[], sort: number) {
  const kind = spec.kind!;
  const index = context.kindCounters.get(kind) ?? 0;
  context.kindCounters.set(kind, index + 1);
  const entry = generateEntry(kind, index, context.random, childIds.length);
  const icon = await storeImage(
    context.db,
    context.storage,
    await renderPng(iconSvg((index * 37 + KIND_SHAPE[kind] * 60) % 360, KIND_SHAPE[kind])),
    'image/png',
  );
  const time = DEMO_EPOCH + index * 3_600 * 7 + KIND_SHAPE[kind] * 86_400;
  const content = await context.make.content(context.editionId, {
    type: entry.external ? 2 : 1,
    title: entry.title,
    summary: entry.summary,
    icon,
    // An outer link of the demo leads to a page that exists: the wiki's own raid (strategy) page.
    bbs_url: entry.external ? `${await basePathOf(context)}raid` : '',
    body: JSON.stringify(entry.body),
    tabs: JSON.stringify(entry.tabs),
    author_name: `旅行者${(index % 20) + 1}`,
    editor_name: `编辑${(index % 7) + 1}`,
    corner_mark: entry.cornerMark,
    article_time: time,
    end_time_ms: kind === 'event' ? Date.now() + eventTimeLeftMs(index) : 0,
    created_at: time,
    updated_at: time + 86_400,
  });
  const ext = await context.buildExt(spec.recipe, entry, index);
  await context.make.place(channelId, content.id, { sort, ext });
  const childId = childIds[entry.childIndex];
  if (childId !== undefined) await context.make.place(childId, content.id, { sort, ext });
  context.byKind.set(kind, [...(context.byKind.get(kind) ?? []), content.id]);
  context.generated.set(content.id, entry);
}

async function placeReused(context: SeedContext) {
  for (const { channelId, reuse } of context.reuses) {
    const offset = reuse.offset ?? 0;
    const ids = (context.byKind.get(reuse.kind) ?? []).slice(offset, offset + reuse.count);
    for (const [sort, id] of ids.entries()) {
      const ext = await context.buildExt(reuse.ext, context.generated.get(id)!, offset + sort);
      await context.make.place(channelId, id, { sort, ext });
    }
  }
}

async function seedHome(context: SeedContext) {
  const titles = ['新版本「星落之歌」现已开放', '七圣召唤锦标赛报名开启', '社区编辑招募中'];
  for (const [sort, title] of titles.entries()) {
    const image = await storeImage(context.db, context.storage, await renderJpeg(bannerSvg(sort * 97 + 20)), 'image/jpeg');
    await context.make.banner(context.editionId, { title, image_url: image, jump_url: '', sort });
  }
  await context.make.announcement(context.editionId, {
    text: '欢迎来到苍穹回响百科！本站内容由玩家共同编写，发现错误请点击页脚「建议与反馈」告诉我们。',
    speaker: '派蒙',
    pop_window: 0,
    version: 1,
    updated_at: DEMO_EPOCH,
  });
}

/** Pools, calendar and contributors are relative to seeding time so the demo is always live. */
async function seedLiving(context: SeedContext) {
  const now = Math.floor(Date.now() / 1000);
  const day = 86_400;
  const icons = await context.db
    .selectFrom('contents')
    .select(['id', 'icon', 'title'])
    .where('edition_id', '=', context.editionId)
    .orderBy('id')
    .limit(6)
    .execute();
  // Gacha pools: featured items and activities link to demo entries; each has a generated voice
  // icon and clip, online (voice_status 0) for the running and upcoming pools, offline for the ended one.
  const { base_path: base } = await context.db.selectFrom('editions').select('base_path').where('id', '=', context.editionId).executeTakeFirstOrThrow();
  const detail = (id: number) => `${base}content/${id}/detail`;
  const poolOf = (rows: typeof icons) => JSON.stringify(rows.map((row) => ({ icon: row.icon, url: detail(row.id) })));
  const voice = async (variant: number) => ({
    voice_icon: await storeImage(context.db, context.storage, await renderPng(voiceIconSvg(200 + variant * 70)), 'image/png'),
    voice_url: await storeAudio(context.db, context.storage, demoVoiceClip(variant)),
  });
  await context.make.gachaPool(context.editionId, {
    title: '「星辉流转」祈愿',
    pool: poolOf(icons.slice(0, 3)),
    activity_url: detail(icons[0]!.id),
    ...(await voice(0)),
    voice_status: 0,
    start_time: now - 3 * day,
    end_time: now + 10 * day,
  });
  await context.make.gachaPool(context.editionId, {
    title: '「霜华映月」祈愿',
    pool: poolOf(icons.slice(3, 6)),
    activity_url: detail(icons[3]!.id),
    ...(await voice(1)),
    voice_status: 0,
    content_before_act: '敬请期待',
    start_time: now + 12 * day,
    end_time: now + 30 * day,
  });
  await context.make.gachaPool(context.editionId, {
    title: '「赤焰初燃」祈愿',
    pool: poolOf(icons.slice(1, 4)),
    activity_url: detail(icons[1]!.id),
    ...(await voice(2)),
    voice_status: 1,
    start_time: now - 40 * day,
    end_time: now - 20 * day,
  });

  await seedCalendar(context, now);
  await seedRedPoints(context, now);

  // Contributions go through the ranking's recording path, so its aggregates are filled too;
  // each is made to one of the first entries (ids picked without drawing random numbers, so the
  // rest of the demo stays the same).
  const entryIds = (await context.db.selectFrom('contents').select('id').where('edition_id', '=', context.editionId).orderBy('id').limit(40).execute()).map(
    (row) => row.id,
  );
  for (let u = 0; u < 20; u++) {
    const user = await context.make.user({ name: `旅行者${u + 1}`, avatar: (u % 8) + 1, gender: u % 3 });
    const records = context.random.int(3, 40);
    for (let r = 0; r < records; r++) {
      await recordContribution(context.db, {
        editionId: context.editionId,
        userId: user.id,
        kind: r % 5 === 0 ? 'correction' : 'entry_edit',
        value: context.random.int(1, 10),
        createdAt: now - context.random.int(0, 120) * day,
        contentId: entryIds.length > 0 ? entryIds[(u * 7 + r * 3) % entryIds.length] : null,
      });
    }
  }
}

/** Start of today in the wiki's time zone (Asia/Shanghai, UTC+8 all year), unix seconds. */
function shanghaiMidnight(now: number): number {
  const offset = 8 * 3_600;
  return Math.floor((now + offset) / 86_400) * 86_400 - offset;
}

/** Seeded entries of a kind, in seeding order, as calendar content infos. */
async function entriesOf(context: SeedContext, kind: EntryKind, offset: number, count: number) {
  const ids = (context.byKind.get(kind) ?? []).slice(offset, offset + count);
  if (ids.length === 0) return [];
  const rows = await context.db.selectFrom('contents').select(['id', 'title', 'icon']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, title: row.title, icon: row.icon, bbs_url: '' }] : [];
  });
}

/**
 * The activity calendar: a weekly rotation of material domains (permanent; Sunday written as 7,
 * as the real data does, so every day has drops), events running, coming and ended, and
 * birthdays around today.
 */
async function seedCalendar(context: SeedContext, now: number) {
  const day = 86_400;
  const hour = 3_600;
  const rotation = [
    [1, 4, 7],
    [2, 5, 7],
    [3, 6, 7],
  ];
  const materials = await entriesOf(context, 'material', 0, 6);
  const domains = [
    { break_type: 2, titles: ['「晨曦」的哲学', '「雾港」的哲学', '「雷鸣」的哲学'], kind: 'character' as const, per: 4 },
    { break_type: 1, titles: ['晨钟城的残片', '雾隐港的铜镜', '雷鸣岛的古齿'], kind: 'weapon' as const, per: 3 },
  ];
  for (const [group, domain] of domains.entries()) {
    for (const [i, title] of domain.titles.entries()) {
      await context.make.calendarActivity(context.editionId, {
        title,
        kind: 2,
        img_url: materials[(group * 3 + i) % Math.max(materials.length, 1)]?.icon ?? '',
        start_time: 0,
        end_time: 0,
        drop_day: JSON.stringify(rotation[i]),
        break_type: domain.break_type,
        content_infos: JSON.stringify(await entriesOf(context, domain.kind, i * domain.per, domain.per)),
        sort: JSON.stringify({ 2: group * 3 + i }),
      });
    }
  }

  const events = await entriesOf(context, 'event', 0, 6);
  const eventSpecs = [
    { title: '「星海巡游」限时活动', start: now - 3 * day, end: now + 9 * day + 5 * hour, outer: false },
    { title: '「雷霆试炼」挑战', start: now - day, end: now + 2 * day + 3 * hour, outer: true },
    { title: '「晨曦庆典」签到', start: now - 6 * day, end: now + 40 * 60, outer: false },
    { title: '「霜华祭典」预告', start: now + 5 * day, end: now + 19 * day, outer: false },
    { title: '「赤焰试炼」挑战', start: now - 17 * day, end: now - 3 * day, outer: false },
    { title: '「初燃」回顾', start: now - 40 * day, end: now - 20 * day, outer: false },
  ];
  const base = await basePathOf(context);
  for (const [i, spec] of eventSpecs.entries()) {
    const entry = events[i % Math.max(events.length, 1)];
    await context.make.calendarActivity(context.editionId, {
      title: spec.title,
      kind: 1,
      img_url: entry?.icon ?? '',
      jump_type: spec.outer ? 1 : 2,
      // An outer link of the demo leads to a page that exists: the event's own entry.
      jump_url: spec.outer ? (entry ? `${base}content/${entry.id}/detail` : `${base}latest-upgrade`) : '',
      content_id: spec.outer ? 0 : (entry?.id ?? 0),
      start_time: spec.start,
      end_time: spec.end,
      sort: JSON.stringify({ 1: i }),
    });
  }

  const midnight = shanghaiMidnight(now);
  const characters = await entriesOf(context, 'character', 0, 4);
  for (const [i, offset] of [0, 1, 3, -1].entries()) {
    const character = characters[i];
    if (!character) continue;
    await context.make.calendarActivity(context.editionId, {
      title: character.title,
      kind: 4,
      img_url: character.icon,
      jump_type: 2,
      content_id: character.id,
      start_time: midnight + offset * day,
      end_time: midnight + (offset + 1) * day,
      content_infos: JSON.stringify([character]),
      sort: JSON.stringify({ 4: i }),
    });
  }
}

/** Red points: the 图鉴 channel and its 角色 tab, one entry, one recommended placement (and a stale one the API drops). */
async function seedRedPoints(context: SeedContext, now: number) {
  const hour = 3_600;
  const channels = await context.db.selectFrom('channels').select(['id', 'name', 'parent_id']).where('edition_id', '=', context.editionId).execute();
  const section = channels.find((row) => row.name === '图鉴' && row.parent_id === null);
  const tab = channels.find((row) => row.name === '角色' && section !== undefined && row.parent_id === section.id);
  const weapons = channels.find((row) => row.name === '武器' && section !== undefined && row.parent_id === section.id);
  const hot = channels.find((row) => row.name === '热门词条');
  const character = (await entriesOf(context, 'character', 0, 1))[0];
  const placement = hot
    ? await context.db.selectFrom('channel_contents').select('id').where('channel_id', '=', hot.id).orderBy('sort').orderBy('id').executeTakeFirst()
    : undefined;

  if (section) await context.make.redPoint(context.editionId, { type: 'channel', target_id: section.id, mtime: now - 2 * hour });
  if (tab) await context.make.redPoint(context.editionId, { type: 'channel', target_id: tab.id, mtime: now - 2 * hour });
  if (character) await context.make.redPoint(context.editionId, { type: 'content', target_id: character.id, img: character.icon, mtime: now - 26 * hour });
  if (placement) await context.make.redPoint(context.editionId, { type: 'recommend', target_id: placement.id, mtime: now - 3 * 24 * hour });
  if (weapons) await context.make.redPoint(context.editionId, { type: 'channel', target_id: weapons.id, mtime: now - 10 * 24 * hour });
}
