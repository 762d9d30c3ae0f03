/**
 * Notification fan-out benchmark: `npm run bench:fanout` (issue 32).
 *
 * A temporary database (SQLite, or BENCH_DATABASE_URL's PostgreSQL in a new schema, dropped
 * afterwards) with two entries in one channel: one nobody follows, one followed by
 * BENCH_FOLLOWERS readers (default 10,000). The API server runs in this process on a free
 * 127.0.0.1 port, with its activity dispatcher. Each round an editor submits an edit of each
 * entry and a reviewer approves it over HTTP; the approval request is timed (it announces the
 * activity in its transaction, nothing more), then the deferred fan-out: from the approval's
 * answer until the notifications subscriber's cursor has passed its activity (its
 * notifications are committed). Rounds alternate the entries; each figure is the median (and
 * the slowest) over BENCH_ROUNDS rounds after one warm-up. Target: the followed entry's approval
 * costs at most 50 ms more than the other's. It prints figures; it never fails on a time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from '../server/app.ts';
import { loadConfig } from '../server/config/env.ts';
import { openDatabase, type Db } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { dropPostgresSchema } from '../server/db/schema-lock.ts';
import { permissionStore } from '../server/domains/accounts/permissions.ts';
import { sessionStore } from '../server/domains/accounts/sessions.ts';
import { SESSION_COOKIE } from '../server/api/session-cookie.ts';
import { factories } from '../server/seed/factories.ts';
import { localStorage } from '../server/storage/local-storage.ts';
import type { EntryDocInput } from '../shared/contract/entry-page.ts';
import { heading, integer, printTable } from './format.ts';
import { wholeNumberFromEnv } from './settings.ts';

const TARGET_MS = 50;
const fixed = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]! };
}

const doc = (name: string): EntryDocInput => ({
  name,
  desc: `${name}的简介`,
  modules: [
    {
      id: 'a',
      name: '简介',
      components: [{ component_id: 'rich_text', layout: '', style: '', data: { doc: [{ type: 'paragraph', children: [{ text: name }] }] } }],
    },
  ],
});

async function signedIn(db: Db, userId: number) {
  const { token } = await sessionStore(db).create(userId, { userAgent: 'bench', ip: '127.0.0.1' });
  return `${SESSION_COOKIE}=${token}`;
}

async function main(): Promise<void> {
  const followers = wholeNumberFromEnv('BENCH_FOLLOWERS', 10_000);
  const rounds = wholeNumberFromEnv('BENCH_ROUNDS', 9);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-bench-fanout-'));
  const schema = databaseUrl ? `bench_fanout_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    HOST: '127.0.0.1',
    PORT: '0',
    OVERLOAD_DELAY_MS: '0',
    OVERLOAD_BUDGET_MS: '0',
  });
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir });
  let app: Awaited<ReturnType<typeof buildServer>> | undefined;
  try {
    const { db, dialect } = database;
    await migrateToLatest(db as never, dialect);
    console.log(`Notification fan-out benchmark: node ${process.version}, ${dialect === 'postgres' ? `PostgreSQL schema ${schema}` : `SQLite at ${dataDir}`}`);
    const make = factories(db);
    const edition = await make.edition({ app_sn: 'bench', game: 'bench', base_path: '/bench/wiki/' });
    const menuId = (await make.channel(edition.id, { name: '角色' })).id;
    const quiet = (await make.entryPage(edition.id, doc('无人关注'), { menuId })).contentId;
    const followed = (await make.entryPage(edition.id, doc('万人关注'), { menuId })).contentId;
    const reviewer = await make.user({ name: 'reviewer' });
    await permissionStore(db).grant(Number(reviewer.id), 'AUDIT', edition.id);
    const reviewerCookie = await signedIn(db, Number(reviewer.id));

    let start = performance.now();
    await db.transaction().execute(async (trx) => {
      const now = Date.now();
      for (let at = 0; at < followers; at += 1000) {
        const users = await trx
          .insertInto('users')
          .values(Array.from({ length: Math.min(1000, followers - at) }, (_, i) => ({ name: `reader${at + i}`, created_at: 0 })))
          .returning('id')
          .execute();
        await trx
          .insertInto('watches')
          .values(
            users.map((user) => ({
              user_id: Number(user.id),
              edition_id: edition.id,
              target_kind: 'entry',
              target_id: followed,
              source: 'manual',
              created_at: now,
            })),
          )
          .execute();
      }
    });
    console.log(`${integer(followers)} readers following entry ${followed} written in ${((performance.now() - start) / 1000).toFixed(1)} s`);

    app = await buildServer({ config, database, storage: localStorage(path.join(dataDir, 'uploads')) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/bench/wapi`;
    const call = async (pathName: string, cookie: string, body?: unknown) => {
      const response = await fetch(`${base}/${pathName}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as { retcode: number; message: string; data: Record<string, unknown> };
      if (answer.retcode !== 0) throw new Error(`${pathName}: ${answer.retcode} ${answer.message}`);
      return answer.data;
    };
    const cursor = async () =>
      Number((await db.selectFrom('activity_cursors').select('last_id').where('name', '=', 'notifications').executeTakeFirst())?.last_id ?? 0);
    const newestActivity = async () =>
      Number(
        (
          await db
            .selectFrom('activities')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirst()
        )?.id ?? 0,
      );

    /** One edit of the entry, approved: the approval's time, the deferred fan-out's, and how many it told. */
    const publish = async (contentId: number, round: number) => {
      const editor = await make.user({ name: `editor${contentId}_${round}` });
      const cookie = await signedIn(db, Number(editor.id));
      const current = (await call(`entry_page/pre_edit_data?entry_page_id=${contentId}`, cookie)) as { version: number; doc: EntryDocInput };
      const edited = { ...current.doc, desc: `${current.doc.desc ?? ''} ${round}` };
      const { audit_id } = (await call('commit_content', cookie, {
        entry_page_id: contentId,
        base_version: current.version,
        doc: edited,
        summary: `round ${round}`,
      })) as { audit_id: number };
      const began = performance.now();
      await call('audit_content/update', reviewerCookie, { audit_id, action: 'approve' });
      const answered = performance.now();
      const activity = await newestActivity();
      while ((await cursor()) < activity) await new Promise((resolve) => setTimeout(resolve, 1));
      const told = await db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('kind', '=', 'entry_changed')
        .where('activity_id', '<=', activity)
        .where('activity_id', '>', activity - 2)
        .executeTakeFirstOrThrow();
      return { approve: answered - began, fanOut: performance.now() - answered, told: Number(told.n) };
    };

    await publish(quiet, 0);
    await publish(followed, 0);
    const figures = { quiet: [] as number[], followed: [] as number[], quietFanOut: [] as number[], fanOut: [] as number[], told: 0 };
    start = performance.now();
    for (let round = 1; round <= rounds; round++) {
      const first = round % 2 === 0 ? [quiet, followed] : [followed, quiet];
      for (const contentId of first) {
        const result = await publish(contentId, round);
        if (contentId === followed) {
          figures.followed.push(result.approve);
          figures.fanOut.push(result.fanOut);
          figures.told = result.told;
        } else {
          figures.quiet.push(result.approve);
          figures.quietFanOut.push(result.fanOut);
        }
      }
    }
    const [quietApprove, followedApprove, quietFanOut, fanOut] = [figures.quiet, figures.followed, figures.quietFanOut, figures.fanOut].map(summary);
    heading(`Approving an edit (POST audit_content/update), ${rounds} rounds, median and slowest`);
    printTable(
      ['', 'approval request', 'slowest', 'deferred fan-out', 'slowest', 'notified'],
      [
        ['entry nobody follows', fixed(quietApprove!.median), fixed(quietApprove!.max), fixed(quietFanOut!.median), fixed(quietFanOut!.max), '0'],
        [
          `entry ${integer(followers)} follow`,
          fixed(followedApprove!.median),
          fixed(followedApprove!.max),
          fixed(fanOut!.median),
          fixed(fanOut!.max),
          integer(figures.told),
        ],
      ],
    );
    const added = followedApprove!.median - quietApprove!.median;
    console.log(
      `\nadded to the publishing request by ${integer(followers)} followers: ${fixed(added)} (target ≤ ${TARGET_MS} ms: ${added <= TARGET_MS ? 'met' : 'NOT MET'})`,
    );
    console.log(
      `fan-out rate: ${integer(figures.told / (fanOut!.median / 1000))} notifications/s (INSERT … SELECT from watches, by the dispatcher after the commit; on SQLite in steps of 1,000)`,
    );
    console.log(`(${((performance.now() - start) / 1000).toFixed(1)} s of rounds)`);
  } finally {
    await app?.close();
    await database.destroy();
    if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
