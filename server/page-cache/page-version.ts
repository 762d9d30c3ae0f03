import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isPostgres } from '../domains/search/rank-key.ts';

/**
 * The PostgreSQL channel that announces a new page version: one per schema, so app instances on
 * other schemas of the database (tests, DATABASE_SCHEMA) are not disturbed. A channel name has at
 * most 63 bytes; the listener computes it with the same SQL.
 */
export const VERSION_CHANNEL_SQL = sql<string>`left('pages:' || current_schema(), 63)`;

/**
 * Public pages changed: raises the page cache's version, so every app process treats the pages
 * it stored before as stale. Call it with the transaction of the write (last, so its row lock
 * is held briefly), or with the database right after the write commits and before answering.
 * On PostgreSQL it also notifies the listening processes; a notification sent in a transaction
 * is delivered when it commits, and never if it rolls back.
 */
export async function pagesChanged(db: Kysely<Database>): Promise<void> {
  const row = await db
    .updateTable('page_cache_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirst();
  if (row && isPostgres(db)) {
    await sql`select pg_notify(${VERSION_CHANNEL_SQL}, ${String(row.version)})`.execute(db);
    for (const listener of localChanges) listener(Number(row.version));
  }
}

const localChanges = new Set<(version: number) => void>();

/**
 * Hears this process's own version raises (PostgreSQL), as soon as they are written and before
 * they commit: the process's page caches then serve nothing until the notification of that
 * version comes back, so a reader of this process never gets a page older than the write it
 * was just answered (the notification reaches the process a few milliseconds after the commit).
 */
export function onLocalPagesChanged(listener: (version: number) => void): () => void {
  localChanges.add(listener);
  return () => localChanges.delete(listener);
}

/** Runs a write that changes public pages in one transaction, raising the page version last in it. */
export function changingPages<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await work(trx);
    await pagesChanged(trx);
    return result;
  });
}
