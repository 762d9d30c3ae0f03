import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isPostgres, type Db } from '../../db/database.ts';
import type { Activity, StoredActivity } from '../../activity/activity.ts';
import type { Subscriber } from '../../activity/dispatcher.ts';
import type { NotificationKind, NotificationPayload, WatchTargetKind } from '../../../shared/contract/notifications.ts';
import { unwanted } from './settings.ts';
import { BLANK_PAYLOAD } from './payload.ts';
import { noticesWritten, tellLocalStreams } from './live-signals.ts';

type Trx = Transaction<Database>;

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

async function nameOf(db: Db, userId: number | null): Promise<string> {
  if (userId === null) return '';
  return (await db.selectFrom('users').select('name').where('id', '=', userId).executeTakeFirst())?.name ?? '';
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

/** Watchers told per statement when the fan-out is cut in steps (SQLite: a few ms each, other requests go between). */
export const FAN_OUT_STEP = 1_000;
/** A progress row's last_id once its fan-out is complete. */
const DONE = Number.MAX_SAFE_INTEGER;

type Published = Extract<Activity, { kind: 'entry_published' }>;
type Target = { via: WatchTargetKind; targetId: number; progress: string };

const targetsOf = (stored: StoredActivity, activity: Published): Target[] => {
  const targets: Target[] = [{ via: 'entry', targetId: activity.content_id, progress: `fan-out:${stored.id}:entry` }];
  if (activity.menu_id > 0) targets.push({ via: 'channel', targetId: activity.menu_id, progress: `fan-out:${stored.id}:channel` });
  return targets;
};

async function watcherPayload(db: Db, activity: Published): Promise<NotificationPayload> {
  const actor = activity.author_id ?? activity.reviewer_id;
  return {
    ...BLANK_PAYLOAD,
    title: activity.title,
    actor_id: actor,
    actor_name: await nameOf(db, actor),
    content_id: activity.content_id,
    version: activity.version,
    lang: activity.lang,
    submission_id: activity.submission_id,
    comment: activity.summary,
  };
}

/**
 * One INSERT … SELECT from the watches of a target, for the watchers with after < user_id ≤ upTo:
 * never the author nor the reviewer (they hear of it as the approval), never who wants neither
 * the site nor the e-mail; who follows both the entry and its channel is told once (the entry's
 * watches go first; the unique key drops the second).
 */
async function tellWatchers(db: Db, stored: StoredActivity, activity: Published, target: Target, payload: NotificationPayload, after: number, upTo = DONE) {
  const excluded = [activity.author_id, activity.reviewer_id].filter((id): id is number => id !== null);
  await db
    .insertInto('notifications')
    .columns(COLUMNS)
    .expression(
      db
        .selectFrom('watches as w')
        .select((eb) => [eb.ref('w.user_id').as('user_id'), ...constants(stored, 'entry_changed', { ...payload, via: target.via })])
        .where('w.edition_id', '=', stored.editionId)
        .where('w.target_kind', '=', target.via)
        .where('w.target_id', '=', target.targetId)
        .where('w.user_id', '>', after)
        .$if(upTo < DONE, (query) => query.where('w.user_id', '<=', upTo))
        .$if(excluded.length > 0, (query) => query.where('w.user_id', 'not in', excluded))
        .where((eb) => eb.not(unwanted(eb.ref('w.user_id'), stored.editionId, 'entry_changed'))),
    )
    .onConflict((oc) => oc.columns(['user_id', 'activity_id', 'kind']).doNothing())
    .execute();
}

const progressOf = async (db: Db, name: string) =>
  Number((await db.selectFrom('activity_cursors').select('last_id').where('name', '=', name).executeTakeFirst())?.last_id ?? 0);

/**
 * The fan-out in steps of FAN_OUT_STEP watchers, each its own transaction, remembering how far it
 * got (an activity_cursors row per activity and target): done again after a crash, the steps
 * insert nothing twice (the unique key) and start where they stopped. SQLite only: its process has
 * one connection, which a 10,000-row statement in the batch's transaction would hold for the
 * whole fan-out; on PostgreSQL the pool's other connections serve meanwhile.
 */
async function prepareWatchers(db: Db, stored: StoredActivity, activity: Published): Promise<void> {
  const payload = await watcherPayload(db, activity);
  for (const target of targetsOf(stored, activity)) {
    for (;;) {
      const finished = await db.transaction().execute(async (trx) => {
        const after = await progressOf(trx, target.progress);
        if (after >= DONE) return true;
        const boundary = await trx
          .selectFrom('watches')
          .select('user_id')
          .where('edition_id', '=', stored.editionId)
          .where('target_kind', '=', target.via)
          .where('target_id', '=', target.targetId)
          .where('user_id', '>', after)
          .orderBy('user_id')
          .offset(FAN_OUT_STEP - 1)
          .limit(1)
          .executeTakeFirst();
        const upTo = boundary ? Number(boundary.user_id) : DONE;
        await tellWatchers(trx, stored, activity, target, payload, after, upTo);
        await trx
          .insertInto('activity_cursors')
          .values({ name: target.progress, last_id: upTo })
          .onConflict((oc) => oc.column('name').doUpdateSet({ last_id: upTo }))
          .execute();
        return upTo >= DONE;
      });
      if (finished) break;
    }
  }
}

/** In the batch's transaction: what prepareWatchers did not do (everything, on PostgreSQL), then its progress rows go. */
async function toWatchers(trx: Trx, stored: StoredActivity, activity: Published): Promise<void> {
  const targets = targetsOf(stored, activity);
  const progress = await Promise.all(targets.map((target) => progressOf(trx, target.progress)));
  if (!progress.every((after) => after >= DONE)) {
    const payload = await watcherPayload(trx, activity);
    for (const [index, target] of targets.entries()) await tellWatchers(trx, stored, activity, target, payload, progress[index]!);
  }
  await trx
    .deleteFrom('activity_cursors')
    .where(
      'name',
      'in',
      targets.map((target) => target.progress),
    )
    .execute();
}

async function toRecipients(trx: Trx, stored: StoredActivity, activity: Activity): Promise<number> {
  const told = direct(activity);
  if (!told) return 0;
  const to = [...new Set(told.to)].filter((id) => id !== told.actor);
  if (to.length === 0) return 0;
  const payload: NotificationPayload = { ...BLANK_PAYLOAD, ...told.payload, actor_id: told.actor, actor_name: await nameOf(trx, told.actor) };
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
  async prepare(db, batch) {
    if (isPostgres(db)) return;
    for (const stored of batch) if (stored.activity.kind === 'entry_published') await prepareWatchers(db, stored, stored.activity);
  },
  async handle(trx, batch) {
    let written = 0;
    for (const stored of batch) {
      const { activity } = stored;
      if (activity.kind === 'entry_published') {
        await toWatchers(trx, stored, activity);
        written++;
      } else written += await toRecipients(trx, stored, activity);
    }
    if (written > 0) await noticesWritten(trx);
  },
  committed: () => tellLocalStreams({ kind: 'written' }),
};
