import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContentTable } from '../../db/schema.ts';
import { LIST_ITEM_COLUMNS, type PlacedContentRow } from '../channels/channels-service.ts';

export type ContentRow = Selectable<ContentTable>;

/** One page of a list: page_num counts from 1. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

const offsetOf = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

/** Paged lists of content entries: newest updated, and the entries placed in one channel. */
export function contentListService(db: Db) {
  return {
    /** Entries of the edition, newest updated first (ties: newest id first). */
    async latest(editionId: number, page: PageRequest): Promise<Page<ContentRow>> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('contents')
          .selectAll()
          .where('edition_id', '=', editionId)
          .orderBy('updated_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.pageSize)
          .offset(offsetOf(page))
          .execute(),
        db
          .selectFrom('contents')
          .select((eb) => eb.fn.countAll().as('total'))
          .where('edition_id', '=', editionId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** Entries placed in a channel (of the edition, checked by the caller), in channel order. */
    async inChannel(editionId: number, channelId: number, page: PageRequest): Promise<Page<PlacedContentRow>> {
      const placed = () =>
        db
          .selectFrom('channel_contents as cc')
          .innerJoin('contents as c', 'c.id', 'cc.content_id')
          .where('cc.channel_id', '=', channelId)
          .where('c.edition_id', '=', editionId);
      const [rows, count] = await Promise.all([
        placed()
          .select(LIST_ITEM_COLUMNS.map((column) => `c.${column}` as const))
          .select(['cc.channel_id as channel_id', 'cc.id as recommend_id', 'cc.ext as placement_ext'])
          .orderBy('cc.sort')
          .orderBy('cc.id')
          .limit(page.pageSize)
          .offset(offsetOf(page))
          .execute(),
        placed()
          .select((eb) => eb.fn.countAll().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },
  };
}
