import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { postgresApplicationName } from '../db/database.ts';
import { POSTGRES_CONNECT_TIMEOUT_MS } from '../db/postgres-pool.ts';
import { isDatabaseUnavailable } from '../faults/database-unavailable.ts';
import { onLocalContentChange } from './content-changed.ts';
import { splitTags } from './content-tags.ts';
import { TagClock } from './tag-clock.ts';

/** How far back the log is read at start: as long as it keeps changes, and as long as a stored page lives (STORED_PAGE_MAX_AGE_MS). */
const HISTORY_MS = 24 * 3_600_000;
/**
 * A change read from the log at start is taken as heard this long after it was written: its
 * transaction committed later than its changed_at, and a page rendered in between is stale.
 */
const COMMIT_MARGIN_MS = 60_000;

/** The changes of the last day, each heard at its moment (plus the margin, at most now): pages stored before this process started are judged by them. */
function hearHistory(clock: TagClock, rows: Array<{ tags: string; changed_at: number | string }>): void {
  // Never later than now: a page rendered from now on reads what those changes wrote (one still uncommitted is heard again at its commit).
  const now = clock.now();
  for (const row of rows) clock.hear(splitTags(row.tags), Math.min(Number(row.changed_at) + COMMIT_MARGIN_MS, now));
}

/** How one process hears content changes (content-changed.ts): by tag, on its TagClock. */
export interface ChangeFeed {
  readonly clock: TagClock;
  /** Are changes being heard? While not, nothing stored can be trusted: the page cache neither serves nor stores. */
  live(): boolean;
  close(): Promise<void>;
}

/**
 * SQLite: every app process reads the log's newest id on each check, a prepared statement of a
 * few microseconds on the same file (WAL: a commit is seen at once), and reads the rows after
 * the last it heard when there are some. This process's own changes are heard before they commit.
 */
export function sqliteChangeFeed(connection: SQLite.Database): ChangeFeed {
  const clock = new TagClock();
  const newest = connection.prepare('select coalesce(max(id), 0) from content_changes').pluck();
  const after = connection.prepare('select id, tags from content_changes where id > ? order by id');
  let last = Number(newest.get());
  hearHistory(
    clock,
    connection.prepare('select tags, changed_at from content_changes where changed_at > ?').all(Date.now() - HISTORY_MS) as Array<{
      tags: string;
      changed_at: number;
    }>,
  );
  const stopHearing = onLocalContentChange((tags) => clock.hear(tags));
  return {
    clock,
    live() {
      try {
        const id = Number(newest.get());
        if (id > last) {
          for (const row of after.all(last) as { id: number; tags: string }[]) clock.hear(splitTags(row.tags));
          last = id;
        }
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      stopHearing();
    },
  };
}

export interface PostgresFeedOptions {
  url: string;
  schema: string | undefined;
  log(message: string, error?: unknown): void;
}

/**
 * PostgreSQL: no query per request. One connection LISTENs on the schema's channel; each NOTIFY
 * (sent at the commit of a change) carries the change's tags. Notifications sent while it was
 * away are lost: on reconnection it reads from the log the changes written since the loss (and a
 * minute before), and at its first connection the last day's. It reconnects with backoff
 * (100 ms, doubling, up to every second).
 *
 * While the connection is lost, changes are taken as heard as long as the database cannot be
 * reached (every reconnection fails as an unreachable database does: refused, reset, timed out,
 * shutting down, starting up): nobody can write while it is down, so stored pages are still
 * right, and readers keep getting them through an outage. A reconnection that fails for another
 * reason (bad password, too many connections) means the database is up and may be written: the
 * feed is then not live and nothing is served from the cache until the connection is back.
 */
export async function postgresChangeFeed(options: PostgresFeedOptions): Promise<ChangeFeed> {
  const clock = new TagClock();
  let live = false;
  let client: pg.Client | undefined;
  let closed = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // When the listening connection was lost (undefined before the first one and while connected).
  let lostAt: number | undefined;
  const stopHearing = onLocalContentChange((tags) => clock.hear(tags));

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
    // established: the connection was up and went away (keep hearing as live); else a (re)connection failed.
    const lost = (error: unknown, established: boolean) => {
      if (client !== connection) return;
      client = undefined;
      if (established) lostAt = Date.now();
      if (!established && !isDatabaseUnavailable(error)) live = false;
      connection.removeAllListeners();
      connection.on('error', () => {});
      void connection.end().catch(() => {});
      if (closed) return;
      if (established) options.log('content changes: lost the PostgreSQL notification connection; reconnecting', error);
      // At most a second apart: once the database is back, pages written meanwhile must not be served for long.
      const delay = Math.min(100 * 2 ** retries++, 1_000);
      timer = setTimeout(() => void connect().catch(() => {}), delay);
      timer.unref();
    };
    let missed: Array<{ tags: string; changed_at: string }>;
    let established = false;
    // A first connection reads the last day's changes as history; a reconnection hears those written since the loss (and a margin) as new.
    const since = lostAt === undefined ? Date.now() - HISTORY_MS : lostAt - COMMIT_MARGIN_MS;
    connection.on('error', (error) => lost(error, established));
    // Before it is established, a failure rejects connect() or a query below, which tells why.
    connection.on('end', () => {
      if (established) lost(undefined, true);
    });
    connection.on('notification', (message) => {
      const payload = message.payload ?? '';
      clock.hear(splitTags(payload.slice(payload.indexOf(' ') + 1)));
    });
    try {
      await connection.connect();
      const channel = await connection.query<{ channel: string }>(`select left('changes:' || current_schema(), 63) as channel`);
      await connection.query(`LISTEN ${connection.escapeIdentifier(channel.rows[0]!.channel)}`);
      missed = (await connection.query<{ tags: string; changed_at: string }>('select tags, changed_at from content_changes where changed_at >= $1', [since]))
        .rows;
    } catch (error) {
      lost(error, false);
      throw error;
    }
    if (client !== connection) return;
    established = true;
    if (retries > 0) options.log(`content changes: the PostgreSQL notification connection is back after ${retries} attempts`);
    retries = 0;
    if (lostAt === undefined) hearHistory(clock, missed);
    else for (const row of missed) clock.hear(splitTags(row.tags));
    lostAt = undefined;
    live = true;
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
    clock,
    live: () => live,
    async close() {
      stopHearing();
      closed = true;
      live = false;
      if (timer) clearTimeout(timer);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => {});
    },
  };
}
