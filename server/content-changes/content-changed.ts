import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isPostgres } from '../db/database.ts';
import { joinTags, type ContentTag } from './content-tags.ts';

/**
 * The PostgreSQL channel that announces content changes: one per schema, so app instances on
 * other schemas of the database (tests, DATABASE_SCHEMA) are not disturbed. A channel name has
 * at most 63 bytes; the listener computes it with the same SQL.
 */
export const CHANGES_CHANNEL_SQL = sql<string>`left('changes:' || current_schema(), 63)`;

/** A NOTIFY payload is under 8,000 bytes: a change with more tags than fit is announced as `site` (every page). */
const MAX_PAYLOAD = 7_000;

/** Hears a content change written by this process, before it commits (see onLocalContentChange). */
export type ContentChangeListener = (tags: readonly ContentTag[]) => void;

const localListeners = new Set<ContentChangeListener>();

/**
 * The one "content changed" event: every write that changes what public pages show raises it,
 * in the write's transaction (last, when it knows what it changed), naming what it changed
 * (content-tags.ts). It is logged in content_changes, which every process reads (SQLite) or is
 * told about at commit by a NOTIFY (PostgreSQL; never if the transaction rolls back), and this
 * process hears it at once (onLocalContentChange). Subscribers (the page cache, the HTTP cache
 * purge) act on the tags.
 */
export async function contentChanged(db: Kysely<Database>, tags: readonly ContentTag[]): Promise<void> {
  if (tags.length === 0) return;
  const joined = joinTags(tags);
  const row = await db.insertInto('content_changes').values({ tags: joined, changed_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
  if (isPostgres(db)) {
    const payload = `${row.id} ${Buffer.byteLength(joined) > MAX_PAYLOAD ? 'site' : joined}`;
    await sql`select pg_notify(${CHANGES_CHANNEL_SQL}, ${payload})`.execute(db);
  }
  for (const listener of localListeners) listener(tags);
}

/**
 * Hears this process's own content changes as soon as they are written, before they commit:
 * pages carrying their tags are stale at once here, so a reader of this process never gets a
 * page older than the write it was just answered. The change is heard again when it is read back
 * from the log or its NOTIFY comes (after the commit), which makes a page rendered meanwhile
 * (before the commit, from the old rows) stale too.
 */
export function onLocalContentChange(listener: ContentChangeListener): () => void {
  localListeners.add(listener);
  return () => localListeners.delete(listener);
}

/** How long the log keeps a change: the feeds read it within milliseconds; a day is for people looking into one. */
const KEPT_MS = 24 * 3_600_000;

/** Drops changes older than a day from the log (housekeeping); answers how many. */
export async function pruneContentChanges(db: Kysely<Database>, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('content_changes')
    .where('changed_at', '<', now - KEPT_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Runs a write that changes public content in one transaction, raising the change last in it. */
export function changingContent<T>(db: Kysely<Database>, tags: readonly ContentTag[], work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const result = await work(trx);
    await contentChanged(trx, tags);
    return result;
  });
}
