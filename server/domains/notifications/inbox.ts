import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NotificationTable } from '../../db/tables/activity.ts';
import type { MarkReadAnswer, NotificationItem, NotificationKind, NotificationPage, NotificationPayload } from '../../../shared/contract/notifications.ts';
import { hiddenInSite } from './settings.ts';
import { BLANK_PAYLOAD } from './payload.ts';
import { noticesRead } from './live-signals.ts';

/**
 * The inbox: a user's notifications in an edition (and those of every edition, edition 0: grants
 * over all editions), newest first, without the kinds they switched off in the site.
 */
export function presentNotification(row: Selectable<NotificationTable>): NotificationItem {
  let payload: Partial<NotificationPayload> = {};
  try {
    payload = JSON.parse(row.payload) as Partial<NotificationPayload>;
  } catch {
    // A damaged payload shows as a notification without its texts.
  }
  return {
    ...BLANK_PAYLOAD,
    ...payload,
    id: Number(row.id),
    kind: row.kind as NotificationKind,
    created_at: Number(row.created_at_ms),
    read: row.read_at_ms !== null,
  };
}

export function inbox(db: Db) {
  /** The user's notifications in the edition as shown in the site. */
  const shown = async (userId: number, editionId: number) => {
    const hidden = await hiddenInSite(db, userId, editionId);
    return db
      .selectFrom('notifications')
      .where('user_id', '=', userId)
      .where('edition_id', 'in', [editionId, 0])
      .$if(hidden.length > 0, (query) => query.where('kind', 'not in', hidden));
  };

  async function unread(userId: number, editionId: number): Promise<number> {
    const row = await (
      await shown(userId, editionId)
    )
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('read_at_ms', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function list(userId: number, editionId: number, page: { page_num: number; page_size: number }): Promise<NotificationPage> {
    const base = await shown(userId, editionId);
    const [rows, total, unreadCount] = await Promise.all([
      base
        .selectAll()
        // Newest first in the order things happened (the activity's), not in the order the subscribers wrote them.
        .orderBy('activity_id', 'desc')
        .orderBy('id', 'desc')
        .limit(page.page_size)
        .offset((page.page_num - 1) * page.page_size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string | bigint>().as('count')).executeTakeFirstOrThrow(),
      unread(userId, editionId),
    ]);
    return { total: Number(total.count), unread: unreadCount, list: rows.map(presentNotification) };
  }

  /** Notifications newer than `afterId` (a reconnecting stream's Last-Event-ID), oldest first. */
  async function after(userId: number, editionId: number, afterId: number, limit: number): Promise<NotificationItem[]> {
    const rows = await (await shown(userId, editionId)).selectAll().where('id', '>', afterId).orderBy('id').limit(limit).execute();
    return rows.map(presentNotification);
  }

  async function markRead(userId: number, editionId: number, input: { ids: number[]; all: boolean }): Promise<MarkReadAnswer> {
    const result = await db
      .updateTable('notifications')
      .set({ read_at_ms: Date.now() })
      .where('user_id', '=', userId)
      .where('edition_id', 'in', [editionId, 0])
      .where('read_at_ms', 'is', null)
      .$if(!input.all, (query) => query.where('id', 'in', input.ids))
      .executeTakeFirst();
    const marked = Number(result.numUpdatedRows);
    if (marked > 0) await noticesRead(db, userId);
    return { marked, unread: await unread(userId, editionId) };
  }

  return { unread, list, after, markRead };
}
