import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ContentTable } from '../../db/schema.ts';
import { LIST_ITEM_COLUMNS, type PlacedContentRow } from '../channels/channels-service.ts';

export type ContentRow = Selectable<ContentTable>;

/**
 * An entry of the latest lists with who last edited it and when: the time is the one the list is
 * sorted by (updated_at); the editor is the author of the page's current revision when that
 * revision is the last change (its account's name, or an imported revision's author; '' for a
 * revision published by no one), else the content's editor_name (an operator's or an import's
 * edit), else its author_name.
 */
export interface LatestContentRow extends ContentRow {
  last_editor_name: string;
  last_edited_at: number;
}

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

interface JoinedRevision {
  revision_id: number | null;
  revision_time: number | null;
  revision_imported_author: string | null;
  revision_user_name: string | null;
}

/** A content row with its last edit (LatestContentRow), from the current revision joined to it. */
function withLastEdit({ revision_id, revision_time, revision_imported_author, revision_user_name, ...row }: ContentRow & JoinedRevision): LatestContentRow {
  const revisionIsLast = revision_id !== null && Number(revision_time) >= Number(row.updated_at);
  const name = revisionIsLast ? (revision_user_name ?? revision_imported_author ?? '') : row.editor_name || row.author_name;
  return { ...row, last_editor_name: name, last_edited_at: Number(row.updated_at) };
}

/** Paged lists of content entries: newest updated, and the entries placed in one channel. */
export function contentListService(db: Db) {
  return {
    /** Entries of the edition, newest updated first (ties: newest id first). */
    async latest(editionId: number, page: PageRequest): Promise<Page<LatestContentRow>> {
      const [rows, count] = await Promise.all([
        // The page of entries first, then each one's current revision and its author (joined to the page only).
        db
          .selectFrom(
            db
              .selectFrom('contents')
              .selectAll()
              .where('edition_id', '=', editionId)
              .orderBy('updated_at', 'desc')
              .orderBy('id', 'desc')
              .limit(page.pageSize)
              .offset(offsetOf(page))
              .as('c'),
          )
          .leftJoin('entry_pages as p', 'p.content_id', 'c.id')
          .leftJoin('entry_revisions as r', 'r.id', 'p.current_revision_id')
          .leftJoin('users as u', 'u.id', 'r.author_id')
          .selectAll('c')
          .select(['r.id as revision_id', 'r.created_at as revision_time', 'r.imported_author as revision_imported_author', 'u.name as revision_user_name'])
          .orderBy('c.updated_at', 'desc')
          .orderBy('c.id', 'desc')
          .execute(),
        db
          .selectFrom('contents')
          .select((eb) => eb.fn.countAll().as('total'))
          .where('edition_id', '=', editionId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(withLastEdit), total: Number(count.total) };
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
