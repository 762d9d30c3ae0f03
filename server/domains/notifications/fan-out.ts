import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Activity, StoredActivity } from '../../activity/activity.ts';
import type { Subscriber } from '../../activity/dispatcher.ts';
import type { NotificationKind, NotificationPayload, WatchTargetKind } from '../../../shared/contract/notifications.ts';
import { unwanted } from './settings.ts';
import { noticesWritten, tellLocalStreams } from './live-signals.ts';

type Trx = Transaction<Database>;

const blank: NotificationPayload = {
  title: '',
  actor_id: null,
  actor_name: '',
  content_id: null,
  version: null,
  lang: '',
  submission_id: null,
  report_id: null,
  comment: '',
  status: '',
  grant: '',
  changed_by_reviewer: false,
  module_id: '',
  via: null,
};

/** The recipients of an activity other than watchers, and what they are told. */
function direct(activity: Activity): { kind: NotificationKind; to: number[]; actor: number | null; payload: Partial<NotificationPayload> } | undefined {
  switch (activity.kind) {
    case 'entry_published':
      return undefined;
    case 'submission_approved':
      return {
        kind: 'submission_approved',
        to: [activity.author_id],
        actor: activity.reviewer_id,
        payload: {
          title: activity.title,
          content_id: activity.content_id,
          submission_id: activity.submission_id,
          comment: activity.comment,
          changed_by_reviewer: activity.changed_by_reviewer,
        },
      };
    case 'submission_rejected':
      return {
        kind: 'submission_rejected',
        to: [activity.author_id],
        actor: activity.reviewer_id,
        payload: { title: activity.title, content_id: activity.content_id || null, submission_id: activity.submission_id, comment: activity.reason },
      };
    case 'correction_handled':
      return {
        kind: 'correction_handled',
        to: [activity.reporter_id],
        actor: activity.handler_id,
        payload: {
          title: activity.title,
          content_id: activity.content_id || null,
          report_id: activity.report_id,
          comment: activity.reply,
          status: activity.status,
        },
      };
    case 'review_comment':
      return {
        kind: 'review_comment',
        to: activity.recipient_ids,
        actor: activity.commenter_id,
        payload: { title: activity.title, submission_id: activity.submission_id, comment: activity.excerpt, module_id: activity.module_id },
      };
    case 'grant_given':
      return { kind: 'grant_given', to: [activity.user_id], actor: activity.by_id, payload: { grant: activity.grant, status: activity.grant } };
  }
}

async function nameOf(trx: Trx, userId: number | null): Promise<string> {
  if (userId === null) return '';
  return (await trx.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name ?? '';
}

/** The columns every notification row of one activity shares, as typed SQL values (PostgreSQL cannot guess a bare parameter's type in a select list). */
function constants(stored: StoredActivity, kind: NotificationKind, payload: NotificationPayload) {
  return [
    sql<number>`cast(${stored.editionId} as bigint)`.as('edition_id'),
    sql<string>`cast(${kind} as varchar(32))`.as('kind'),
    sql<number>`cast(${stored.id} as bigint)`.as('activity_id'),
    sql<string>`cast(${JSON.stringify(payload)} as text)`.as('payload'),
    sql<number>`cast(${Date.now()} as bigint)`.as('created_at_ms'),
  ] as const;
}

const COLUMNS = ['user_id', 'edition_id', 'kind', 'activity_id', 'payload', 'created_at_ms'] as const;

/**
 * entry_published: one INSERT … SELECT per target kind from the watches of the entry, then of its
 * channel (who follows both is told once, as a follower of the entry), never the author nor the
 * reviewer (they hear of it as the approval), never who wants neither the site nor the e-mail.
 */
async function toWatchers(trx: Trx, stored: StoredActivity, activity: Extract<Activity, { kind: 'entry_published' }>): Promise<number> {
  const actor = activity.author_id ?? activity.reviewer_id;
  const base: NotificationPayload = {
    ...blank,
    title: activity.title,
    actor_id: actor,
    actor_name: await nameOf(trx, actor),
    content_id: activity.content_id,
    version: activity.version,
    lang: activity.lang,
    submission_id: activity.submission_id,
    comment: activity.summary,
  };
  const excluded = [activity.author_id, activity.reviewer_id].filter((id): id is number => id !== null);
  let written = 0;
  const targets: Array<[WatchTargetKind, number]> = [['entry', activity.content_id]];
  if (activity.menu_id > 0) targets.push(['channel', activity.menu_id]);
  for (const [via, targetId] of targets) {
    const result = await trx
      .insertInto('notifications')
      .columns(COLUMNS)
      .expression(
        trx
          .selectFrom('watches as w')
          .select((eb) => [eb.ref('w.user_id').as('user_id'), ...constants(stored, 'entry_changed', { ...base, via })])
          .where('w.edition_id', '=', stored.editionId)
          .where('w.target_kind', '=', via)
          .where('w.target_id', '=', targetId)
          .$if(excluded.length > 0, (query) => query.where('w.user_id', 'not in', excluded))
          .where((eb) => eb.not(unwanted(eb.ref('w.user_id'), stored.editionId, 'entry_changed'))),
      )
      .onConflict((oc) => oc.columns(['user_id', 'activity_id', 'kind']).doNothing())
      .executeTakeFirst();
    written += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return written;
}

async function toRecipients(trx: Trx, stored: StoredActivity, activity: Activity): Promise<number> {
  const told = direct(activity);
  if (!told) return 0;
  const to = [...new Set(told.to)].filter((id) => id !== told.actor);
  if (to.length === 0) return 0;
  const payload: NotificationPayload = { ...blank, ...told.payload, actor_id: told.actor, actor_name: await nameOf(trx, told.actor) };
  const result = await trx
    .insertInto('notifications')
    .columns(COLUMNS)
    .expression(
      trx
        .selectFrom('users as u')
        .select((eb) => [eb.ref('u.id').as('user_id'), ...constants(stored, told.kind, payload)])
        .where('u.id', 'in', to)
        .where((eb) => eb.not(unwanted(eb.ref('u.id'), stored.editionId, told.kind))),
    )
    .onConflict((oc) => oc.columns(['user_id', 'activity_id', 'kind']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/**
 * The notifications subscriber: each activity becomes one notification per recipient (watchers
 * of the entry and its channel; the author; the reporter; the comment's recipients; the grantee).
 * Other processes' open tabs hear of them by NOTIFY at the commit (PostgreSQL) or by polling
 * (SQLite), this process's at once (live-signals.ts).
 */
export const notificationsSubscriber: Subscriber = {
  name: 'notifications',
  async handle(trx, batch) {
    let written = 0;
    for (const stored of batch) {
      const { activity } = stored;
      written += activity.kind === 'entry_published' ? await toWatchers(trx, stored, activity) : await toRecipients(trx, stored, activity);
    }
    if (written > 0) await noticesWritten(trx);
  },
  committed: () => tellLocalStreams({ kind: 'written' }),
};
