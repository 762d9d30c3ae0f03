import type { EntryDoc } from '../../../shared/contract/entry-page.ts';
import type { Db } from '../../db/database.ts';
import { contentChanged } from '../../content-changes/content-changed.ts';
import { contentTags } from '../../content-changes/content-tags.ts';
import { reindexContent } from '../search/reindex.ts';

/** 'group/option' filter tags of a document, as channel placements store them. */
const filterTags = (doc: EntryDoc) => Object.entries(doc.filter_values).flatMap(([group, options]) => options.map((option) => `${group}/${option}`));

function parseObject(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps an entry page's placement in its channel in step with its document: a new entry is
 * placed last in the channel (so channel lists and filters show it); an existing placement gets
 * the document's filter values (callers do this only when those changed). Re-indexes the entry for search (placements feed its channel path).
 */
export async function syncPlacement(trx: Db, channelId: number, contentId: number, doc: EntryDoc): Promise<void> {
  const placement = await trx
    .selectFrom('channel_contents')
    .select(['id', 'ext'])
    .where('channel_id', '=', channelId)
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  if (placement) {
    const ext = parseObject(placement.ext);
    const next = JSON.stringify({ ...ext, filter: { value: filterTags(doc) } });
    if (next !== placement.ext) {
      await trx.updateTable('channel_contents').set({ ext: next }).where('id', '=', placement.id).execute();
      await reindexContent(trx, contentId);
      await contentChanged(trx, [contentTags.channel(channelId)]);
    }
    return;
  }
  const last = await trx
    .selectFrom('channel_contents')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
  const ext = { filter: { value: filterTags(doc) }, table: { list: [] }, picture: { list: [] }, placeholder: { text: '' } };
  await trx
    .insertInto('channel_contents')
    .values({ channel_id: channelId, content_id: contentId, sort: Number(last?.sort ?? -1) + 1, ext: JSON.stringify(ext) })
    .execute();
  await reindexContent(trx, contentId);
  await contentChanged(trx, [contentTags.channel(channelId)]);
}
