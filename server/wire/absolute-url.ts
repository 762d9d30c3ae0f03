import type { AnyCallContext } from '../api/route.ts';
import { requestOrigin } from '../security/request-origin.ts';

/**
 * Our pictures' addresses are paths on our host (`/img/{key}`); the publisher's programs download
 * or republish what they read as it is (`Uri.parse`, a JSON file), so on its mounts an address is
 * absolute: PUBLIC_ORIGIN when set, else the origin the request came to.
 */
export function absoluteUrls({ config, request }: Pick<AnyCallContext, 'config' | 'request'>): (url: string) => string {
  const origin = (config.publicOrigin ?? requestOrigin(request)).replace(/\/+$/, '');
  return (url) => (url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url);
}
