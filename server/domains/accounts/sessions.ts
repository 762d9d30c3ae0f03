import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserTable } from '../../db/schema.ts';
import { hashToken, newToken } from './tokens.ts';
import { unlessStorageFault } from '../../faults/storage-fault.ts';

export const SESSION_DAYS = 30;
const DAY = 86_400;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_SECONDS = 300;

export type UserRow = Selectable<UserTable>;

/** A session as its owner sees it in the personal center: never its token or the token's hash. */
export interface SessionRecord {
  /** Public id (sessionPublicId of the stored hash). */
  id: string;
  userAgent: string;
  ip: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  current: boolean;
}

/**
 * A session's id outside the database: a hash of its token's hash, so a listed id names the
 * session without being anything the cookie check accepts.
 */
export const sessionPublicId = (tokenHash: string) => crypto.createHash('sha256').update(`session-id:${tokenHash}`).digest('hex').slice(0, 24);

export interface ResolvedSession {
  tokenHash: string;
  user: UserRow;
  expiresAt: number;
}

/** Sessions kept in the database: any app process can check any cookie. */
export function sessionStore(db: Db) {
  /** Forgets the user's calendar feed secrets: their URLs answer 404; turning reminders on or rotating issues a new one. */
  async function revokeSecretsOf(userId: number): Promise<void> {
    await db.updateTable('calendar_reminders').set({ feed_token_hash: null }).where('user_id', '=', userId).execute();
  }

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
        // A full or read-only disk skips it: the reader's request goes on.
        await unlessStorageFault(db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute());
      }
      const { session_expires_at: expiresAt, session_last_seen_at: _seen, ...user } = row;
      return { tokenHash, user, expiresAt };
    },

    async destroy(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    /**
     * Ends every session of the user (log out everywhere, suspension, a password set by an
     * operator), and the secret URLs the account handed out with them (calendar feeds).
     */
    async destroyAllOf(userId: number): Promise<number> {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      await revokeSecretsOf(userId);
      return Number(result.numDeletedRows);
    },

    /** The user's live sessions, `currentHash`'s first, then the most recently seen. */
    async listOf(userId: number, currentHash: string, now = Math.floor(Date.now() / 1000)): Promise<SessionRecord[]> {
      const rows = await db
        .selectFrom('sessions')
        .select(['token_hash', 'user_agent', 'ip', 'created_at', 'last_seen_at', 'expires_at'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now)
        .execute();
      return rows
        .map((row) => ({
          id: sessionPublicId(row.token_hash),
          userAgent: row.user_agent,
          ip: row.ip,
          createdAt: Number(row.created_at),
          lastSeenAt: Number(row.last_seen_at),
          expiresAt: Number(row.expires_at),
          current: row.token_hash === currentHash,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt || b.createdAt - a.createdAt);
    },

    /** Ends one of the user's sessions by its public id; answers whether it was theirs and ended, and whether it was `currentHash`. */
    async destroyOneOf(userId: number, publicId: string, currentHash: string): Promise<{ ended: boolean; current: boolean }> {
      const rows = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute();
      const match = rows.find((row) => sessionPublicId(row.token_hash) === publicId);
      if (!match) return { ended: false, current: false };
      const result = await db.deleteFrom('sessions').where('token_hash', '=', match.token_hash).where('user_id', '=', userId).executeTakeFirst();
      return { ended: Number(result.numDeletedRows) > 0, current: match.token_hash === currentHash };
    },

    /**
     * Ends every session of the user but `keepHash` (sign out everywhere else), and the
     * account's secret URLs: a calendar feed is read from elsewhere too, and can be issued anew.
     */
    async destroyOthersOf(userId: number, keepHash: string): Promise<number> {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '!=', keepHash).executeTakeFirst();
      await revokeSecretsOf(userId);
      return Number(result.numDeletedRows);
    },

    async pruneExpired(now = Math.floor(Date.now() / 1000)): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}
