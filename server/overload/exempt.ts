import type { FastifyRequest } from 'fastify';

/**
 * Whether a route's answers skip the overload guard (server/overload/overload-protection.ts):
 * true for answers that are stored or static (build assets, root files, /media, health), or a
 * function saying it per request (a stored page, an image variant already encoded). Set where
 * the route is registered: `app.get(url, { config: OVERLOAD_EXEMPT }, handler)`.
 */
export type OverloadExempt = boolean | ((request: FastifyRequest) => boolean);

declare module 'fastify' {
  interface FastifyContextConfig {
    overloadExempt?: OverloadExempt;
  }
}

/** The route config of a route whose every answer is stored or static. */
export const OVERLOAD_EXEMPT = { overloadExempt: true } as const;

/** Whether this request's route said its answer skips the guard. */
export function isOverloadExempt(request: FastifyRequest): boolean {
  const exempt = (request.routeOptions.config as { overloadExempt?: OverloadExempt } | undefined)?.overloadExempt;
  return typeof exempt === 'function' ? exempt(request) : exempt === true;
}
