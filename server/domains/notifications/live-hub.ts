import type pg from 'pg';
import { postgresApplicationName, type DatabaseHandle } from '../../db/database.ts';
import { POSTGRES_CONNECT_TIMEOUT_MS } from '../../db/postgres-pool.ts';
import type { NotificationItem } from '../../../shared/contract/notifications.ts';
import { inbox, presentNotification } from './inbox.ts';
import { hiddenInSite } from './settings.ts';
import { onLiveSignal, parseSignal, type LiveSignal } from './live-signals.ts';

/** One open tab's stream (stream-route.ts). */
export interface LiveStream {
  userId: number;
  editionId: number;
  /** The unread count last sent (-1: none yet). */
  unread: number;
  notification(item: NotificationItem): void;
  unreadCount(unread: number): void;
  end(): void;
}

export interface LiveHub {
  /** Adds a stream; answers its removal. */
  open(stream: LiveStream): () => void;
  /** Streams open in this process, and of one user. */
  count(userId?: number): number;
  /** Sends each of the user's streams its unread count if it changed (a heartbeat's check). */
  recount(userId: number): Promise<void>;
  /** Ends every stream (shutdown: before the server stops waiting for its connections). */
  endAll(): void;
  close(): Promise<void>;
}

/** How often the newest notification id is looked at while streams are open: the ≤ 5 s target without a NOTIFY (SQLite, or a lost PostgreSQL listener). */
const POLL_MS = 1_000;
/** Most users asked for in one query of new notifications. */
const USERS_PER_QUERY = 500;

/**
 * Delivers new notifications to this process's open streams. Something was written when the
 * notifications subscriber says so (in this process), a NOTIFY comes (PostgreSQL: another process
 * wrote), or the newest id grew (a poll each second while streams are open, on both databases).
 * Then one query reads the notifications after the last id seen for the users with open streams.
 */
