import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { isPostgres, type Db } from '../db/database.ts';
import { onLocalAnnounce, readActivity, type StoredActivity } from './activity.ts';

/** One reader of the activities outbox (activity.ts), by a name that is its cursor's. */
export interface Subscriber {
  name: string;
  /**
   * Handles activities in id order, in the dispatcher's transaction, which also advances the
   * cursor: what it writes is committed exactly when the cursor moves past these activities. A
   * throw rolls both back; the batch is read again at the next turn.
   */
  handle(trx: Transaction<Database>, batch: StoredActivity[]): Promise<void>;
  /**
   * Optional, before the batch's transaction: work done in short transactions of its own so that
   * the batch's one stays short (SQLite: one connection and one writer for the whole process). It
   * may run again for the same activities (after a crash, or in two processes at once): it must
   * be idempotent, and handle() must finish whatever it left.
   */
  prepare?(db: Db, batch: StoredActivity[]): Promise<void>;
  /** After the batch's transaction committed (e.g. telling this process's open tabs). */
  committed?(batch: StoredActivity[]): void;
}

export interface DispatcherOptions {
  /** How often the outbox is looked at (ms); writes of this process are read at once (onLocalAnnounce). */
  pollMs?: number;
  /** Most activities one transaction handles. */
  batchSize?: number;
  log(message: string, error?: unknown): void;
}

export interface Dispatcher {
  /** Reads what is new now (tests, after a write; also what onLocalAnnounce does). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/**
 * After this process announces, the outbox is read again at these delays (ms). PostgreSQL: the
 * write may not have committed at the first. SQLite: the process has one connection, taken in
 * turn: a turn queued at once would run between the write's commit and the rest of its request
 * (its answer's reads), which would then wait for the whole fan-out; a moment later the request
 * has been answered.
 */
const KICK_DELAYS_MS = { postgres: [5, 60, 200], sqlite: [40, 200] };

/**
 * Runs subscribers over the outbox, in every app process. Each turn, for each subscriber, one
 * transaction: lock its cursor row (PostgreSQL `for update skip locked`: another process holding
 * it is doing this turn; SQLite's transactions take the one write lock), read up to batchSize
 * activities after it in id order, let the subscriber handle them, move the cursor. Exactly once
 * and crash-safe: the handling and the cursor commit together. Ids become visible in id order
 * (announce), so a cursor never passes an activity still to come. A turn is skipped without a
 * transaction while the outbox's newest id is at every cursor this process saw.
 */
export function startDispatcher(db: Db, subscribers: Subscriber[], options: DispatcherOptions): Dispatcher {
  const pollMs = options.pollMs ?? 250;
  const batchSize = options.batchSize ?? 500;
  const postgres = isPostgres(db);
  const seen = new Map<string, number>();
  let closed = false;
  let running: Promise<void> | undefined;
  let again = false;
  let ready: Promise<void> | undefined;

  // Every cursor row exists before the turns lock it.
  const ensureCursors = () =>
    (ready ??= (async () => {
      for (const { name } of subscribers) {
        await db
          .insertInto('activity_cursors')
          .values({ name, last_id: 0 })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      }
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));

  /** One batch of one subscriber: answers whether there may be more. */
  const step = async (subscriber: Subscriber) => {
    let handled: StoredActivity[] = [];
    let advanced: number | undefined;
    if (subscriber.prepare) {
      // A look at the batch without the lock: what the locked read below finds is handled in full all the same.
      const from = await db.selectFrom('activity_cursors').select('last_id').where('name', '=', subscriber.name).executeTakeFirst();
      const ahead = await db
        .selectFrom('activities')
        .selectAll()
        .where('id', '>', Number(from?.last_id ?? 0))
        .orderBy('id')
        .limit(batchSize)
        .execute();
      const batch = ahead.map(readActivity).filter((activity): activity is StoredActivity => activity !== null);
      if (batch.length > 0) await subscriber.prepare(db, batch);
    }
    const more = await db.transaction().execute(async (trx) => {
      let cursor = trx.selectFrom('activity_cursors').select('last_id').where('name', '=', subscriber.name);
      if (postgres) cursor = cursor.forUpdate().skipLocked();
      const row = await cursor.executeTakeFirst();
      if (!row) return false;
      const last = Number(row.last_id);
      const rows = await trx.selectFrom('activities').selectAll().where('id', '>', last).orderBy('id').limit(batchSize).execute();
      if (rows.length === 0) {
        seen.set(subscriber.name, last);
        return false;
      }
      const batch = rows.map(readActivity).filter((activity): activity is StoredActivity => activity !== null);
      if (batch.length > 0) await subscriber.handle(trx, batch);
      const next = Number(rows[rows.length - 1]!.id);
      await trx.updateTable('activity_cursors').set({ last_id: next }).where('name', '=', subscriber.name).execute();
      advanced = next;
      handled = batch;
      return rows.length === batchSize;
    });
    // Only once committed: a cursor move that rolled back is not taken as seen.
    if (advanced !== undefined) seen.set(subscriber.name, advanced);
    if (handled.length > 0) subscriber.committed?.(handled);
    return more;
  };

  const turn = async () => {
    await ensureCursors();
    const newest = await db
      .selectFrom('activities')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const newestId = Number(newest?.id ?? 0);
    for (const subscriber of subscribers) {
      if ((seen.get(subscriber.name) ?? -1) >= newestId) continue;
      while (!closed && (await step(subscriber)));
    }
  };

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await turn();
        } while (again && !closed);
      } catch (error) {
        if (!closed) options.log('activity dispatcher: a turn failed; trying again at the next', error);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  const kicks = new Set<NodeJS.Timeout>();
  const stopHearing = onLocalAnnounce(() => {
    if (closed) return;
    for (const delay of KICK_DELAYS_MS[postgres ? 'postgres' : 'sqlite']) {
      const kick = setTimeout(() => {
        kicks.delete(kick);
        void run();
      }, delay);
      kick.unref();
      kicks.add(kick);
    }
  });
  void run();

  return {
    async drain() {
      // A turn already going may have read before the caller's write: run one more after it.
      await running;
      await run();
    },
    async close() {
      closed = true;
      stopHearing();
      clearInterval(timer);
      for (const kick of kicks) clearTimeout(kick);
      await running;
    },
  };
}
