import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../../tests/support/test-server.ts';
import type { Db } from '../db/database.ts';
import { announce, type StoredActivity } from './activity.ts';
import { startDispatcher, type Subscriber } from './dispatcher.ts';

const CHILD = path.resolve(import.meta.dirname, '../../tests/support/dispatcher-process.ts');

/** Activities nobody is told about (no such user): the app's own subscribers leave them be. */
const grant = (n: number) => ({ kind: 'grant_given' as const, user_id: 900_000_000 + n, grant: `g${n}`, by_id: null });

describe.each(dialects)('the activity dispatcher on %s', (dialect) => {
  let server: TestServer;
  let other: TestServer;
  let runs = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    other = await startTestServer(dialect, { sameDatabaseAs: server });
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  const announceMany = async (count: number, from = 0) => {
    for (let n = from; n < from + count; n++) await server.db.transaction().execute((trx) => announce(trx, 1, grant(n)));
  };
  /** A subscriber that writes one marker row per activity in the dispatcher's transaction (a duplicate would break the primary key). */
  const marking = (name: string, seen: number[], fail?: (batch: StoredActivity[]) => boolean): Subscriber => ({
    name,
    async handle(trx, batch) {
      for (const stored of batch)
        await trx
          .insertInto('activity_cursors')
          .values({ name: `${name}:${stored.id}`, last_id: 0 })
          .execute();
      if (fail?.(batch)) throw new Error('crash in the middle of a batch');
      seen.push(...batch.map((stored) => stored.id));
    },
  });
  const markers = async (db: Db, name: string) =>
    (await db.selectFrom('activity_cursors').select('name').where('name', 'like', `${name}:%`).execute())
      .map((row) => Number(row.name.split(':')[1]))
      .sort((a, b) => a - b);
  const ids = async (after: number) =>
    (await server.db.selectFrom('activities').select('id').where('id', '>', after).orderBy('id').execute()).map((row) => Number(row.id));
  const newest = async () =>
    Number(
      (
        await server.db
          .selectFrom('activities')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );

  it('hands each activity to a subscriber once, in id order, in batches, from where its cursor stands', async () => {
    const name = `test-order-${++runs}`;
    const start = await newest();
    await server.db.insertInto('activity_cursors').values({ name, last_id: start }).execute();
    await announceMany(25);
    const seen: number[] = [];
    const dispatcher = startDispatcher(server.db, [marking(name, seen)], { batchSize: 10, pollMs: 60_000, log: () => {} });
    await dispatcher.drain();
    const expected = await ids(start);
    expect(seen).toEqual(expected);
    expect(await markers(server.db, name)).toEqual(expected);
    // Nothing new: nothing handled again; something new: only that.
    await dispatcher.drain();
    await announceMany(1, 100);
    await dispatcher.drain();
    expect(seen).toEqual(await ids(start));
    await dispatcher.close();
  });

  it('rolls a failed batch back with its cursor, and hands it over again', async () => {
    const name = `test-crash-${++runs}`;
    const start = await newest();
    await server.db.insertInto('activity_cursors').values({ name, last_id: start }).execute();
    await announceMany(5, 200);
    const seen: number[] = [];
    let failures = 0;
    const errors: unknown[] = [];
    const dispatcher = startDispatcher(server.db, [marking(name, seen, () => failures++ === 0)], {
      pollMs: 60_000,
      log: (_message, error) => errors.push(error),
    });
    await dispatcher.drain();
    await dispatcher.drain();
    expect(errors).toHaveLength(1);
    const expected = await ids(start);
    expect(seen).toEqual(expected);
    expect(await markers(server.db, name)).toEqual(expected);
    await dispatcher.close();
  });

  it('lets two processes share a subscriber: every activity handled exactly once between them', async () => {
    const name = `test-share-${++runs}`;
    const start = await newest();
    await server.db.insertInto('activity_cursors').values({ name, last_id: start }).execute();
    const seenHere: number[] = [];
    // The other process: a child with a dispatcher of its own over the same database (SQLite's file, or PostgreSQL's schema).
    const child = execFile(
      process.execPath,
      [
        '--import',
        'tsx',
        CHILD,
        path.join(server.dataDir, 'almanac.sqlite'),
        name,
        '1500',
        ...(dialect === 'postgres' ? [process.env.DATABASE_URL!, server.schema] : []),
      ],
      { timeout: 60_000 },
    );
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve) => child.stderr!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()));
    // The other process alone first, until it has taken a batch; then this one joins (it hears its own writes at once).
    await announceMany(15, 300);
    const cursor = async () =>
      Number((await server.db.selectFrom('activity_cursors').select('last_id').where('name', '=', name).executeTakeFirstOrThrow()).last_id);
    while ((await cursor()) === start) await new Promise((resolve) => setTimeout(resolve, 10));
    const here = startDispatcher(server.db, [marking(name, seenHere)], { batchSize: 3, pollMs: 5, log: () => {} });
    await announceMany(15, 315);
    await exited;
    const seenThere = JSON.parse(stdout) as number[];
    // Both took part (the other one polls every 5 ms, this one hears its own writes).
    expect(seenThere.length).toBeGreaterThan(0);
    expect(seenHere.length).toBeGreaterThan(0);
    await here.drain();
    await here.close();
    const expected = await ids(start);
    expect([...seenHere, ...seenThere].sort((a, b) => a - b)).toEqual(expected);
    expect(await markers(server.db, name)).toEqual(expected);
  });

  // SQLite has one writer: the second write cannot even begin while the first is open.
  it.skipIf(dialect === 'sqlite')('never passes an activity whose transaction has not committed yet', async () => {
    const name = `test-gap-${++runs}`;
    const start = await newest();
    await server.db.insertInto('activity_cursors').values({ name, last_id: start }).execute();
    const seen: number[] = [];
    const dispatcher = startDispatcher(other.db, [marking(name, seen)], { pollMs: 60_000, log: () => {} });
    let commitFirst!: () => void;
    const held = new Promise<void>((resolve) => (commitFirst = resolve));
    let firstAnnounced!: () => void;
    const announcedFirst = new Promise<void>((resolve) => (firstAnnounced = resolve));
    // The first write announces and stays open; a second one announces meanwhile (from another process) and commits.
    const first = server.db.transaction().execute(async (trx) => {
      await announce(trx, 1, grant(400));
      firstAnnounced();
      await held;
    });
    await announcedFirst;
    const second = other.db.transaction().execute((trx) => announce(trx, 1, grant(401)));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await dispatcher.drain();
    expect(seen).toEqual([]);
    commitFirst();
    await Promise.all([first, second]);
    await dispatcher.drain();
    expect(seen).toEqual(await ids(start));
    expect(seen).toHaveLength(2);
    await dispatcher.close();
  });
});
