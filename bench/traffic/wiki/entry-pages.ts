import type { DatabaseHandle } from '../../../server/db/database.ts';
import { APP_SN } from './fill.ts';

/** The entry pages of the edition (what the edits pick from: the sitemaps also list contents without one, which the editor cannot open). */
export async function entryPageIds(database: DatabaseHandle): Promise<number[]> {
  const rows = await database.db
    .selectFrom('entry_pages')
    .innerJoin('editions', 'editions.id', 'entry_pages.edition_id')
    .select('entry_pages.content_id')
    .where('editions.app_sn', '=', APP_SN)
    .orderBy('entry_pages.content_id')
    .execute();
  return rows.map((row) => Number(row.content_id));
}
