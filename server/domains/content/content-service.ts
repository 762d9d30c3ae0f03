import type { Db } from '../../db/database.ts';

export function contentService(db: Db) {
  return {
    /** A content entry of the edition with the channels it is placed in, or undefined. */
    async info(editionId: number, contentId: number) {
      const content = await db.selectFrom('contents').selectAll().where('id', '=', contentId).where('edition_id', '=', editionId).executeTakeFirst();
      if (!content) return undefined;
      const channels = await db
        .selectFrom('channel_contents as cc')
        .innerJoin('channels as ch', 'ch.id', 'cc.channel_id')
        .select(['ch.id', 'ch.name', 'ch.parent_id', 'ch.depth', 'cc.ext'])
        .where('cc.content_id', '=', contentId)
        .orderBy('ch.depth')
        .orderBy('ch.id')
        .execute();
      return { content, channels };
    },
  };
}
