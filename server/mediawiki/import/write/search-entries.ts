import type { EntryDoc } from '../../../../shared/contract/entry-page.ts';
import type { Db } from '../../../db/database.ts';
import { modulePlainLines } from '../../../domains/entry-pages/plain-text.ts';
import { assembleDocument, channelMap, type ChannelInfo } from '../../../domains/search/document.ts';
import { addToIndex, removeFromIndex } from '../../../domains/search/store.ts';
import { currentTranslatedTexts } from '../../../domains/search/translated-text.ts';
import { cut } from '../convert/source-doc.ts';

export interface IndexedEntry {
  contentId: number;
  /** Not in the index yet (no removal needed). */
  isNew: boolean;
  title: string;
  doc: EntryDoc;
  /** Index the names only (title, aliases): the document is the page's wikitext kept as text until it is converted. */
  namesOnly?: boolean | undefined;
}

/**
 * Puts a batch's entries into the search index in a few statements (the per-entry reindex of
 * server/domains/search reads each entry back; here the documents are at hand): their placements and
 * views are read once for the batch.
 */
export async function indexEntries(trx: Db, editionId: number, entries: IndexedEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const ids = entries.map((entry) => entry.contentId);
  const placements = new Map<number, Array<{ channel_id: number; ext: string }>>();
  const views = new Map<number, number>();
  for (let at = 0; at < ids.length; at += 500) {
    const slice = ids.slice(at, at + 500);
    const rows = await trx
      .selectFrom('channel_contents')
      .select(['content_id', 'channel_id', 'ext'])
      .where('content_id', 'in', slice)
      .orderBy('channel_id')
      .execute();
    for (const row of rows) {
      const list = placements.get(Number(row.content_id)) ?? [];
      list.push({ channel_id: Number(row.channel_id), ext: row.ext });
      placements.set(Number(row.content_id), list);
    }
    const pv = await trx.selectFrom('content_pv').select(['content_id', 'pv']).where('content_id', 'in', slice).execute();
    for (const row of pv) views.set(Number(row.content_id), Number(row.pv));
  }
  const channels: Map<number, ChannelInfo> = await channelMap(trx, editionId);
  for (const entry of entries) if (!entry.isNew) await removeFromIndex(trx, entry.contentId);
  // An entry imported again keeps its translations' names in the index (a new one has none: no query).
  const translated = await currentTranslatedTexts(
    trx,
    entries.filter((entry) => !entry.isNew).map((entry) => entry.contentId),
  );
  const docs = entries.map((entry) =>
    assembleDocument(
      {
        id: entry.contentId,
        edition_id: editionId,
        title: entry.title,
        alias_name: cut(entry.doc.aliases.join(','), 200),
        summary: entry.doc.desc,
        body: '[]',
        tabs: '[]',
        icon: entry.doc.icon_url,
      },
      placements.get(entry.contentId) ?? [],
      channels,
      views.get(entry.contentId) ?? 0,
      entry.namesOnly ? '' : modulePlainLines(entry.doc).join('\n'),
      translated.get(entry.contentId) ?? [],
    ),
  );
  await addToIndex(trx, docs);
}
