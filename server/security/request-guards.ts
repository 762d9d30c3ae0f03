import type { FastifyInstance } from 'fastify';
import { Retcode } from '../../shared/contract/retcode.ts';
import { ApiError } from '../api/errors.ts';
import { bodyTypeRefusal } from './body-type-check.ts';
import { crossSiteRefusal } from './cross-site-check.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence beyond SameSite cookies, on every state-changing request of every mount, before
 * its body is read: another site's request is refused with 403 (but for the POSTs that only read
 * public data: publicRead, publisher-cors.ts), and a body that is not JSON (or raw bytes where a
 * route takes them) with 415.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    // A POST that only reads what anyone may read (get_entry_page_list) changes nothing another site could forge.
    const crossSite = request.routeOptions.config.publicRead ? undefined : crossSiteRefusal(request);
    if (crossSite) throw new ApiError(Retcode.CROSS_SITE_REFUSED, 403, crossSite);
    const badBody = bodyTypeRefusal(request);
    if (badBody) throw new ApiError(Retcode.UNSUPPORTED_MEDIA_TYPE, 415, badBody);
  });
}
