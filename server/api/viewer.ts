import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../policies/entry-creation.ts';
import type { Edition } from '../services/editions.ts';
import type { Services } from '../services/index.ts';
import { readSessionToken } from './session-cookie.ts';

/** A viewer known by their session cookie. */
export type SessionViewer = Viewer & { tokenHash: string };

/** The signed-in visitor of a request (by the session cookie) with their permissions in the edition. */
export async function resolveViewer(request: FastifyRequest, services: Services, edition: Pick<Edition, 'id'>): Promise<SessionViewer | undefined> {
  const token = readSessionToken(request);
  if (!token) return undefined;
  const session = await services.accounts.sessions.resolve(token);
  if (!session) return undefined;
  const permissions = await services.accounts.permissionsOf(session.user, edition.id);
  return { user: session.user, permissions, tokenHash: session.tokenHash };
}
