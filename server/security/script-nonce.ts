import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const nonces = new WeakMap<IncomingMessage, string>();

/**
 * The request's CSP script nonce: made on first use, then the same for the Content-Security-Policy
 * header and for every inline script the page renders (server/ssr/load-context.ts passes it on).
 */
export function scriptNonce(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/**
 * A nonce for one render for the page cache: it marks the inline scripts the app emits, so the
 * cache allows those by hash and no other (server/page-cache/inline-scripts.ts). Never the
 * request's own nonce: it leaves the stored HTML and names no script in any header.
 */
export const renderMarker = (): string => randomBytes(16).toString('base64url');
