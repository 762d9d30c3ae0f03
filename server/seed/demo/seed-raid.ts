import type { Db } from '../../db/database.ts';
import { chExt, factories } from '../factories.ts';

/** The raid page's channel: a root outside the home's position and map slots, found by its ch_ext page=raid. */
export const RAID_SLOT = 'raid';

/** Entries of a seeded channel (by name, under a parent of a name) with their placement ext, in order. */
async function placementsOf(db: Db, editionId: number, parentName: string | null, name: string, count: number) {
  const channel = await db
    .selectFrom('channels as ch')
    .leftJoin('channels as p', 'p.id', 'ch.parent_id')
    .select('ch.id')
    .where('ch.edition_id', '=', editionId)
    .where('ch.name', '=', name)
    .where((eb) => (parentName === null ? eb('ch.parent_id', 'is', null) : eb('p.name', '=', parentName)))
    .executeTakeFirst();
  if (!channel) return [];
  return db
    .selectFrom('channel_contents')
    .select(['content_id', 'ext'])
    .where('channel_id', '=', channel.id)
    .orderBy('sort')
    .orderBy('id')
    .limit(count)
    .execute();
}

/**
 * The raid (boss and challenge) page of the demo: an aggregate channel whose children show
 * seeded bosses and challenge guides. Draws no random numbers, so the rest of the demo stays
 * the same; entries and their block data are reused from the channels that hold them.
 */
export async function seedRaid(db: Db, editionId: number): Promise<void> {
  const make = factories(db);
  const root = await make.channel(editionId, {
    name: '深境挑战',
    depth: 1,
    sort: 0,
    slot: RAID_SLOT,
    ch_ext: chExt({ display_type: 'group', page: 'raid', show_in_catalog: '0' }),
  });
  const children = [
    { name: '首领挑战', display_type: 'monster', source: [null, '魔物速查'] as const, count: 8 },
    { name: '深境螺旋', display_type: 'strategyCard', source: ['攻略', '深境挑战'] as const, count: 8 },
    { name: '配队推荐', display_type: 'summary', source: ['攻略', '角色养成'] as const, count: 4 },
  ];
  for (const [sort, child] of children.entries()) {
    const channel = await make.channel(editionId, {
      name: child.name,
      parent_id: root.id,
      depth: 2,
      sort,
      ch_ext: chExt({ display_type: child.display_type, show_in_catalog: '0' }),
    });
    const placements = await placementsOf(db, editionId, child.source[0], child.source[1], child.count);
    for (const [index, placement] of placements.entries()) {
      await make.place(channel.id, Number(placement.content_id), { sort: index, ext: JSON.parse(placement.ext) as unknown });
    }
  }
}
