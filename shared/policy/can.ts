/**
 * Who may do what: the whole permission matrix of Almanac, pure and synchronous, read by the
 * server's checks (server/policies/) and by the browser's display rules alike. A decision needs
 * facts (the edition's login_required, the channels' open_for_create, whether the entry exists):
 * the server reads them from the database first, then asks `can`. docs/decisions/027-policy-and-request-context.md.
 */
import type { GRANTABLE } from '../contract/operator-users.ts';

/** Permission names of an edition (the grantable ones). CREATE_C is the spec's; AUDIT reviews, ADMIN operates (and holds every other), VIEW opens a login-required edition. */
export type PermissionName = (typeof GRANTABLE)[number];

/** The signed-in visitor as a decision sees them; undefined is anonymous. */
export interface PolicyViewer {
  /** Only 'active' accounts are in good standing; the others may only read public editions. */
  user: { status: string };
  /** Permissions held in this edition (its grants and those for every edition). */
  permissions: readonly string[];
  /** ADMIN granted for every edition (edition 0), when the decision needs it: read by the server (server/policies/). */
  adminEverywhere?: boolean | undefined;
}

/** The facts each action is decided on (none: the viewer alone decides). */
export interface PolicyResources {
  /** Read the pages and the API of an edition. */
  'view-edition': { loginRequired: boolean };
  /** Create an entry in channels: openForCreate says every named channel is this edition's and open for creation (ch_ext open_for_create "1"); false when none is named. */
  'create-entry': { openForCreate: boolean };
  /** Correct (edit) an existing entry of this edition. */
  'correct-entry': { entryExists: boolean };
  /** Write drafts and submissions, take module locks. */
  contribute: undefined;
  /** Send correction and feedback reports. */
  report: undefined;
  /** See the submission queue, approve, reject, delete any submission. */
  'review-submissions': undefined;
  /** Publish an old revision of an entry again. */
  'roll-back': undefined;
  /** See and settle the correction report queue. */
  'review-reports': undefined;
  /** The console (/admin, /v1/operator/*) of this edition. */
  'operate-edition': undefined;
  /** The console's calls across editions: editions, grants, the audit log of every edition. */
  'operate-every-edition': undefined;
}

export type PolicyAction = keyof PolicyResources;
/** The resource argument of an action: required when it has facts, absent otherwise. */
export type ResourceArgs<A extends PolicyAction> = PolicyResources[A] extends undefined ? [] : [resource: PolicyResources[A]];

/** In good standing: signed in with an active account. */
const standing = (viewer: PolicyViewer | undefined): viewer is PolicyViewer => viewer !== undefined && viewer.user.status === 'active';
/** Holds a permission in good standing; ADMIN holds every permission. */
const holds = (viewer: PolicyViewer | undefined, permission: PermissionName) =>
  standing(viewer) && (viewer.permissions.includes(permission) || viewer.permissions.includes('ADMIN'));

/** The matrix: one rule per action. */
const RULES: { [A in PolicyAction]: (viewer: PolicyViewer | undefined, resource: PolicyResources[A]) => boolean } = {
  // A public edition opens to everyone; a login-required one to VIEW holders.
  'view-edition': (viewer, { loginRequired }) => !loginRequired || holds(viewer, 'VIEW'),
  // CREATE_C creates anywhere; anyone in good standing in channels open for creation.
  'create-entry': (viewer, { openForCreate }) => holds(viewer, 'CREATE_C') || (standing(viewer) && openForCreate),
  // Anyone in good standing corrects an entry of the edition.
  'correct-entry': (viewer, { entryExists }) => standing(viewer) && entryExists,
  contribute: (viewer) => standing(viewer),
  report: (viewer) => standing(viewer),
  'review-submissions': (viewer) => holds(viewer, 'AUDIT'),
  'roll-back': (viewer) => holds(viewer, 'AUDIT'),
  'review-reports': (viewer) => holds(viewer, 'AUDIT'),
  'operate-edition': (viewer) => holds(viewer, 'ADMIN'),
  'operate-every-edition': (viewer) => standing(viewer) && viewer.adminEverywhere === true,
};

/** May this viewer (undefined: anonymous) do action on a resource with these facts? */
export function can<A extends PolicyAction>(viewer: PolicyViewer | undefined, action: A, ...resource: ResourceArgs<A>): boolean {
  return RULES[action](viewer, resource[0] as PolicyResources[A]);
}

/** Every action, in the matrix's order. */
export const POLICY_ACTIONS = Object.keys(RULES) as PolicyAction[];

/**
 * Does the permission list name this permission itself (no ADMIN implied)? The browser's
 * shortcuts (the create button, the editor's gate) skip the server's check only
 * for the named permission; every other case asks the server, which asks `can`.
 */
export const namesPermission = (permissions: readonly string[], permission: string) => permissions.includes(permission);
