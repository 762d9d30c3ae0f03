import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../domain-error.ts';
import { newNumericCode } from './tokens.ts';

/** Delivers one-time codes; the built-in one writes them to the server log. */
export interface CodeSender {
  send(phone: string, code: string): Promise<void>;
}

export const REALNAME_CODE_TTL_SECONDS = 600;
export const REALNAME_MAX_ATTEMPTS = 5;
const RESEND_AFTER_SECONDS = 60;

const hash = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** Real-name verification by phone binding with a one-time code. */
export function realnameFlow(db: Db, sender: CodeSender) {
  return {
    async sendCode(userId: number, phone: string, now = Math.floor(Date.now() / 1000)): Promise<void> {
      const code = newNumericCode(6);
      // Written first, checked after: of codes asked for at once, only the first one written is sent.
      const mine = await db
        .insertInto('realname_codes')
        .values({ user_id: userId, phone, code_hash: hash(code), created_at: now, expires_at: now + REALNAME_CODE_TTL_SECONDS, consumed_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      const earlier = await db
        .selectFrom('realname_codes')
        .select('created_at')
        .where('user_id', '=', userId)
        .where('created_at', '>', now - RESEND_AFTER_SECONDS)
        .where('id', '<', mine.id)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (earlier) {
        await db.deleteFrom('realname_codes').where('id', '=', mine.id).execute();
        throw new DomainError('rate_limited', 'a code was sent less than a minute ago', Math.max(1, RESEND_AFTER_SECONDS - (now - earlier.created_at)));
      }
      await sender.send(phone, code);
    },

    /** Checks the newest code for this phone; on success the user becomes real-name verified. */
    async verify(userId: number, phone: string, code: string, now = Math.floor(Date.now() / 1000)): Promise<void> {
      const row = await db
        .selectFrom('realname_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('phone', '=', phone)
        .where('consumed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row || row.expires_at <= now) throw new DomainError('invalid', 'code: expired or never sent; ask for a new one');
      // Each try is counted before the code is compared, so tries sent at once cannot all be checked.
      const counted = await db
        .updateTable('realname_codes')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', row.id)
        .where('attempts', '<', REALNAME_MAX_ATTEMPTS)
        .returning('attempts')
        .executeTakeFirst();
      if (!counted) throw new DomainError('rate_limited', 'code: too many wrong tries; ask for a new one');
      const matches = crypto.timingSafeEqual(Buffer.from(row.code_hash), Buffer.from(hash(code)));
      if (!matches) throw new DomainError('invalid', 'code: wrong code');
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('realname_codes').set({ consumed_at: now }).where('id', '=', row.id).execute();
        await trx.updateTable('users').set({ is_realname: 1, phone }).where('id', '=', userId).execute();
      });
    },
  };
}
