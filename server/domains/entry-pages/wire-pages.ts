import type { WireModule } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import type { WireModulesCache } from '../../wire-html/modules.ts';
import { readCurrentPages, type EntryPageRecord } from './current-page.ts';
import type { PageLanguage } from '../../../shared/content-language.ts';

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
  /** The language of its text, when the caller asked for one (issue 31). */
  language?: PageLanguage;
}

/** Turns pages into the reader's language (server/domains/translations/localize.ts). */
export type LocalizeRecords = (pages: EntryPageRecord[]) => Promise<Array<{ page: EntryPageRecord; variant: string; language: PageLanguage }>>;

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
export async function readWirePages(
  db: Db,
  modules: WireModulesCache,
  editionId: number,
  ids: readonly number[],
  localize?: LocalizeRecords,
): Promise<WirePageRecord[]> {
  const stored = await readCurrentPages(db, editionId, ids);
  const [placements, localized] = await Promise.all([
    placementsOf(
      db,
      stored.map((page) => page.id),
    ),
    localize ? localize(stored) : undefined,
  ]);
  if (!localized) return stored.map((page) => ({ page, modules: modules(page), placements: placements.get(page.id) ?? [] }));
  return localized.map(({ page, variant, language }) => ({ page, modules: modules(page, variant), placements: placements.get(page.id) ?? [], language }));
}
