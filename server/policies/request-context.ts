import { can, type PolicyAction, type ResourceArgs } from '../../shared/policy/can.ts';
import type { ChannelRow, ChannelTree } from '../domains/channels/channels-service.ts';
import type { Edition } from '../domains/editions/editions-service.ts';
import type { Services } from '../domains/services.ts';
import type { Viewer } from './viewer.ts';

/** `can` with the viewer already given. */
export type BoundCan = <A extends PolicyAction>(action: A, ...resource: ResourceArgs<A>) => boolean;

/** A signed-in visitor in one edition, with `can` bound to them. */
export type ContextViewer = Viewer & { can: BoundCan };

/**
 * What one request resolves once and hands to every API handler and page loader: the editions
 * it names, the session's viewer with their permissions in an edition (and `can` bound to
 * them), the channel rows and tree of an edition. Everything is looked up lazily on first use
 * and kept for the rest of the request; nothing outlives it (docs/decisions/027-policy-and-request-context.md).
 */
export interface RequestContext {
  readonly services: Services;
  /** The edition whose base path is this (/{ns}/{site}/), if any. */
  editionAt(basePath: string): Promise<Edition | undefined>;
  /** The edition named by app_sn, by game, or the default public one (the API's mounts). */
  editionBy(key: { appSn: string } | { game: string } | { defaultPublic: true }): Promise<Edition | undefined>;
  /** The session of the request's cookie, when it is a live one. */
  session(): Promise<{ tokenHash: string; user: Viewer['user'] } | undefined>;
  /** The signed-in visitor with their permissions in the edition; undefined when anonymous. */
  viewer(editionId: number): Promise<ContextViewer | undefined>;
  /** `can` for the request's viewer (anonymous when there is none) in the edition. */
  can<A extends PolicyAction>(editionId: number, action: A, ...resource: ResourceArgs<A>): Promise<boolean>;
  /** The edition's channel rows, read once: shared between loaders, read them, never change them. */
  channelRows(editionId: number): Promise<ChannelRow[]>;
  /** The edition's channel forest without content, built once from those rows: read it, never change it. */
  channelForest(editionId: number): Promise<ChannelTree[]>;
  /** Anything else a request computes once: the first call's value (usually a promise) for every later call of the key. */
  memo<T>(key: string, make: () => T): T;
}

/** The context of one request whose session cookie holds token (undefined: anonymous). */
export function requestContext(services: Services, token: string | undefined): RequestContext {
  const memos = new Map<string, unknown>();
  const memo = <T>(key: string, make: () => T): T => {
    if (!memos.has(key)) memos.set(key, make());
    return memos.get(key) as T;
  };
  const session = () =>
    memo('session', async () => {
      if (!token) return undefined;
      const resolved = await services.accounts.sessions.resolve(token);
      return resolved ? { tokenHash: resolved.tokenHash, user: resolved.user } : undefined;
    });
  const viewer = (editionId: number) =>
    memo(`viewer:${editionId}`, async (): Promise<ContextViewer | undefined> => {
      const resolved = await session();
      if (!resolved) return undefined;
      const permissions = await services.accounts.permissionsOf(resolved.user, editionId);
      const bound: ContextViewer = {
        user: resolved.user,
        permissions,
        can: (action, ...resource) => can(bound, action, ...resource),
      };
      return bound;
    });
  // Does the signed-in visitor hold ADMIN for every edition (the fact of 'operate-every-edition')?
  const adminEverywhere = () =>
    memo('admin-everywhere', async () => {
      const resolved = await session();
      return resolved ? services.policies.adminEverywhere(resolved.user.id) : false;
    });
  const channelRows = (editionId: number) => memo(`channel-rows:${editionId}`, () => services.channels.rows(editionId));

  return {
    services,
    // An edition found by its path is also known by its app_sn: the API calls a page makes in process (same context) find it there.
    editionAt: (basePath) =>
      memo(`edition:path:${basePath}`, () => {
        const found = services.editions.byBasePath(basePath);
        void found.then(
          (edition) => edition && memo(`edition:app_sn:${edition.app_sn}`, () => Promise.resolve(edition)),
          () => undefined,
        );
        return found;
      }),
    editionBy: (key) =>
      'appSn' in key
        ? memo(`edition:app_sn:${key.appSn}`, () => services.editions.byAppSn(key.appSn))
        : 'game' in key
          ? memo(`edition:game:${key.game}`, () => services.editions.byGame(key.game))
          : memo('edition:default', () => services.editions.defaultPublic()),
    session,
    viewer,
    async can(editionId, action, ...resource) {
      const signedIn = await viewer(editionId);
      // Only the decision across editions needs the grant for every edition: read it only then.
      const subject = signedIn && action === 'operate-every-edition' ? { ...signedIn, adminEverywhere: await adminEverywhere() } : signedIn;
      return can(subject, action, ...resource);
    },
    channelRows,
    channelForest: (editionId) => memo(`forest:${editionId}`, async () => services.channels.forest(editionId, await channelRows(editionId))),
    memo,
  };
}
