import { timingSafeEqual } from 'node:crypto';
import { Retcode } from '../../shared/contract/retcode.ts';

/** Does the Authorization header carry the token (`Bearer <METRICS_TOKEN>`)? No token configured: anyone may. */
export function scrapeAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const sent = /^Bearer +(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (sent === undefined) return false;
  const [a, b] = [Buffer.from(sent), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The 401 of a scrape without the token, in the API's envelope. */
export const unauthorizedScrape = {
  status: 401,
  headers: { 'www-authenticate': 'Bearer realm="metrics"', 'cache-control': 'no-store' },
  body: { retcode: Retcode.BAD_CREDENTIALS, message: 'metrics: send the header Authorization: Bearer <METRICS_TOKEN>', data: null },
} as const;
