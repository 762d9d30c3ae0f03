import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { NotificationTable } from '../../db/tables/activity.ts';
import { MailUnavailable, type Mailer } from '../../mail/mailer.ts';
import { isLanguage } from '../../../shared/language.ts';
import { renderDigest } from './digest-mail.ts';

export const DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type DigestFrequency = (typeof DIGEST_FREQUENCIES)[number];

const DAY_MS = 86_400_000;
export const DIGEST_PERIOD_MS: Record<DigestFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };
/** A run this much before the period is over still sends (the job runs every 15 minutes: a daily digest does not drift later each day). */
const EARLY_MS = 20 * 60_000;
/**
 * Notifications younger than this wait for the next run. Ids come from a sequence: a transaction
 * that took an id earlier can commit after one that took a later id; a cursor past the later one
 * would skip it. A minute is far longer than any write that makes notifications.
 */
export const DIGEST_SETTLE_MS = 60_000;
/** How long a process's claim on a digest holds while it sends (then another run may try again). */
const LEASE_MS = 10 * 60_000;
/** Most notifications one digest holds; the rest wait for the next one (the cursor stops at the last one sent). */
export const DIGEST_MAX_ITEMS = 200;

type Outcome = 'sent' | 'failed' | 'empty' | 'not_due' | 'busy';

export interface DigestRun {
  sent: number;
  failed: number;
}

/**
 * The daily and weekly digests. Per user and frequency a cursor holds the last notification id
 * the last digest held; a digest holds exactly the notifications after it of the kinds (per
 * edition) the user mails at that frequency. Sending is claimed first (a lease on the cursor row,
 * so two processes never send one digest), then the mail goes out, then one transaction records
 * the digest and advances the cursor to its last id. SMTP refusing or unreachable: the claim is
 * let go and the cursor stays, so the next run sends the same notifications (and any newer ones).
 * The range is written on the cursor before the mail goes out: a crash between the SMTP server's
 * acceptance and the commit leaves the claim to expire, and the next run sends exactly that range
 * again with the same Message-ID, which mail systems use to drop the copy (no SMTP transaction can
 * be part of the database's: at least once, never a notification skipped).
 */
