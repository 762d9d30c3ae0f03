import { sql } from 'kysely';
import { z } from 'zod';
import { isPostgres, type Db } from '../db/database.ts';

/**
 * What happened, as the editors' feedback loop hears it (issue 32). A write announces an
 * activity in its own transaction (announce); it is stored in the activities outbox, so it is
 * heard exactly when the write commits and never when it rolls back. Subscribers
 * (server/activity/dispatcher.ts: notifications, digests) read the outbox in id order after the
 * commit. Page caches hear the same writes through contentChanged (server/content-changes/).
 * A new kind of notification is a new kind here and one subscriber case.
 */
const id = z.number().int().nonnegative();

export const activitySchema = z.discriminatedUnion('kind', [
  /** A new revision of an entry (or of one of its translations, `lang` not '') went live. */
  z.object({
    kind: z.literal('entry_published'),
    content_id: id,
    menu_id: id,
    version: z.number().int().positive(),
    lang: z.string(),
    title: z.string(),
    author_id: id.nullable(),
    summary: z.string(),
    /** True when this revision created the entry. */
    created: z.boolean(),
    submission_id: id.nullable(),
    reviewer_id: id.nullable(),
  }),
  z.object({
    kind: z.literal('submission_approved'),
    submission_id: id,
    content_id: id,
    title: z.string(),
    author_id: id,
    reviewer_id: id,
    /** True when the reviewer changed the submission before approving it. */
    changed_by_reviewer: z.boolean(),
    comment: z.string(),
  }),
  z.object({
    kind: z.literal('submission_rejected'),
    submission_id: id,
    content_id: id,
    title: z.string(),
    author_id: id,
    reviewer_id: id,
    reason: z.string(),
  }),
  /** A correction report was handled (accepted or dismissed) by an operator. */
  z.object({
    kind: z.literal('correction_handled'),
    report_id: id,
    content_id: id,
    title: z.string(),
    reporter_id: id,
    handler_id: id.nullable(),
    status: z.string(),
    reply: z.string(),
  }),
  /** A comment in a submission's review conversation; `recipient_ids` are told (never the commenter). */
  z.object({
    kind: z.literal('review_comment'),
    submission_id: id,
    comment_id: id,
    title: z.string(),
    commenter_id: id,
    module_id: z.string(),
    excerpt: z.string(),
    recipient_ids: z.array(id),
  }),
  /** An operator gave a user a role or a grant. */
  z.object({
    kind: z.literal('grant_given'),
    user_id: id,
    grant: z.string(),
    by_id: id.nullable(),
  }),
]);

export type Activity = z.infer<typeof activitySchema>;
export type ActivityKind = Activity['kind'];

export interface StoredActivity {
  id: number;
  editionId: number;
  actorId: number | null;
  createdAtMs: number;
  activity: Activity;
}

/** The user who did it: the author, reviewer, handler, commenter or granter. */
function actorOf(activity: Activity): number | null {
  switch (activity.kind) {
    case 'entry_published':
      return activity.reviewer_id ?? activity.author_id;
    case 'submission_approved':
    case 'submission_rejected':
      return activity.reviewer_id;
    case 'correction_handled':
      return activity.handler_id;
    case 'review_comment':
      return activity.commenter_id;
    case 'grant_given':
      return activity.by_id;
  }
}

/**
 * Announces an activity in the caller's transaction (pass the transaction, not the pool).
 *
 * Subscribers read the outbox by id, so ids must become visible in id order. On PostgreSQL a
 * sequence hands ids out at insert, not at commit: a transaction that took id 5 and commits after
 * the one that took 6 would be skipped by a reader that already went past 6. So announcing takes a
 * transaction-scoped advisory lock (per schema) before taking its id, held until commit: the
 * announcing writes commit one after the other from this point (a few milliseconds at the end of
 * an approval). SQLite has one writer (BEGIN IMMEDIATE): its ids commit in order already.
 */
export async function announce(trx: Db, editionId: number, activity: Activity): Promise<void> {
  const checked = activitySchema.parse(activity);
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('activities:' || current_schema()))`.execute(trx);
  await trx
    .insertInto('activities')
    .values({ edition_id: editionId, kind: checked.kind, actor_id: actorOf(checked), payload: JSON.stringify(checked), created_at_ms: Date.now() })
    .execute();
  for (const listener of localListeners) listener();
}

const localListeners = new Set<() => void>();

/** Hears that this process announced something (before its commit): the dispatcher reads the outbox at once instead of at its next poll. */
export function onLocalAnnounce(listener: () => void): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

/** Reads a stored activity back; null for a row this version does not know (a newer kind, a damaged payload). */
export function readActivity(row: {
  id: number | string;
  edition_id: number | string;
  actor_id: number | string | null;
  created_at_ms: number | string;
  payload: string;
}): StoredActivity | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.payload);
  } catch {
    return null;
  }
  const result = activitySchema.safeParse(parsed);
  if (!result.success) return null;
  return {
    id: Number(row.id),
    editionId: Number(row.edition_id),
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    createdAtMs: Number(row.created_at_ms),
    activity: result.data,
  };
}
