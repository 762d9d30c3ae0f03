import type { ErrorReply } from '@redis/client';

/** Where the client tells what happens to its connection: the app's logger (pino's warn/info take a message). */
export interface RedisLog {
  warn(message: string): void;
  info(message: string): void;
}

const consoleLog: RedisLog = { warn: (message) => console.warn(message), info: (message) => console.info(message) };

/**
 * A command still waiting to be written fails after this long. node-redis drops the timer once the
 * command is on the socket: a command Redis never answers is bounded by its caller (withFallback's
 * timeoutMs, readiness's own second).
 */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
/** A connection attempt gives up after this long, and is tried again after the backoff. */
const CONNECT_TIMEOUT_MS = 2_000;
/** Backoff between attempts: 200 ms more each time, at most 5 s; never gives up. */
const reconnectDelay = (retries: number) => Math.min((retries + 1) * 200, 5_000);

/** An answer from Redis itself refusing us (wrong password, no such database): the URL is wrong, retrying will not help. */
const isMisconfiguration = (error: unknown, ErrorReplyClass: typeof ErrorReply) =>
  error instanceof ErrorReplyClass && /^(WRONGPASS|NOAUTH|NOPERM|ERR)\b/.test(error.message);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Connects to REDIS_URL. The client never makes a request wait for Redis: while the connection is
 * down every command fails at once (no offline queue), and the callers fall back or give up
 * (server/rate-limit/fallback-rate-limit.ts, the readiness check).
 * It reconnects by itself with a backoff, and logs the loss and the recovery once each, not every
 * attempt.
 *
 * At boot: a URL that cannot be parsed, or a Redis that refuses us (wrong password or database),
 * stops the start (a misconfiguration). A Redis that cannot be reached (refused, timed out, name
 * not found yet) does not: the server starts with a warning, and the client keeps trying in the
 * background, as it would for an outage later on.
 */
export async function connectRedis(url: string, log: RedisLog = consoleLog) {
  // Loaded only when REDIS_URL is set: the client library is heavy to load at every start.
  const { createClient, ErrorReply: ErrorReplyClass } = await import('@redis/client');
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  });

  let state: 'starting' | 'up' | 'down' = 'starting';
  // Every failed attempt emits 'error' (and an unheard 'error' would crash the process): only the first of an outage is logged.
  client.on('error', (error: unknown) => {
    if (state === 'up') log.warn(`redis: connection lost (${messageOf(error)}); reconnecting in the background, commands fail at once meanwhile`);
    state = 'down';
  });
  client.on('ready', () => {
    if (state === 'down') log.info('redis: connected again');
    state = 'up';
  });

  const firstOutcome = new Promise<unknown>((resolve) => {
    client.once('ready', () => resolve(undefined));
    client.once('error', resolve);
  });
  // Resolves once connected; rejects only when the client is closed while still trying.
  client.connect().catch(() => undefined);
  const failure = await firstOutcome;
  if (failure === undefined) return client;
  if (isMisconfiguration(failure, ErrorReplyClass)) {
    client.destroy();
    throw new Error(`redis: ${messageOf(failure)} (check REDIS_URL)`);
  }
  log.warn(`redis: cannot be reached at start (${messageOf(failure)}); starting without it and connecting in the background (commands fail at once meanwhile)`);
  return client;
}
