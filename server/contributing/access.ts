import type { Db } from '../db/database.ts';
import { entryCreationPolicy, type Viewer } from '../policies/entry-creation.ts';
import { DomainError } from '../services/errors.ts';
import { channelOf } from './pages.ts';

/** Holders of AUDIT (or ADMIN) in the edition, in good standing, review submissions and roll back. */
export const isAuditor = (viewer: Viewer | undefined): viewer is Viewer =>
  viewer !== undefined && viewer.user.status === 'active' && (viewer.permissions.includes('AUDIT') || viewer.permissions.includes('ADMIN'));

/** The permission checks of contributing: every write goes through one of these, on the server. */
export function contributingAccess(db: Db) {
  const policy = entryCreationPolicy(db);
  return {
    /**
     * A new entry in a channel: CREATE_C (or ADMIN), or a channel open for creation; then the
     * channel must be one of this edition (not_found naming menu_id). The right comes first, so
     * a caller without it gets one refusal whether the channel is another edition's, unknown
     * or closed: nothing tells it which channels exist.
     */
    async requireCreate(viewer: Viewer, editionId: number, menuId: number): Promise<void> {
      if (!(await policy.mayCreate(viewer, editionId, [menuId]))) throw new DomainError('forbidden', 'you may not create entries in this channel');
      await channelOf(db, editionId, menuId);
    },
    /** An edit of an existing entry. */
    async requireCorrect(viewer: Viewer, editionId: number, pageId: number): Promise<void> {
      if (!(await policy.mayCorrect(viewer, editionId, pageId))) throw new DomainError('forbidden', 'you may not edit this entry');
    },
    requireAuditor(viewer: Viewer | undefined): Viewer {
      if (!isAuditor(viewer)) throw new DomainError('forbidden', 'reviewing submissions needs the AUDIT permission');
      return viewer;
    },
    /** Drafts and submissions are written only by accounts in good standing. */
    requireActive(viewer: Viewer): void {
      if (viewer.user.status !== 'active') throw new DomainError('forbidden', 'this account may not contribute');
    },
  };
}

export type ContributingAccess = ReturnType<typeof contributingAccess>;
