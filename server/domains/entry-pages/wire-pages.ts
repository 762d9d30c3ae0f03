import type { WireModule } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import type { WireModulesCache } from '../../wire-html/modules.ts';
import { readCurrentPages, type EntryPageRecord } from './current-page.ts';

/** Where an entry page is placed, with the placement's stored data (JSON text). */
export interface Placement {
  channelId: number;
  ext: string;
}

/** What the API's entry page answers need: the page, its modules in the API's shape and its placements. */
export interface WirePageRecord {
  page: EntryPageRecord;
  modules: WireModule[];
  placements: Placement[];
}

/** The placements of contents (channel order by placement id), by content id. */
async function placementsOf(db: Db, contentIds: number[]): Promise<Map<number, Placement[]>> {
  const out = new Map<number, Placement[]>();
  if (contentIds.length === 0) return out;
  const rows = await db
    .selectFrom('channel_contents')
    .select(['content_id', 'channel_id', 'ext'])
    .where('content_id', 'in', contentIds)
    .orderBy('content_id')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = out.get(Number(row.content_id)) ?? [];
    list.push({ channelId: Number(row.channel_id), ext: row.ext });
    out.set(Number(row.content_id), list);
  }
  return out;
}

/**
 * The edition's entry pages among `ids` with their modules (rendered once per revision by
 * `modules`) and placements, in the order asked (unknown ids left out): two queries.
 */
export async function readWirePages(db: Db, modules: WireModulesCache, editionId: number, ids: readonly number[]): Promise<WirePageRecord[]> {
  const pages = await readCurrentPages(db, editionId, ids);
  const placements = await placementsOf(
    db,
    pages.map((page) => page.id),
  );
  return pages.map((page) => ({ page, modules: modules(page), placements: placements.get(page.id) ?? [] }));
}
