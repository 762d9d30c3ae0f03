import { isPostgres, type Db } from '../../db/database.ts';
import { entryPagePlainText } from '../entry-pages/plain-text.ts';
import { assembleDocument, channelMap, loadSearchDocument, type ChannelInfo, type SearchDocument } from './document.ts';
import { sql } from 'kysely';
import { addToIndex, clearIndex, optimizeFts, removeFromIndex } from './store.ts';
import { currentTranslatedTexts } from './translated-text.ts';

/** Runs fn in the caller's transaction, or in a new one when db is not a transaction. */
const inTransaction = (db: Db, fn: (trx: Db) => Promise<void>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));

/**
 * Brings the search index entry of one content (entry page) up to date with the database, or
 * removes it when the content is gone. Call it inside the transaction of every write that
 * changes what the index holds, passing that transaction.
 */
export async function reindexContent(db: Db, contentId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await removeFromIndex(trx, contentId);
    const doc = await loadSearchDocument(trx, contentId);
    if (doc) await addToIndex(trx, [doc]);
  });
}

/** Contents read per batch of a rebuild. */
const REBUILD_BATCH = 1_000;

/**
 * Rebuilds the whole index from the database in one transaction (after a bulk import, or to
 * refresh every entry's popularity order from the current page views). Answers the number of
 * entries indexed.
 */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  let indexed = 0;
  await inTransaction(db, async (trx) => {
    await clearIndex(trx);
    const channelsByEdition = new Map<number, Map<number, ChannelInfo>>();
    for (let after = 0; ;) {
      const contents = await trx
        .selectFrom('contents')
        .select(['id', 'edition_id', 'title', 'alias_name', 'summary', 'body', 'tabs', 'icon'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(REBUILD_BATCH)
        .execute();
      if (contents.length === 0) break;
      after = Number(contents[contents.length - 1]!.id);
      const ids = contents.map((row) => Number(row.id));
      const placements = await trx
        .selectFrom('channel_contents')
        .select(['content_id', 'channel_id', 'ext'])
        .where('content_id', 'in', ids)
        .orderBy('channel_id')
        .execute();
      const views = await trx.selectFrom('content_pv').select(['content_id', 'pv']).where('content_id', 'in', ids).execute();
      const pvOf = new Map(views.map((row) => [Number(row.content_id), Number(row.pv)]));
      const translatedOf = await currentTranslatedTexts(trx, ids);
      const placedOf = new Map<number, typeof placements>();
      for (const row of placements) placedOf.set(Number(row.content_id), [...(placedOf.get(Number(row.content_id)) ?? []), row]);
      const docs: SearchDocument[] = [];
      for (const content of contents) {
        const editionId = Number(content.edition_id);
        let channels = channelsByEdition.get(editionId);
        if (!channels) {
          channels = await channelMap(trx, editionId);
          channelsByEdition.set(editionId, channels);
        }
        const own = placedOf.get(Number(content.id)) ?? [];
        const modules = await entryPagePlainText(trx, Number(content.id));
        docs.push(assembleDocument(content, own, channels, pvOf.get(Number(content.id)) ?? 0, modules, translatedOf.get(Number(content.id)) ?? []));
      }
      await addToIndex(trx, docs);
      indexed += docs.length;
    }
    // Fresh statistics for the planner (PostgreSQL) and FTS5 segments merged into one (SQLite).
    if (isPostgres(trx)) await sql`analyze search_docs`.execute(trx);
    else await optimizeFts(trx);
    await trx.deleteFrom('search_meta').where('name', '=', 'index_version').execute();
    await trx
      .insertInto('search_meta')
      .values({ name: 'index_version', value: String(SEARCH_INDEX_VERSION) })
      .execute();
  });
  return indexed;
}

/**
 * The version of how the index reads text; raised when a change makes a stored index stale
 * (2: traditional characters folded to simplified, pinyin keys; 3: each translation's names,
 * aliases and text, its names under a kind of their language, translated-text.ts).
 */
export const SEARCH_INDEX_VERSION = 3;

/**
 * Rebuilds an index built by an older version of the index's text reading (or never built):
 * run once when the server starts, before it serves. Answers the entries indexed, or undefined
 * when the index was current.
 */
export async function rebuildOutdatedSearchIndex(db: Db): Promise<number | undefined> {
  const stored = await db.selectFrom('search_meta').select('value').where('name', '=', 'index_version').executeTakeFirst();
  if (stored?.value === String(SEARCH_INDEX_VERSION)) return undefined;
  return rebuildSearchIndex(db);
}
