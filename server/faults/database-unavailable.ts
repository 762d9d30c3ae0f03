import { Retcode } from '../../shared/contract/retcode.ts';
import { ApiError } from '../api/errors.ts';

/** Seconds a client is told to wait while the database cannot be reached (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

/** Socket errors of a peer that is not there, or went away. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server going away or not yet there: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up, shutting down); class 08 is connection exceptions.
 */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/** What pg and pg-pool say when a connection ends, or cannot be made in time. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * Whether an error says the database cannot be reached now (stopped, restarting, failing over,
 * our connection terminated), as opposed to a fault of the query or of the data. The pool's
 * circuit breaker (server/db/database.ts) refuses with a BrokenCircuitError while it is open.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if ((error as { isBrokenCircuitError?: unknown }).isBrokenCircuitError === true) return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((known) => message.startsWith(known))) return true;
  // A connection to a name with several addresses fails with one error per address.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * pg-pool's error when no connection of a full pool came free in time (server/db/postgres-pool.ts):
 * the server is busy, the database is there. It must not open the circuit breaker.
 */
export const isPoolExhausted = (error: unknown) => error instanceof Error && error.message === 'timeout exceeded when trying to connect';

/** Whether a request failed for want of the database, gone or too busy: answered 503, never 500. */
export const lacksDatabase = (error: unknown) => isDatabaseUnavailable(error) || isPoolExhausted(error);

/** The envelope answer of an unreachable (or saturated) database: 503 with Retry-After, whatever was asked. */
export function databaseUnavailableAnswer(error: unknown): ApiError | undefined {
  const seconds = DATABASE_RETRY_AFTER_SECONDS;
  if (isPoolExhausted(error)) return new ApiError(Retcode.SERVICE_UNAVAILABLE, 503, `the server is busy; try again in ${seconds} seconds`, seconds);
  if (!isDatabaseUnavailable(error)) return undefined;
  return new ApiError(Retcode.SERVICE_UNAVAILABLE, 503, `the database is unavailable; try again in ${seconds} seconds`, seconds);
}
