import { circuitBreaker, CircuitState, ConsecutiveBreaker, handleWhen } from 'cockatiel';
import type { PostgresPool } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from '../faults/database-unavailable.ts';
import { setDatabaseUp, watchPool } from '../metrics/database-metrics.ts';

/** How long a new connection may take: a request during an outage is answered within a second. */
export const POSTGRES_CONNECT_TIMEOUT_MS = 1_000;
/**
 * How long a request may wait for a connection of a full pool. Not the connect timeout: a pool
 * busy under load is not a database gone, and must neither fail requests after a second nor open
 * the circuit breaker (pg-pool applies its connectionTimeoutMillis to both waits, so the connect
 * timeout is set on the clients themselves).
 */
const POOL_WAIT_TIMEOUT_MS = 10_000;
/** Failed connections in a row that open the breaker, and how long it then refuses before one trial. */
const BREAK_AFTER_FAILURES = 3;
const HALF_OPEN_AFTER_MS = 1_000;
/** A burst of connection errors (a restart ends every connection at once) is logged once per this. */
const LOG_EVERY_MS = 5_000;

export type PostgresLog = (message: string, error?: unknown) => void;

const stderrLog: PostgresLog = (message, error) => console.error(`Almanac: ${message}${error instanceof Error ? `: ${error.message}` : ''}`);

/**
 * The app's PostgreSQL pool, made to outlive its database going away (a restart, a failover,
 * pg_terminate_backend):
 * - every client has an 'error' listener from its creation, idle or checked out: an unhandled
 *   'error' event of a pg client kills the process. A client that failed is dropped by the pool
 *   (it is no longer queryable) and the query it ran fails, answered 503 (server/faults/);
 * - a connection not made within a second fails (the clients' connectionTimeoutMillis), and after a few
 *   failures in a row a circuit breaker refuses connections at once for a second, then lets
 *   one request try: while the database is known down nothing waits for it, and full service
 *   is back about a second after it returns, without a restart.
 * Returned as what Kysely's PostgresDialect takes; `pool` is the pg pool itself.
 */
export function resilientPostgresPool(
  driver: Pick<typeof pg, 'Pool' | 'Client'>,
  config: pg.PoolConfig,
  log: PostgresLog = stderrLog,
): { dialectPool: PostgresPool; pool: pg.Pool } {
  class QuicklyConnectingClient extends driver.Client {
    constructor(clientConfig: pg.ClientConfig = {}) {
      super({ ...clientConfig, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
    }
  }
  const pool = new driver.Pool({ connectionTimeoutMillis: POOL_WAIT_TIMEOUT_MS, keepAlive: true, ...config, Client: QuicklyConnectingClient });
  const throttled = throttle(log);
  // An idle client's error (the pool drops it), and any client's error while checked out.
  pool.on('error', (error) => throttled('a PostgreSQL connection failed; the pool drops it', error));
  pool.on('connect', (client) => client.on('error', (error) => throttled('a PostgreSQL connection in use failed', error)));

  const breaker = circuitBreaker(handleWhen(isDatabaseUnavailable), {
    halfOpenAfter: HALF_OPEN_AFTER_MS,
    breaker: new ConsecutiveBreaker(BREAK_AFTER_FAILURES),
  });
  // Once per outage: the breaker opens again after every failed trial.
  let down = false;
  breaker.onBreak((reason) => {
    if (down) return;
    down = true;
    log('PostgreSQL cannot be reached; database requests are refused (503) until it answers again', 'error' in reason ? reason.error : undefined);
  });
  breaker.onReset(() => {
    down = false;
    log('PostgreSQL answers again');
  });

  // Its use, and whether the breaker is open, for the metrics (server/metrics/database-metrics.ts).
  const unwatch = watchPool(pool);
  setDatabaseUp(true);
  breaker.onStateChange((state) => setDatabaseUp(state !== CircuitState.Open));
  const dialectPool: PostgresPool = {
    connect: () => breaker.execute(() => pool.connect()),
    end: () => {
      unwatch();
      return pool.end();
    },
  };
  return { dialectPool, pool };
}

function throttle(log: PostgresLog): PostgresLog {
  let last = 0;
  return (message, error) => {
    const now = Date.now();
    if (now - last < LOG_EVERY_MS) return;
    last = now;
    log(message, error);
  };
}
