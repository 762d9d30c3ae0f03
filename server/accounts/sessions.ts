import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UserTable } from '../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_DAYS = 30;
const DAY = 86_400;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_SECONDS = 300;

export type UserRow = Selectable<UserTable>;

export interface ResolvedSession {
  tokenHash: string;
  user: UserRow;
  expiresAt: number;
}

/** Sessions kept in the database: any app process can check any cookie. */
export function sessionStore(db: Db) {
  return {
    async create(userId: number, meta: { userAgent: string; ip: string }, now = Math.floor(Date.now() / 1000)) {
      const { token, hash } = newToken();
      const expiresAt = now + SESSION_DAYS * DAY;
      await db
        .insertInto('sessions')
        .values({
          token_hash: hash,
          user_id: userId,
          created_at: now,
          expires_at: expiresAt,
          last_seen_at: now,
          user_agent: meta.userAgent.slice(0, 300),
          ip: meta.ip.slice(0, 64),
        })
        .execute();
      return { token, expiresAt };
    },

    /** The live session of a cookie token with its user; expired sessions and suspended users give none. */
    async resolve(token: string, now = Math.floor(Date.now() / 1000)): Promise<ResolvedSession | undefined> {
      if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
      const tokenHash = hashToken(token);
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .selectAll('u')
        .select(['s.expires_at as session_expires_at', 's.last_seen_at as session_last_seen_at'])
        .where('s.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row || row.session_expires_at <= now || row.status !== 'active') return undefined;
      if (now - row.session_last_seen_at > TOUCH_EVERY_SECONDS) {
        await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
      }
      const { session_expires_at: expiresAt, session_last_seen_at: _seen, ...user } = row;
      return { tokenHash, user, expiresAt };
    },

    async destroy(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /** Ends every session of the user (log out everywhere, suspension). */
    async destroyAllOf(userId: number): Promise<number> {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async pruneExpired(now = Math.floor(Date.now() / 1000)): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}
