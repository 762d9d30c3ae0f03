import { myReportsQuery, SESSION_REVOKE_LIMIT, sessionRevokeBody, type MyReportsQuery, type SessionListAnswer, type SessionRevokeAnswer } from '../../../shared/contract/account-center.ts';
import { deviceLabel, maskedAddress } from './device-label.ts';
import { consumeOrRefuse } from '../../rate-limit/rate-limit.ts';
import { DomainError } from '../domain-error.ts';
import { defineRoute, type ApiRoute, type HandlerContext } from '../../api/route.ts';
import { clearSessionCookie } from '../../api/session-cookie.ts';

type Context = HandlerContext<unknown, unknown>;

/** The signed-in viewer (auth: 'required' guarantees one). */
const viewerOf = ({ viewer }: Context) => viewer!;

/** Ending sessions is counted per account (SESSION_REVOKE_LIMIT), refused with 429 past it. */
const countRevoke = (context: Context) =>
  consumeOrRefuse(context.services.accounts.limiter, `session-revoke:user:${viewerOf(context).user.id}`, SESSION_REVOKE_LIMIT, 'sign-outs of sessions');

/**
 * The personal center's calls: the account's signed-in sessions (device, address, times), signing
 * one of them out or every other one, and the reader's own reports with their status. Every call
 * acts on the caller's own account only; the session to end is named by its public id.
 */
export const accountSessionRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/account/sessions',
    cache: 'private',
    auth: 'required',
    openInLoginRequiredEdition: true,
    async handler(context): Promise<SessionListAnswer> {
      const viewer = viewerOf(context);
      const sessions = await context.services.accounts.sessions.listOf(viewer.user.id, viewer.tokenHash);
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
  defineRoute({
    method: 'POST',
    path: '/v1/account/sessions/revoke',
    cache: 'private',
    auth: 'required',
    openInLoginRequiredEdition: true,
    body: sessionRevokeBody,
    async handler(context): Promise<SessionRevokeAnswer> {
      const viewer = viewerOf(context);
      await countRevoke(context);
      const { session_id: sessionId } = context.body as { session_id: string };
      const { ended, current } = await context.services.accounts.sessions.destroyOneOf(viewer.user.id, sessionId, viewer.tokenHash);
      // Another account's session, or one already ended, is the same to the caller: not theirs to end.
      if (!ended) throw new DomainError('not_found', `session_id: no session ${sessionId} of yours`);
      if (current) clearSessionCookie(context.request, context.reply);
      return { ended: 1 };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/account/sessions/revoke_others',
    cache: 'private',
    auth: 'required',
    openInLoginRequiredEdition: true,
    async handler(context): Promise<SessionRevokeAnswer> {
      const viewer = viewerOf(context);
      await countRevoke(context);
      return { ended: await context.services.accounts.sessions.destroyOthersOf(viewer.user.id, viewer.tokenHash) };
    },
  }),
  defineRoute<MyReportsQuery>({
    method: 'GET',
    path: '/v1/account/my_reports',
    cache: 'private',
    auth: 'required',
    query: myReportsQuery,
    async handler(context) {
      return context.services.corrections.mine(context.edition.id, viewerOf(context as Context).user.id, context.query);
    },
  }),
];
