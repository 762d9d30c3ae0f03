import { loadConfig } from '../../../server/config/env.ts';
import { SESSION_COOKIE } from '../../../server/api/session-cookie.ts';
import type { ReportingConfig } from './error-reporting.ts';

let reporting: ReportingConfig | null | undefined;

/**
 * The error-reporting settings the browser may see (a Sentry DSN is public by design), read
 * once from the server's validated configuration; null when SENTRY_DSN is unset.
 */
export function publicReportingConfig(): ReportingConfig | null {
  if (reporting === undefined) {
    const { sentry } = loadConfig(process.env);
    reporting = sentry.dsn ? { dsn: sentry.dsn, tracesSampleRate: sentry.tracesSampleRate } : null;
  }
  return reporting;
}

/**
 * Does the request carry a session cookie? The cookie is HttpOnly, so only the server can tell;
 * without one the browser's sign-in check knows the answer (anonymous) without asking.
 */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SESSION_COOKIE && Boolean(value);
  });
}
