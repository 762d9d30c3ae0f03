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
