import { chExtValue, parseChExt } from '../../shared/channel-ext.ts';
import type { Permission } from '../accounts/permissions.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { Db } from '../db/database.ts';

export interface Viewer {
  user: UserRow;
  permissions: Permission[];
}

/** Who may create entries, and where: decided here on the server, never by the client. */
export function entryCreationPolicy(db: Db) {
  const standing = (viewer: Viewer | undefined): viewer is Viewer => viewer !== undefined && viewer.user.status === 'active';
  const holds = (viewer: Viewer, permission: Permission) => viewer.permissions.includes(permission) || viewer.permissions.includes('ADMIN');

  return {
    /**
     * is_allow_create: a CREATE_C (or ADMIN) holder may create anywhere; anyone else in good
     * standing only in channels of this edition that are open for creation (ch_ext
     * open_for_create "1"), and every named channel must be.
     */
    async mayCreate(viewer: Viewer | undefined, editionId: number, menuIds: number[]): Promise<boolean> {
      if (!standing(viewer)) return false;
      if (holds(viewer, 'CREATE_C')) return true;
      if (menuIds.length === 0) return false;
      const channels = await db
        .selectFrom('channels')
        .select(['id', 'ch_ext'])
        .where('edition_id', '=', editionId)
        .where('id', 'in', menuIds)
        .execute();
      return channels.length === new Set(menuIds).size && channels.every((channel) => chExtValue(parseChExt(channel.ch_ext), 'open_for_create') === '1');
    },

    /** is_allow_correct: any signed-in reader in good standing may correct an entry of this edition. */
    async mayCorrect(viewer: Viewer | undefined, editionId: number, entryId: number): Promise<boolean> {
      if (!standing(viewer)) return false;
      const entry = await db.selectFrom('contents').select('id').where('id', '=', entryId).where('edition_id', '=', editionId).executeTakeFirst();
      return entry !== undefined;
    },

    /** A login-required edition opens to holders of VIEW (or ADMIN) there. */
    mayView: (viewer: Viewer, editionLoginRequired: boolean) => !editionLoginRequired || holds(viewer, 'VIEW'),
  };
}
