import { can } from '../../../shared/policy/can.ts';
import type { Db } from '../../db/database.ts';
import { serverPolicies } from '../../policies/facts.ts';
import { refusal, requireCan } from '../../policies/require.ts';
import type { Viewer } from '../../policies/viewer.ts';
import { channelOf } from './pages.ts';

/** The permission checks of contributing: every write goes through one of these, on the server (decided by shared/policy/can.ts). */
export function contributingAccess(db: Db) {
  const policies = serverPolicies(db);
  return {
    /**
     * A new entry in a channel: CREATE_C (or ADMIN), or a channel open for creation; then the
     * channel must be one of this edition (not_found naming menu_id). The right comes first, so
     * a caller without it gets one refusal whether the channel is another edition's, unknown
     * or closed: nothing tells it which channels exist.
     */
    async requireCreate(viewer: Viewer, editionId: number, menuId: number): Promise<void> {
      if (!(await policies.mayCreate(viewer, editionId, [menuId]))) throw refusal(viewer, 'create-entry');
      await channelOf(db, editionId, menuId);
    },
    /** An edit of an existing entry. */
    async requireCorrect(viewer: Viewer, editionId: number, pageId: number): Promise<void> {
      if (!(await policies.mayCorrect(viewer, editionId, pageId))) throw refusal(viewer, 'correct-entry');
    },
    /**
     * Holders of AUDIT (or ADMIN) in the edition, in good standing, review submissions, the
     * translations' as well, in every language. Grants are scoped by edition only
     * (user_permissions: user, edition, one of GRANTABLE's names), so a reviewer is not granted
     * per language yet: that needs a scope on the grant (a column and key of user_permissions,
     * the console's grant form) and a `lang` fact on 'review-submissions' in shared/policy/can.ts.
     * The queue can already be read per language (get_audit_content?lang=).
     */
    requireAuditor(viewer: Viewer | undefined): Viewer {
      if (!viewer || !can(viewer, 'review-submissions')) throw refusal(viewer, 'review-submissions');
      return viewer;
    },
    /** Rolling back publishes an old revision: AUDIT (or ADMIN) too. */
    requireRollBack(viewer: Viewer): Viewer {
      requireCan(viewer, 'roll-back');
      return viewer;
    },
    /** May the viewer delete any submission, not only their own refused ones? */
    mayReview: (viewer: Viewer): boolean => can(viewer, 'review-submissions'),
    /** Drafts and submissions are written only by accounts in good standing. */
    requireActive(viewer: Viewer): void {
      requireCan(viewer, 'contribute');
    },
  };
}

export type ContributingAccess = ReturnType<typeof contributingAccess>;
