import type { Edition } from '../domains/editions/editions-service.ts';
import type { ContextViewer, RequestContext } from '../policies/request-context.ts';

/** A viewer known by their session cookie: the session's token hash beside their permissions and `can`. */
export type SessionViewer = ContextViewer & { tokenHash: string };

/** The signed-in visitor of a request (by the session cookie) with their permissions in the edition, from the request's context. */
export async function resolveViewer(context: RequestContext, edition: Pick<Edition, 'id'>): Promise<SessionViewer | undefined> {
  const [session, viewer] = await Promise.all([context.session(), context.viewer(edition.id)]);
  return session && viewer ? { ...viewer, tokenHash: session.tokenHash } : undefined;
}
