import type { Db } from '../db/database.ts';
import { contentChanged } from './content-changed.ts';
import { contentTags, type ContentTag } from './content-tags.ts';

/**
 * An entry (a content row) changed: its own page, the channels that list it, and every page of
 * its edition that lists entries without naming them. Call it in the write's transaction, after
 * the write (its channels as they are now; pass the ones it left, if it moved).
 */
export async function entryChanged(db: Db, contentId: number, leftChannels: readonly number[] = []): Promise<void> {
  const content = await db.selectFrom('contents').select('edition_id').where('id', '=', contentId).executeTakeFirst();
  if (!content) return;
  const placed = await db.selectFrom('channel_contents').select('channel_id').where('content_id', '=', contentId).execute();
  const tags: ContentTag[] = [contentTags.content(content.edition_id), contentTags.entry(contentId)];
  for (const channelId of [...placed.map((row) => row.channel_id), ...leftChannels]) tags.push(contentTags.channel(channelId));
  await contentChanged(db, tags);
}
