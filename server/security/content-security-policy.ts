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

/**
 * The same policy as a header value, with the page's inline scripts allowed by hash instead of
 * a nonce: for pages the page cache sends to many readers (server/page-cache/), which must not
 * all carry one nonce. scriptHashes are 'sha256-…' sources; none for answers that are not HTML.
 */
export function hashedPageContentSecurityPolicy(config: Pick<AppConfig, 'sentry' | 'imageHosts'>, scriptHashes: readonly string[]): string {
  return Object.entries(pageContentSecurityPolicy(config))
    .map(([name, sources]) => {
      const fixed = name === 'script-src' ? ["'self'", ...scriptHashes] : sources.filter((source): source is string => typeof source === 'string');
      return [name, ...fixed].join(' ');
    })
    .join(';');
}

/**
 * The page policy of `npm run dev` (server/dev/) only: Vite's client talks to the dev server over
 * a websocket on the page's own host and port (the HMR updates), which 'self' covers in Chromium
 * but not in every browser. Its scripts are modules of our own origin ('self'), React Router's
 * refresh preamble one of them; inline scripts still need the nonce.
 */
export function devPageContentSecurityPolicy(config: Pick<AppConfig, 'sentry' | 'imageHosts'>): Directives {
  const policy = pageContentSecurityPolicy(config);
  const websocket = (request: IncomingMessage) => {
    const host = request.headers.host ?? '';
    return /^[\w.-]+(:\d+)?$|^\[[\d:a-f.]+\](:\d+)?$/i.test(host) ? `ws://${host}` : "'self'";
  };
  return { ...policy, 'connect-src': [...(policy['connect-src'] ?? []), websocket] };
}
