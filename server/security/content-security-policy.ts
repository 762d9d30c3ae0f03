import type { IncomingMessage } from 'node:http';
import type { AppConfig } from '../config/env.ts';
import { scriptNonce } from './script-nonce.ts';

type Directives = Record<string, Array<string | ((request: IncomingMessage) => string)>>;

/**
 * The Content-Security-Policy of HTML pages. Scripts: our own files (the hashed client build,
 * its modulepreloads and import() chunks) and inline scripts carrying this request's nonce
 * (React Router's hydration data, route modules and scroll restoration, React's streaming
 * scripts, the root font script). Styles allow inline ones: React style attributes and the
 * toasts' injected stylesheet. Nothing may frame a page, and no plugin content loads.
 */
export function pageContentSecurityPolicy(config: Pick<AppConfig, 'sentry' | 'imageHosts'>): Directives {
  const errorReporting = config.sentry.dsn ? [new URL(config.sentry.dsn).origin] : [];
  // Pictures and clips stored from the hosts an operator allows (IMAGE_HOSTS; shared/safe-url.ts).
  const mediaHosts = config.imageHosts.map((host) => `https://${host}`);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", (request) => `'nonce-${scriptNonce(request)}'`],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mediaHosts],
    'media-src': ["'self'", 'blob:', ...mediaHosts],
    'font-src': ["'self'", 'data:'],
    // The browser's error reports go to the Sentry DSN's host.
    'connect-src': ["'self'", ...errorReporting],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
