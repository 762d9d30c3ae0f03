import type { Kysely } from 'kysely';

/**
 * Channel contents by channel and position: a channel's list in its order, and the last
 * position of a channel (where an import or a placement appends), read from the index instead
 * of every row of the channel. Without it a MediaWiki import's first pass slowed with each
 * batch (the last position of a channel of 90,000 entries, read again for every 200 pages).
 */
export function channelContentsSortMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('channel_contents_channel_sort').on('channel_contents').columns(['channel_id', 'sort']).execute();
    },
  };
}
