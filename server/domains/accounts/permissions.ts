import type { PermissionName } from '../../../shared/policy/can.ts';
import type { Db } from '../../db/database.ts';

/** Permission names (the one list: shared/contract/operator-users.ts GRANTABLE, read by shared/policy/can.ts). */
export type Permission = PermissionName;

export function permissionStore(db: Db) {
  return {
    /** The user's permissions in an edition: grants for it and for every edition (edition_id 0). */
    async forUser(userId: number, editionId: number): Promise<Permission[]> {
      const rows = await db
        .selectFrom('user_permissions')
        .select('permission')
        .where('user_id', '=', userId)
        .where('edition_id', 'in', [0, editionId])
        .execute();
      return [...new Set(rows.map((row) => row.permission as Permission))].sort();
    },

    async grant(userId: number, permission: Permission, editionId = 0, grantedBy: number | null = null): Promise<void> {
      await db
        .insertInto('user_permissions')
        .values({ user_id: userId, edition_id: editionId, permission, granted_at: Math.floor(Date.now() / 1000), granted_by: grantedBy })
        .onConflict((oc) => oc.columns(['user_id', 'edition_id', 'permission']).doNothing())
        .execute();
    },

    async revoke(userId: number, permission: Permission, editionId = 0): Promise<void> {
      await db.deleteFrom('user_permissions').where('user_id', '=', userId).where('edition_id', '=', editionId).where('permission', '=', permission).execute();
    },
  };
}