export function digestJob(db: Db, options: { mailer: Mailer | undefined; publicOrigin: string | undefined }) {
  let log: (message: string, error: unknown) => void = () => {};
  async function cursorOf(userId: number, frequency: DigestFrequency, nowMs: number) {
    const read = () => db.selectFrom('email_digest_cursors').selectAll().where('user_id', '=', userId).where('frequency', '=', frequency).executeTakeFirst();
    const found = await read();
    if (found) return found;
    // The first digest of a frequency holds what happened in the period before it.
    const before = await db
      .selectFrom('notifications')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('user_id', '=', userId)
      .where('created_at_ms', '<', nowMs - DIGEST_PERIOD_MS[frequency])
      .executeTakeFirst();
    await db
      .insertInto('email_digest_cursors')
      .values({ user_id: userId, frequency, last_notification_id: Number(before?.id ?? 0), last_sent_at_ms: 0, claimed_until_ms: 0 })
      .onConflict((oc) => oc.columns(['user_id', 'frequency']).doNothing())
      .execute();
    return read();
  }

  /** Lets the claim go after nothing was sent: the next run starts afresh. */
  const release = (userId: number, frequency: DigestFrequency) =>
    db
      .updateTable('email_digest_cursors')
      .set({ claimed_until_ms: 0, sending_last_id: 0 })
      .where('user_id', '=', userId)
      .where('frequency', '=', frequency)
      .execute();

  async function sendOne(mailer: Mailer, userId: number, frequency: DigestFrequency, nowMs: number): Promise<Outcome> {
    const cursor = await cursorOf(userId, frequency, nowMs);
    if (!cursor) return 'busy';
    if (nowMs - cursor.last_sent_at_ms < DIGEST_PERIOD_MS[frequency] - EARLY_MS) return 'not_due';
    const claimed = await db
      .updateTable('email_digest_cursors')
      .set({ claimed_until_ms: nowMs + LEASE_MS })
      .where('user_id', '=', userId)
      .where('frequency', '=', frequency)
      .where('claimed_until_ms', '<=', nowMs)
      .where('last_notification_id', '=', cursor.last_notification_id)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return 'busy';

    try {
      const rows = await db
        .selectFrom('notifications as n')
        .innerJoin('notification_settings as s', (join) =>
          join.onRef('s.user_id', '=', 'n.user_id').onRef('s.edition_id', '=', 'n.edition_id').onRef('s.kind', '=', 'n.kind'),
        )
        .selectAll('n')
        .where('n.user_id', '=', userId)
        .where('n.id', '>', cursor.last_notification_id)
        .where('n.created_at_ms', '<=', nowMs - DIGEST_SETTLE_MS)
        .where('s.email', '=', frequency)
        // A digest a crash left unfinished (maybe delivered): exactly its notifications again.
        .$if(cursor.sending_last_id > 0, (query) => query.where('n.id', '<=', cursor.sending_last_id))
        .orderBy('n.id')
        .limit(DIGEST_MAX_ITEMS + 1)
        .execute();
      const address = await db
        .selectFrom('email_addresses as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(['a.address', 'a.language', 'a.origin', 'a.unsubscribe_key', 'u.name'])
        .where('a.user_id', '=', userId)
        .executeTakeFirst();
      if (rows.length === 0 || !address?.address) {
        await release(userId, frequency);
        return 'empty';
      }
      const items = rows.slice(0, DIGEST_MAX_ITEMS) as Array<Selectable<NotificationTable>>;
      const first = items[0]!.id;
      const last = items[items.length - 1]!.id;
      const editions = await db
        .selectFrom('editions')
        .select(['id', 'name', 'base_path'])
        .where('id', 'in', [...new Set(items.map((item) => item.edition_id))])
        .execute();
      const origin = options.publicOrigin ?? address.origin;
      const host = hostOf(origin);
      const messageId = `<digest.${userId}.${frequency}.${first}-${last}@${host}>`;
      const mail = renderDigest({
        language: isLanguage(address.language) ? address.language : 'zh-CN',
        frequency,
        userId,
        name: address.name,
        origin,
        key: address.unsubscribe_key,
        editions: new Map(editions.map((edition) => [Number(edition.id), edition])),
        items,
        more: rows.length > DIGEST_MAX_ITEMS,
      });
      await db.updateTable('email_digest_cursors').set({ sending_last_id: last }).where('user_id', '=', userId).where('frequency', '=', frequency).execute();
      try {
        await mailer.send({ to: address.address, messageId, ...mail });
      } catch (error) {
        if (!(error instanceof MailUnavailable)) throw error;
        log(`the ${frequency} digest of user ${userId} was not sent; it is tried again at the next run`, error);
        await release(userId, frequency);
        return 'failed';
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('email_digests')
          .values({
            user_id: userId,
            frequency,
            address: address.address!,
            first_notification_id: first,
            last_notification_id: last,
            count: items.length,
            message_id: messageId,
            sent_at_ms: nowMs,
          })
          .execute();
        await trx
          .updateTable('email_digest_cursors')
          .set({ last_notification_id: last, last_sent_at_ms: nowMs, claimed_until_ms: 0, sending_last_id: 0 })
          .where('user_id', '=', userId)
          .where('frequency', '=', frequency)
          .where('last_notification_id', '=', cursor.last_notification_id)
          .execute();
      });
      return 'sent';
    } catch (error) {
      // Anything else (the database failing, maybe after the mail went out): the range stays, the claim goes.
      await db
        .updateTable('email_digest_cursors')
        .set({ claimed_until_ms: 0 })
        .where('user_id', '=', userId)
        .where('frequency', '=', frequency)
        .execute()
        .catch(() => undefined);
      throw error;
    }
  }

  return {
    /** Sends every digest that is due at `nowMs` (a digest not sent is reported to `report`); answers how many went out and how many were not sent. */
    async run(nowMs = Date.now(), report?: (message: string, error: unknown) => void): Promise<DigestRun> {
      if (report) log = report;
      const mailer = options.mailer;
      const result: DigestRun = { sent: 0, failed: 0 };
      if (!mailer) return result;
      for (const frequency of DIGEST_FREQUENCIES) {
        const users = await db
          .selectFrom('notification_settings as s')
          .innerJoin('email_addresses as a', 'a.user_id', 's.user_id')
          .select('s.user_id')
          .distinct()
          .where('s.email', '=', frequency)
          .where('a.address', 'is not', null)
          .orderBy('s.user_id')
          .execute();
        for (const { user_id: userId } of users) {
          try {
            const outcome = await sendOne(mailer, Number(userId), frequency, nowMs);
            if (outcome === 'sent') result.sent += 1;
            if (outcome === 'failed') result.failed += 1;
          } catch (error) {
            // One user's digest failing (a row it could not read) does not stop the others'.
            log(`the ${frequency} digest of user ${userId} failed`, error);
            result.failed += 1;
          }
        }
      }
      return result;
    },
  };
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).hostname || 'almanac.invalid';
  } catch {
    return 'almanac.invalid';
  }
}
