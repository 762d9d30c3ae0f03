import type { FastifyRequest } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { readSessionToken } from '../api/session-cookie.ts';
import type { AppConfig } from '../config/env.ts';
import type { Services } from '../services/index.ts';
import { scriptNonce } from '../security/script-nonce.ts';

/**
 * What page loaders get for one request: the services, and the signed-in viewer of an edition
 * (looked up once per request from the session cookie). forCache: the page is rendered for the
 * page cache, for every anonymous reader: no nonce (its CSP lists the scripts' hashes), the
 * whole page before the first byte.
 */
export function pageLoadContext(request: FastifyRequest, services: Services, config: AppConfig, forCache = false): AppLoadContext {
  const token = readSessionToken(request);
  let session: ReturnType<Services['accounts']['sessions']['resolve']> | undefined;
  return {
    services,
    config: { env: config.env, publicOrigin: config.publicOrigin },
    cspNonce: forCache ? undefined : scriptNonce(request.raw),
    forPageCache: forCache,
    async viewer(editionId: number) {
      if (!token) return undefined;
      session ??= services.accounts.sessions.resolve(token);
      const resolved = await session;
      if (!resolved) return undefined;
      return { user: resolved.user, permissions: await services.accounts.permissionsOf(resolved.user, editionId) };
    },
  };
}