export async function startLiveHub(
  database: DatabaseHandle,
  options: { url?: string | undefined; schema?: string | undefined; log(message: string, error?: unknown): void },
): Promise<LiveHub> {
  const { db } = database;
  const box = inbox(db);
  const streams = new Map<number, Set<LiveStream>>();
  const newestSql = 'select coalesce(max(id), 0) as id from notifications';
  const newestSqlite = database.sqlite?.prepare(newestSql).pluck();
  const newest = async () =>
    newestSqlite
      ? Number(newestSqlite.get())
      : Number(
          (
            await db
              .selectFrom('notifications')
              .select((eb) => eb.fn.max('id').as('id'))
              .executeTakeFirst()
          )?.id ?? 0,
        );
  let lastId = await newest();
  let checking: Promise<void> | undefined;
  let checkAgain = false;
  let closed = false;

  const recount = async (userId: number) => {
    for (const stream of streams.get(userId) ?? []) {
      const unread = await box.unread(userId, stream.editionId);
      if (unread !== stream.unread) stream.unreadCount(unread);
    }
  };

  const deliver = async () => {
    const upTo = await newest();
    if (upTo <= lastId) return;
    const from = lastId;
    lastId = upTo;
    const users = [...streams.keys()];
    for (let at = 0; at < users.length; at += USERS_PER_QUERY) {
      const rows = await db
        .selectFrom('notifications')
        .selectAll()
        .where('id', '>', from)
        .where('id', '<=', upTo)
        .where('user_id', 'in', users.slice(at, at + USERS_PER_QUERY))
        .orderBy('id')
        .execute();
      const touched = new Set<number>();
      const hidden = new Map<string, Promise<string[]>>();
      const hiddenFor = (userId: number, editionId: number) => {
        const key = `${userId}:${editionId}`;
        let kinds = hidden.get(key);
        if (!kinds) hidden.set(key, (kinds = hiddenInSite(db, userId, editionId)));
        return kinds;
      };
      for (const row of rows) {
        const userId = Number(row.user_id);
        const open = streams.get(userId);
        if (!open) continue;
        touched.add(userId);
        const item = presentNotification(row);
        for (const stream of open) {
          if (Number(row.edition_id) !== stream.editionId && Number(row.edition_id) !== 0) continue;
          if ((await hiddenFor(userId, stream.editionId)).includes(item.kind)) continue;
          stream.notification(item);
        }
      }
      for (const userId of touched) await recount(userId);
    }
  };

  const check = (): Promise<void> => {
    if (checking) {
      checkAgain = true;
      return checking;
    }
    checking = (async () => {
      try {
        do {
          checkAgain = false;
          if (streams.size === 0) lastId = Math.max(lastId, await newest());
          else await deliver();
        } while (checkAgain && !closed);
      } catch (error) {
        if (!closed) options.log('notifications: delivering to open streams failed', error);
      } finally {
        checking = undefined;
      }
    })();
    return checking;
  };

  const hear = (signal: LiveSignal) => {
    if (signal.kind === 'written') void check();
    else if (streams.has(signal.userId)) void recount(signal.userId).catch((error: unknown) => options.log('notifications: recount failed', error));
  };
  const stopHearing = onLiveSignal(hear);
  const poller = setInterval(() => {
    if (streams.size > 0) void check();
  }, POLL_MS);
  poller.unref();
  const listener = options.url ? await listen(options.url, options.schema, hear, () => void check(), options.log) : undefined;

  return {
    open(stream) {
      let set = streams.get(stream.userId);
      if (!set) streams.set(stream.userId, (set = new Set()));
      set.add(stream);
      return () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(stream.userId) === set) streams.delete(stream.userId);
      };
    },
    count: (userId) => (userId === undefined ? [...streams.values()].reduce((sum, set) => sum + set.size, 0) : (streams.get(userId)?.size ?? 0)),
    recount,
    endAll() {
      for (const set of streams.values()) for (const stream of set) stream.end();
      streams.clear();
    },
    async close() {
      closed = true;
      stopHearing();
      clearInterval(poller);
      await listener?.close();
      await checking;
    },
  };
}

/** PostgreSQL: LISTEN on the schema's notices channel, reconnecting (a second apart) when the connection is lost; each reconnection checks for what it missed. */
async function listen(
  url: string,
  schema: string | undefined,
  hear: (signal: LiveSignal) => void,
  reconnected: () => void,
  log: (message: string, error?: unknown) => void,
): Promise<{ close(): Promise<void> }> {
  const { default: pgModule } = await import('pg');
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const connection = new pgModule.Client({
      connectionString: url,
      connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
      keepAlive: true,
      application_name: postgresApplicationName(schema),
      ...(schema ? { options: `-c search_path="${schema}"` } : {}),
    });
    client = connection;
    const lost = (error?: unknown) => {
      if (client !== connection) return;
      client = undefined;
      connection.removeAllListeners();
      connection.on('error', () => {});
      void connection.end().catch(() => {});
      if (closed) return;
      log('notifications: lost the PostgreSQL notification connection; reconnecting', error);
      timer = setTimeout(() => void connect().then(reconnected, () => {}), 1_000);
      timer.unref();
    };
    connection.on('error', lost);
    connection.on('end', () => lost());
    connection.on('notification', (message) => {
      const signal = parseSignal(message.payload);
      if (signal) hear(signal);
    });
    try {
      await connection.connect();
      const channel = await connection.query<{ channel: string }>(`select left('notices:' || current_schema(), 63) as channel`);
      await connection.query(`LISTEN ${connection.escapeIdentifier(channel.rows[0]!.channel)}`);
    } catch (error) {
      lost(error);
      throw error;
    }
  };
  // A first connection that fails is retried like a lost one: the poll delivers meanwhile.
  await connect().catch(() => {});
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const connection = client;
      client = undefined;
      await connection?.end().catch(() => {});
    },
  };
}
