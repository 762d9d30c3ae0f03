import { chExtValue, parseChExt } from '../../shared/channel-ext.ts';
import { can } from '../../shared/policy/can.ts';
import type { Db } from '../db/database.ts';
import { permissionStore } from '../domains/accounts/permissions.ts';
import type { Viewer } from './viewer.ts';

/**
 * The facts of the decisions that need the database, read here and then decided by `can`
 * (shared/policy/can.ts): whether channels are open for creation, whether an entry exists, who
 * holds ADMIN for every edition. Decided on the server, never by the client.
 */
export function serverPolicies(db: Db) {
  /** Every named channel is one of this edition's and open for creation (ch_ext open_for_create "1"); false when none is named. */
  async function openForCreate(editionId: number, menuIds: number[]): Promise<boolean> {
    if (menuIds.length === 0) return false;
    const channels = await db.selectFrom('channels').select(['id', 'ch_ext']).where('edition_id', '=', editionId).where('id', 'in', menuIds).execute();
    return channels.length === new Set(menuIds).size && channels.every((channel) => chExtValue(parseChExt(channel.ch_ext), 'open_for_create') === '1');
  }

  async function entryExists(editionId: number, entryId: number): Promise<boolean> {
    const entry = await db.selectFrom('contents').select('id').where('id', '=', entryId).where('edition_id', '=', editionId).executeTakeFirst();
    return entry !== undefined;
  }

  return {
    /** is_allow_create: may the viewer create entries in these channels of the edition? */
    async mayCreate(viewer: Viewer | undefined, editionId: number, menuIds: number[]): Promise<boolean> {
      if (!can(viewer, 'create-entry', { openForCreate: true })) return false;
      // A holder of CREATE_C creates anywhere: the channels need not be read.
      if (can(viewer, 'create-entry', { openForCreate: false })) return true;
      return can(viewer, 'create-entry', { openForCreate: await openForCreate(editionId, menuIds) });
    },

    /** is_allow_correct: may the viewer correct this entry of the edition? */
    async mayCorrect(viewer: Viewer | undefined, editionId: number, entryId: number): Promise<boolean> {
      if (!can(viewer, 'correct-entry', { entryExists: true })) return false;
      return can(viewer, 'correct-entry', { entryExists: await entryExists(editionId, entryId) });
    },

    /**
     * May the owner of a secret URL (a calendar feed) still read what it opens, asked on every
     * use: the account exists and is active (a suspended one opens nothing, even in a public
     * edition), and may view the edition now (a login-required one needs VIEW, read afresh).
     */
    async ownerMayView(userId: number, edition: { id: number; login_required: number | boolean }): Promise<boolean> {
      const user = await db.selectFrom('users').select('status').where('id', '=', userId).executeTakeFirst();
      if (user?.status !== 'active') return false;
      const loginRequired = Boolean(edition.login_required);
      const permissions = loginRequired ? await permissionStore(db).forUser(userId, edition.id) : [];
      return can({ user, permissions }, 'view-edition', { loginRequired });
    },

    /** Does the user hold ADMIN for every edition (a grant of edition 0)? The fact of 'operate-every-edition'. */
    async adminEverywhere(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('user_permissions')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('edition_id', '=', 0)
        .where('permission', '=', 'ADMIN')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ServerPolicies = ReturnType<typeof serverPolicies>;
