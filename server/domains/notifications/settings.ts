import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import {
  NOTIFICATION_KINDS,
  type EmailDigest,
  type NotificationKind,
  type NotificationSettingInput,
  type NotificationSettings,
} from '../../../shared/contract/notifications.ts';

/**
 * A user's notification settings (notification_settings): per edition and kind, whether it shows
 * in the site (default on) and the e-mail digest (default off); no row is the default. The
 * auto-watch switch is the row of the kind AUTO_WATCH_KIND (site 0: off), which no notification has.
 */
export const AUTO_WATCH_KIND = 'auto_watch';

const isEmailDigest = (value: string): value is EmailDigest => value === 'off' || value === 'daily' || value === 'weekly';

/**
 * True for a user who wants no notification of `kind` made at all (neither shown in the site nor
 * mailed): for the fan-out's INSERT … SELECT, with `userRef` the column holding the recipient.
 * A notification shown in neither is never written; one mailed but not shown is written (the
 * digest reads it) and hidden from the inbox (hiddenInSite).
 */
export function unwanted(userRef: Expression<number>, editionId: number, kind: NotificationKind): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from notification_settings s where s.user_id = ${userRef} and s.edition_id = ${editionId} and s.kind = ${kind} and s.site = 0 and s.email = 'off')`;
}

/** The kinds the user switched off in the site in this edition (the inbox, the unread count and the live stream leave them out). */
export async function hiddenInSite(db: Db, userId: number, editionId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_settings')
    .select('kind')
    .where('user_id', '=', userId)
    .where('edition_id', '=', editionId)
    .where('site', '=', 0)
    .where('kind', '!=', AUTO_WATCH_KIND)
    .execute();
  return rows.map((row) => row.kind);
}

export function notificationSettings(db: Db) {
  async function get(userId: number, editionId: number): Promise<NotificationSettings> {
    const rows = await db.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).where('edition_id', '=', editionId).execute();
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    const autoWatch = byKind.get(AUTO_WATCH_KIND);
    return {
      settings: NOTIFICATION_KINDS.map((kind) => {
        const row = byKind.get(kind);
        return { kind, site: row ? Number(row.site) !== 0 : true, email: row && isEmailDigest(row.email) ? row.email : 'off' };
      }),
      auto_watch: autoWatch ? Number(autoWatch.site) !== 0 : true,
    };
  }

  async function set(userId: number, editionId: number, input: { settings: NotificationSettingInput[]; auto_watch?: boolean | undefined }) {
    // One row per kind (the last given wins): one statement may not change a row twice.
    const byKind = new Map<string, { kind: string; site: number; email: string }>();
    for (const setting of input.settings) byKind.set(setting.kind, { kind: setting.kind, site: setting.site ? 1 : 0, email: setting.email });
    if (input.auto_watch !== undefined) byKind.set(AUTO_WATCH_KIND, { kind: AUTO_WATCH_KIND, site: input.auto_watch ? 1 : 0, email: 'off' });
    const rows = [...byKind.values()];
    if (rows.length > 0) {
      await db
        .insertInto('notification_settings')
        .values(rows.map((row) => ({ user_id: userId, edition_id: editionId, ...row })))
        .onConflict((oc) =>
          oc.columns(['user_id', 'edition_id', 'kind']).doUpdateSet((eb) => ({ site: eb.ref('excluded.site'), email: eb.ref('excluded.email') })),
        )
        .execute();
    }
    return get(userId, editionId);
  }

  return { get, set };
}
