import type { Selectable } from 'kysely';
import { hashToken, newToken } from '../../accounts/tokens.ts';
import type { Db } from '../../../db/database.ts';
import type { CalendarActivityTable, EditionTable } from '../../../db/schema.ts';
import { DomainError } from '../../domain-error.ts';
import { serverPolicies } from '../../../policies/facts.ts';
import { nowSeconds } from '../../../clock.ts';
import { MAX_SUBSCRIBE_IDS, SUBSCRIBE_ACTIONS, type SubscribeAction } from '../../../../shared/contract/calendar.ts';

/** Most activities one user follows in one edition (a feed longer than this is not a calendar). */
export const MAX_SUBSCRIPTIONS = 500;

/** What a feed secret opens: the edition and, when reminders are on, the followed activities. */
export interface CalendarFeed {
  edition: Pick<Selectable<EditionTable>, 'id' | 'base_path' | 'name'>;
  enabled: boolean;
  activities: Array<Selectable<CalendarActivityTable>>;
}

/**
 * Calendar subscriptions of signed-in users: the activities they follow per edition, their
 * reminder switch, and the secret of their iCalendar feed. Only the secret's SHA-256 is kept,
 * so a feed URL can be shown only when a secret is issued (turning reminders on the first time,
 * or rotating); rotating makes the old URL answer 404.
 */
