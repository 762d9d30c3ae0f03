import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { postgresApplicationName } from '../db/database.ts';
import { POSTGRES_CONNECT_TIMEOUT_MS } from '../db/postgres-pool.ts';
import { isDatabaseUnavailable } from '../faults/database-unavailable.ts';
import { onLocalPagesChanged } from './page-version.ts';

/** How long a raise of this process waits for its notification; none comes if its transaction rolled back. */
const LOCAL_WRITE_WAIT_MS = 2_000;

/** Where the cache learns the current page version (server/page-cache/page-version.ts). */
export interface VersionSource {
  /** The version now; undefined while it cannot be known (the cache then neither serves nor stores). */
  current(): number | undefined;
  close(): Promise<void>;
}

/**
 * SQLite: every app process reads the one row on each lookup, a prepared statement of a few
 * microseconds on the same file (WAL: a committed write is seen at once).
 */
export function sqliteVersionSource(connection: SQLite.Database): VersionSource {
  const statement = connection.prepare('select version from page_cache_version where id = 1').pluck();
  return {
    current() {
      try {
        const version = statement.get();
        return typeof version === 'number' ? version : Number(version);
      } catch {
        return undefined;
      }
    },
    close: async () => {},
  };
}

export interface PostgresVersionOptions {
  url: string;
  schema: string | undefined;
  /** Called when the version is re-read after (re)connecting: whatever was stored may be stale. */
  onReset(): void;
  log(message: string, error?: unknown): void;
}

/**
 * PostgreSQL: no query per request. One connection LISTENs on the schema's channel and takes
 * each NOTIFY's version; on (re)connection it re-reads the version and the cache drops
 * everything (notifications sent while it was away are lost). It reconnects with backoff (100 ms,
 * doubling, up to every second). A raise written by this process makes it serve nothing from the
 * cache until it hears that version back (onLocalPagesChanged).
 *
 * While the connection is lost, the last version is kept as long as the database cannot be
 * reached (every reconnection fails as an unreachable database does: refused, reset, timed out,
 * shutting down, starting up): nobody can write while it is down, so the stored pages are still
 * right, and readers keep getting them through an outage. A reconnection that fails for another
 * reason (bad password, too many connections) means the database is up and may be written:
 * the version is then unknown and nothing is served from the cache until the connection is back.
 * When only this connection was ended (pg_terminate_backend, a proxy's idle timeout) and the
 * database stays up, the first reconnection, 100 ms later, succeeds and drops every page: for
 * that moment a page written meanwhile may be served in its last version, the price of not
 * refusing every cached page on every blip of one connection.
 */
export async function postgresVersionSource(options: PostgresVersionOptions): Promise<VersionSource> {
  let version: number | undefined;
  let client: pg.Client | undefined;
  let closed = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A version this process wrote and has not heard back yet, and since when.
  let awaited: { version: number; since: number } | undefined;
  const stopHearing = onLocalPagesChanged((written) => {
    if (!awaited || written > awaited.version) awaited = { version: written, since: Date.now() };
  });

  const connect = async () => {
    const { default: pg } = await import('pg');
    const connection = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      application_name: postgresApplicationName(options.schema),
      ...(options.schema ? { options: `-c search_path="${options.schema}"` } : {}),
    });
    client = connection;
    // established: the connection was up and went away (keep the version); else a (re)connection failed.
    const lost = (error: unknown, established: boolean) => {
      if (client !== connection) return;
      client = undefined;
      if (!established && !isDatabaseUnavailable(error)) version = undefined;
      connection.removeAllListeners();
      connection.on('error', () => {});
      void connection.end().catch(() => {});
      if (closed) return;
      if (established) options.log('page cache: lost the PostgreSQL notification connection; reconnecting', error);
      // At most a second apart: once the database is back, pages written meanwhile must not be served for long.
      const delay = Math.min(100 * 2 ** retries++, 1_000);
      timer = setTimeout(() => void connect().catch(() => {}), delay);
      timer.unref();
    };
    let established = false;
    connection.on('error', (error) => lost(error, established));
    // Before it is established, a failure rejects connect() or a query below, which tells why.
    connection.on('end', () => {
      if (established) lost(undefined, true);
    });
    connection.on('notification', (message) => {
      const announced = Number(message.payload);
      if (version !== undefined && Number.isSafeInteger(announced) && announced > version) version = announced;
    });
    let row: pg.QueryResult<{ version: string }>;
    try {
      await connection.connect();
      const channel = await connection.query<{ channel: string }>(`select left('pages:' || current_schema(), 63) as channel`);
      await connection.query(`LISTEN ${connection.escapeIdentifier(channel.rows[0]!.channel)}`);
      row = await connection.query<{ version: string }>('select version::text as version from page_cache_version where id = 1');
    } catch (error) {
      lost(error, false);
      throw error;
    }
    if (client !== connection) return;
    established = true;
    if (retries > 0) options.log(`page cache: the PostgreSQL notification connection is back after ${retries} attempts; the cache starts afresh`);
    retries = 0;
    options.onReset();
    version = Number(row.rows[0]?.version);
  };

  try {
    await connect();
  } catch (error) {
    // The first connection is made at boot: a database that cannot be reached stops the start.
    stopHearing();
    closed = true;
    if (timer) clearTimeout(timer);
    throw error;
  }

  return {
    current() {
      if (awaited && version !== undefined && version < awaited.version) {
        if (Date.now() - awaited.since < LOCAL_WRITE_WAIT_MS) return undefined;
      }
      awaited = undefined;
      return version;
    },
    async close() {
      stopHearing();
      closed = true;
      if (timer) clearTimeout(timer);
      const connection = client;
      client = undefined;
      version = undefined;
      await connection?.end().catch(() => {});
    },
  };
}
