import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.ts';

/**
 * How open tabs hear that notifications were written or read (live-hub.ts). In this process:
 * at once (tellLocalStreams, after the commit). In the others: PostgreSQL sends a NOTIFY on the
 * schema's channel at the commit; SQLite processes poll the newest notification id.
 */
export type LiveSignal = { kind: 'written' } | { kind: 'read'; userId: number };

/** The PostgreSQL channel, one per schema (as content changes' CHANGES_CHANNEL_SQL); at most 63 bytes. */
export const NOTICES_CHANNEL_SQL = sql<string>`left('notices:' || current_schema(), 63)`;

const listeners = new Set<(signal: LiveSignal) => void>();

export function onLiveSignal(listener: (signal: LiveSignal) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This process's open tabs hear it (call after the commit). */
export function tellLocalStreams(signal: LiveSignal): void {
  for (const listener of listeners) listener(signal);
}

/** In the transaction that wrote notifications: the other processes hear of it at its commit. */
export async function noticesWritten(trx: Db): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_notify(${NOTICES_CHANNEL_SQL}, 'written')`.execute(trx);
}

/** After a user marked notifications read: their tabs (here and elsewhere) update the unread count. */
export async function noticesRead(db: Db, userId: number): Promise<void> {
  if (isPostgres(db)) await sql`select pg_notify(${NOTICES_CHANNEL_SQL}, ${`read ${userId}`})`.execute(db);
  tellLocalStreams({ kind: 'read', userId });
}

/** A NOTIFY payload back as a signal (undefined for one this version does not know). */
export function parseSignal(payload: string | undefined): LiveSignal | undefined {
  if (payload === 'written') return { kind: 'written' };
  const read = /^read (\d+)$/.exec(payload ?? '');
  return read ? { kind: 'read', userId: Number(read[1]) } : undefined;
}