export function calendarSubscriptionService(db: Db) {
  const policies = serverPolicies(db);
  async function list(userId: number, editionId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('calendar_subscriptions')
      .select('activity_id')
      .where('user_id', '=', userId)
      .where('edition_id', '=', editionId)
      .orderBy('activity_id')
      .limit(MAX_SUBSCRIPTIONS)
      .execute();
    return rows.map((row) => Number(row.activity_id));
  }

  async function issueToken(userId: number, editionId: number, enabled: number | undefined): Promise<string> {
    const { token, hash } = newToken();
    const values = {
      user_id: userId,
      edition_id: editionId,
      feed_token_hash: hash,
      created_at: nowSeconds(),
      ...(enabled === undefined ? {} : { enabled }),
    };
    await db
      .insertInto('calendar_reminders')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['user_id', 'edition_id']).doUpdateSet({
          feed_token_hash: hash,
          ...(enabled === undefined ? {} : { enabled }),
        }),
      )
      .execute();
    return token;
  }

  return {
    list,

    /** Whether the user's reminders are on in the edition (off until turned on). */
    async state(userId: number, editionId: number): Promise<boolean> {
      const row = await db
        .selectFrom('calendar_reminders')
        .select('enabled')
        .where('user_id', '=', userId)
        .where('edition_id', '=', editionId)
        .executeTakeFirst();
      return row?.enabled === 1;
    },

    /**
     * Follows (subscribe), stops following (unsubscribe) or sets exactly (replace) the given
     * activities; every id must be an activity of this edition, else nothing changes and an
     * 'invalid' error names activity_ids. Answers the followed ids afterwards.
     */
    async subscribe(userId: number, editionId: number, action: SubscribeAction, activityIds: number[]): Promise<number[]> {
      if (!SUBSCRIBE_ACTIONS.includes(action)) throw new DomainError('invalid', `action: must be one of ${SUBSCRIBE_ACTIONS.join(', ')}`);
      const ids = [...new Set(activityIds)];
      if (ids.length > MAX_SUBSCRIBE_IDS) throw new DomainError('invalid', `activity_ids: at most ${MAX_SUBSCRIBE_IDS} ids`);
      if (ids.length > 0 && action !== 'unsubscribe') {
        const known = await db.selectFrom('calendar_activities').select('id').where('edition_id', '=', editionId).where('id', 'in', ids).execute();
        const knownIds = new Set(known.map((row) => Number(row.id)));
        const unknown = ids.filter((id) => !knownIds.has(id));
        if (unknown.length > 0) throw new DomainError('invalid', `activity_ids: no activity ${unknown.join(', ')} in this edition`);
      }
      const createdAt = nowSeconds();
      await db.transaction().execute(async (trx) => {
        if (action === 'replace') {
          await trx.deleteFrom('calendar_subscriptions').where('user_id', '=', userId).where('edition_id', '=', editionId).execute();
        }
        if (action === 'unsubscribe') {
          if (ids.length > 0) {
            await trx
              .deleteFrom('calendar_subscriptions')
              .where('user_id', '=', userId)
              .where('edition_id', '=', editionId)
              .where('activity_id', 'in', ids)
              .execute();
          }
          return;
        }
        if (ids.length === 0) return;
        const current = await trx
          .selectFrom('calendar_subscriptions')
          .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
          .where('user_id', '=', userId)
          .where('edition_id', '=', editionId)
          .where('activity_id', 'not in', ids)
          .executeTakeFirstOrThrow();
        if (Number(current.count) + ids.length > MAX_SUBSCRIPTIONS) {
          throw new DomainError('invalid', `activity_ids: at most ${MAX_SUBSCRIPTIONS} subscriptions per edition`);
        }
        await trx
          .insertInto('calendar_subscriptions')
          .values(
            ids.map((id) => ({
              user_id: userId,
              edition_id: editionId,
              activity_id: id,
              created_at: createdAt,
            })),
          )
          .onConflict((oc) => oc.columns(['user_id', 'edition_id', 'activity_id']).doNothing())
          .execute();
      });
      return list(userId, editionId);
    },

    /**
     * Turns reminders on or off. Turning them on the first time issues the feed secret and
     * answers it (once); otherwise token is null and the existing secret stays valid.
     */
    async turn(userId: number, editionId: number, enabled: boolean): Promise<{ enabled: boolean; token: string | null }> {
      const flag = enabled ? 1 : 0;
      const row = await db
        .selectFrom('calendar_reminders')
        .select('feed_token_hash')
        .where('user_id', '=', userId)
        .where('edition_id', '=', editionId)
        .executeTakeFirst();
      if (enabled && !row?.feed_token_hash) return { enabled, token: await issueToken(userId, editionId, flag) };
      await db
        .insertInto('calendar_reminders')
        .values({
          user_id: userId,
          edition_id: editionId,
          enabled: flag,
          feed_token_hash: null,
          created_at: nowSeconds(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'edition_id']).doUpdateSet({ enabled: flag }))
        .execute();
      return { enabled, token: null };
    },

    /** A new feed secret for the user in the edition; the previous one stops working. */
    rotateFeedToken: (userId: number, editionId: number): Promise<string> => issueToken(userId, editionId, undefined),

    /**
     * What a feed secret opens, or undefined for a dead one: unknown or rotated, cleared by
     * "log out everywhere" (sessions.ts), or whose owner no longer may read the edition (the
     * account is gone or suspended, or VIEW of a login-required edition was revoked). The
     * owner's standing is read afresh on every use: a secret is never more than its owner.
     */
    async feed(token: string): Promise<CalendarFeed | undefined> {
      const reminder = await db
        .selectFrom('calendar_reminders')
        .innerJoin('editions', 'editions.id', 'calendar_reminders.edition_id')
        .select(['calendar_reminders.user_id', 'calendar_reminders.enabled', 'editions.id', 'editions.base_path', 'editions.name', 'editions.login_required'])
        .where('calendar_reminders.feed_token_hash', '=', hashToken(token))
        .executeTakeFirst();
      if (!reminder) return undefined;
      if (!(await policies.ownerMayView(Number(reminder.user_id), { id: Number(reminder.id), login_required: reminder.login_required }))) return undefined;
      const edition = {
        id: Number(reminder.id),
        base_path: reminder.base_path,
        name: reminder.name,
      };
      if (reminder.enabled !== 1) return { edition, enabled: false, activities: [] };
      const activities = await db
        .selectFrom('calendar_subscriptions')
        .innerJoin('calendar_activities', 'calendar_activities.id', 'calendar_subscriptions.activity_id')
        .selectAll('calendar_activities')
        .where('calendar_subscriptions.user_id', '=', reminder.user_id)
        .where('calendar_subscriptions.edition_id', '=', edition.id)
        .where('calendar_activities.edition_id', '=', edition.id)
        .orderBy('calendar_activities.id')
        .limit(MAX_SUBSCRIPTIONS)
        .execute();
      return { edition, enabled: true, activities };
    },
  };
}

export type CalendarSubscriptionService = ReturnType<typeof calendarSubscriptionService>;
