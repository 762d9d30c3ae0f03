import helmet from '@fastify/helmet';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import { pageContentSecurityPolicy } from './content-security-policy.ts';

/** One year, subdomains included: helmet's own default. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer (helmet): nosniff, no framing (X-Frame-Options DENY), Referrer-Policy
 * strict-origin-when-cross-origin, Cross-Origin-Opener-Policy and Cross-Origin-Resource-Policy
 * same-origin, and HSTS when the request came over HTTPS (directly or, with TRUST_PROXY, as
 * X-Forwarded-Proto says): RFC 6797 forbids it over plain HTTP. The Content-Security-Policy
 * is on pages only (pageSecurityHeaders).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/** Route options of the page route: the headers above plus the pages' Content-Security-Policy with a nonce per request. */
export function pageSecurityHeaders(config: Pick<AppConfig, 'sentry' | 'imageHosts'>): Pick<RouteOptions, 'helmet'> {
  return { helmet: { contentSecurityPolicy: { useDefaults: false, directives: pageContentSecurityPolicy(config) } } };
}
