import * as calls from '../../../shared/contract/calls/account-sessions.ts';
import { myReportsQuery, SESSION_REVOKE_LIMIT, sessionRevokeBody } from '../../../shared/contract/account-center.ts';
import { deviceLabel, maskedAddress } from './device-label.ts';
import { consumeOrRefuse } from '../../rate-limit/rate-limit.ts';
import { DomainError } from '../domain-error.ts';
import { implement, type ImplementedCall } from '../../api/route.ts';
import type { Services } from '../services.ts';
import type { SessionViewer } from '../../api/viewer.ts';
import { clearSessionCookie } from '../../api/session-cookie.ts';

/** Ending sessions is counted per account (SESSION_REVOKE_LIMIT), refused with 429 past it. */
const countRevoke = ({ services, viewer }: { services: Services; viewer: SessionViewer }) =>
  consumeOrRefuse(services.accounts.limiter, `session-revoke:user:${viewer.user.id}`, SESSION_REVOKE_LIMIT, 'sign-outs of sessions');

/**
 * The personal center's calls (shared/contract/calls/accounts.ts): the account's signed-in
 * sessions (device, address, times), signing one of them out or every other one, and the
 * reader's own reports with their status. Every call acts on the caller's own account only; the
 * session to end is named by its public id.
 */
export const accountSessionRoutes: ImplementedCall[] = [
  implement(calls.sessions, {
    async handler({ services, viewer }) {
      const sessions = await services.accounts.sessions.listOf(viewer.user.id, viewer.tokenHash);
      return {
        list: sessions.map((session) => ({
          session_id: session.id,
          ...deviceLabel(session.userAgent),
          ip: maskedAddress(session.ip),
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          expires_at: session.expiresAt,
          current: session.current,
        })),
      };
    },
  }),
  implement(calls.revoke, {
    body: sessionRevokeBody,
    async handler(context) {
      const { viewer, body, services } = context;
      await countRevoke(context);
      const { ended, current } = await services.accounts.sessions.destroyOneOf(viewer.user.id, body.session_id, viewer.tokenHash);
      // Another account's session, or one already ended, is the same to the caller: not theirs to end.
      if (!ended) throw new DomainError('not_found', `session_id: no session ${body.session_id} of yours`);
      if (current) clearSessionCookie(context.request, context.reply);
      return { ended: 1 };
    },
  }),
  implement(calls.revokeOthers, {
    async handler(context) {
      await countRevoke(context);
      return { ended: await context.services.accounts.sessions.destroyOthersOf(context.viewer.user.id, context.viewer.tokenHash) };
    },
  }),
  implement(calls.myReports, {
    query: myReportsQuery,
    handler: ({ services, edition, viewer, query }) => services.corrections.mine(edition.id, viewer.user.id, query),
  }),
];
