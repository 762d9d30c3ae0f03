import { can, type PolicyAction, type PolicyViewer, type ResourceArgs } from '../../shared/policy/can.ts';
import { DomainError } from '../domains/domain-error.ts';

/** The error a refusal of each action answers; the API maps its kind to the retcode and status it has always said (server/api/errors.ts). */
const REFUSALS: { [A in PolicyAction]: (viewer: PolicyViewer | undefined) => DomainError } = {
  'view-edition': (viewer) =>
    viewer
      ? new DomainError('forbidden', 'this page is being tested, stay tuned')
      : new DomainError('edition_login_required', 'this edition needs you to sign in'),
  'create-entry': () => new DomainError('forbidden', 'you may not create entries in this channel'),
  'correct-entry': () => new DomainError('forbidden', 'you may not edit this entry'),
  contribute: () => new DomainError('forbidden', 'this account may not contribute'),
  report: () => new DomainError('forbidden', 'this account may not send reports'),
  'review-submissions': () => new DomainError('forbidden', 'reviewing submissions needs the AUDIT permission'),
  'roll-back': () => new DomainError('forbidden', 'reviewing submissions needs the AUDIT permission'),
  'review-reports': () => new DomainError('forbidden', 'reviewing reports needs the AUDIT permission'),
  'operate-edition': () => new DomainError('forbidden', 'this needs the ADMIN permission in this edition'),
  'operate-every-edition': () => new DomainError('forbidden', 'this needs ADMIN for every edition'),
};

/** The refusal of an action as an error to throw (its retcode, status and message). */
export const refusal = (viewer: PolicyViewer | undefined, action: PolicyAction): DomainError => REFUSALS[action](viewer);

/** Asks `can` and throws the action's refusal when the answer is no. */
export function requireCan<A extends PolicyAction>(viewer: PolicyViewer | undefined, action: A, ...resource: ResourceArgs<A>): void {
  if (!can(viewer, action, ...resource)) throw refusal(viewer, action);
}
