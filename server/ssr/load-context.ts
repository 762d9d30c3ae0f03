import type { FastifyRequest } from 'fastify';
import type { AppLoadContext } from 'react-router';
import type { AppConfig } from '../config/env.ts';
import type { RequestContext } from '../policies/request-context.ts';
import { renderMarker, scriptNonce } from '../security/script-nonce.ts';
import type { ServerApi } from './in-process-api.ts';

/**
 * What page loaders get for one request: its context (server/policies/request-context.ts: the
 * services, the edition, the signed-in viewer with `can`, the channel rows, each looked up once
 * per request) and what only pages need beside it. forCache: the page is rendered for the page
 * cache, for every anonymous reader, the whole page before the first byte: its nonce is one of
 * this render alone, which marks the app's own inline scripts; the cache allows those by hash
 * and takes the nonce out (server/page-cache/inline-scripts.ts).
 */
export function pageLoadContext(
  context: RequestContext,
  request: FastifyRequest | undefined,
  config: AppConfig,
  forCache: boolean,
  api: ServerApi,
): AppLoadContext {
  return {
    ...context,
    api,
    config: { env: config.env, publicOrigin: config.publicOrigin },
    cspNonce: forCache || !request ? renderMarker() : scriptNonce(request.raw),
    forPageCache: forCache,
  };
}
