import type { FastifyRequest } from 'fastify';
import { isSameOrigin, requestOrigin } from './request-origin.ts';

/** Sec-Fetch-Site values of requests a person made on our own pages or typed in ('none'). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Why a state-changing request comes from another site, or undefined when it does not. A browser
 * names the page's origin in Origin (or, older ones, the relation in Sec-Fetch-Site); it must be
 * our own origin. A request with neither comes from a program (curl, a bot, a third-party
 * tool), which carries no visitor's cookies, so it passes.
 */
export function crossSiteRefusal(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = requestOrigin(request);
    return isSameOrigin(origin, own) ? undefined : `cross-site request refused: Origin ${origin} does not match ${own}`;
  }
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && !OWN_FETCH_SITES.has(site)) return `cross-site request refused: Sec-Fetch-Site is ${site}`;
  return undefined;
}
