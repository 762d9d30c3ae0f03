import type { ModuleLockAnswer, ModuleLockWire } from '../../../shared/contract/contributing.ts';
import { EDITOR_LIMITS } from '../../../shared/limits.ts';
import type { Db } from '../../db/database.ts';
import { presentLock } from './presenters.ts';
import { nowSeconds } from '../../clock.ts';

/**
 * Module locks: one editor at a time per (page, module), for EDITOR_LIMITS.lockSeconds unless
 * renewed. Expired rows are simply ignored (and overwritten by the next taker), so no job is needed.
 */
export function moduleLocks(db: Db) {
  const liveQuery = (trx: Db, pageId: number, now: number) =>
    trx
      .selectFrom('entry_module_locks as l')
      .leftJoin('users as u', 'u.id', 'l.user_id')
      .select(['l.module_id', 'l.user_id', 'u.name as user_name', 'l.expires_at'])
      .where('l.content_id', '=', pageId)
      .where('l.expires_at', '>', now);

  return {
    /** The live locks of a page's modules. */
    async list(pageId: number, viewerId: number, trx: Db = db): Promise<ModuleLockWire[]> {
      const rows = await liveQuery(trx, pageId, nowSeconds()).orderBy('l.module_id').execute();
      return rows.map((row) => presentLock(row, viewerId));
    },

    /**
     * Takes or renews the caller's lock. One atomic upsert: it overwrites only the caller's own
     * row or an expired one, so two editors racing for a module cannot both get it.
     */
    async acquire(pageId: number, moduleId: string, userId: number): Promise<ModuleLockAnswer> {
      const now = nowSeconds();
      const expiresAt = now + EDITOR_LIMITS.lockSeconds;
      await db
        .insertInto('entry_module_locks')
        .values({ content_id: pageId, module_id: moduleId, user_id: userId, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .columns(['content_id', 'module_id'])
            .doUpdateSet({ user_id: userId, expires_at: expiresAt })
            .where((eb) => eb.or([eb('entry_module_locks.user_id', '=', userId), eb('entry_module_locks.expires_at', '<=', now)])),
        )
        .execute();
      const row = await liveQuery(db, pageId, now).where('l.module_id', '=', moduleId).executeTakeFirst();
      if (!row) return { acquired: false, lock: null };
      return { acquired: Number(row.user_id) === userId, lock: presentLock(row, userId) };
    },

    /** Lets go of the caller's own lock (another's is left alone). */
    async release(pageId: number, moduleId: string, userId: number): Promise<ModuleLockAnswer> {
      await db.deleteFrom('entry_module_locks').where('content_id', '=', pageId).where('module_id', '=', moduleId).where('user_id', '=', userId).execute();
      return { acquired: false, lock: null };
    },

    /** Live locks held by others on any of these modules. */
    async heldByOthers(trx: Db, pageId: number, moduleIds: string[], userId: number): Promise<ModuleLockWire[]> {
      if (moduleIds.length === 0) return [];
      const rows = await liveQuery(trx, pageId, nowSeconds()).where('l.module_id', 'in', moduleIds).where('l.user_id', '!=', userId).execute();
      return rows.map((row) => presentLock(row, userId));
    },

    /** Drops every lock a user holds on a page (their change was published). */
    async releaseAll(trx: Db, pageId: number, userId: number): Promise<void> {
      await trx.deleteFrom('entry_module_locks').where('content_id', '=', pageId).where('user_id', '=', userId).execute();
    },
  };
}

export type ModuleLocks = ReturnType<typeof moduleLocks>;
