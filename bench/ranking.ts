/**
 * Contributor ranking benchmark: `npm run bench:ranking`.
 *
 * Creates a temporary SQLite database, migrates it, and records BENCH_RECORDS contributions
 * (default 1,000,000) through the ranking's recording path (recordContributions: the records
 * and their daily, total and per-entry aggregates, one transaction per batch of
 * BENCH_BATCH, default 10,000). Records spread over BENCH_USERS users (default 5,000, a few
 * of them very active) and the last 400 days; half are made to one of 2,000 entries. Then it
 * times the ranking query of each window (weekly, monthly, overall: first page of 50 and a
 * deep page), an entry's contributors and a single recordContribution, and checks the
 * aggregates against a full rebuild. It prints figures; it is not a test and never fails on a
 * time. The database folder is removed at the end.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { factories } from '../server/seed/factories.ts';
import { rankingService } from '../server/domains/living/ranking/ranking-service.ts';
import {
  rebuildContributionAggregates,
  recordContribution,
  recordContributions,
  type ContributionInput,
} from '../server/domains/living/ranking/contribution-ledger.ts';
import { createRandom } from '../server/seed/demo/random.ts';
import { heading, integer, printTable } from './format.ts';
import { wholeNumberFromEnv } from './settings.ts';

const DAY = 86_400;
const SPAN_DAYS = 400;
const CONTENTS = 2_000;
const REPEATS = 15;

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

/** Runs fn REPEATS times after one warm-up run; answers the median and the slowest, in ms. */
async function time(fn: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  await fn();
  const runs: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const start = performance.now();
    await fn();
    runs.push(performance.now() - start);
  }
  runs.sort((a, b) => a - b);
  return { median: runs[Math.floor(runs.length / 2)]!, max: runs[runs.length - 1]! };
}

async function count(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  table: 'contribution_records' | 'contribution_daily' | 'contribution_totals' | 'contribution_content',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function main(): Promise<void> {
  const total = wholeNumberFromEnv('BENCH_RECORDS', 1_000_000);
  const batch = wholeNumberFromEnv('BENCH_BATCH', 10_000);
  const userCount = wholeNumberFromEnv('BENCH_USERS', 5_000);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-bench-ranking-'));
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    await migrateToLatest(db as never, database.dialect);
    console.log(`Ranking benchmark: node ${process.version}, SQLite at ${dataDir}`);
    console.log(`${integer(total)} records, ${integer(userCount)} users, ${integer(CONTENTS)} entries, ${SPAN_DAYS} days, batches of ${integer(batch)}`);

    const make = factories(db);
    const edition = await make.edition({ app_sn: 'bench', game: 'bench', base_path: '/bench/wiki/' });
    const userIds: number[] = [];
    const contentIds: number[] = [];
    await db.transaction().execute(async (trx) => {
      const tx = factories(trx);
      for (let i = 0; i < userCount; i++) userIds.push((await tx.user({ name: `user${i + 1}`, avatar: i % 9, gender: i % 3 })).id);
      for (let i = 0; i < CONTENTS; i++) contentIds.push((await tx.content(edition.id, { title: `entry ${i + 1}` })).id);
    });

    const random = createRandom(7);
    const now = Math.floor(Date.now() / 1000);
    const next = (): ContributionInput => {
      // A few users make most contributions: the square skews picks towards the first ids.
      const pick = random.next();
      const userId = userIds[Math.floor(pick * pick * userIds.length)]!;
      return {
        editionId: edition.id,
        userId,
        kind: random.next() < 0.2 ? 'correction' : 'entry_edit',
        value: random.int(1, 10),
        createdAt: now - random.int(0, SPAN_DAYS * DAY),
        contentId: random.next() < 0.5 ? contentIds[random.int(0, contentIds.length - 1)]! : null,
      };
    };

    const insertStart = performance.now();
    let written = 0;
    let lastReport = insertStart;
    while (written < total) {
      const size = Math.min(batch, total - written);
      await recordContributions(db, Array.from({ length: size }, next));
      written += size;
      if (performance.now() - lastReport > 5_000 || written === total) {
        lastReport = performance.now();
        const seconds = (lastReport - insertStart) / 1000;
        console.log(`  ${integer(written)} recorded in ${seconds.toFixed(1)} s (${integer(written / seconds)} records/s)`);
      }
    }
    await sql`analyze`.execute(db);

    heading('Table sizes');
    printTable(
      ['table', 'rows'],
      await Promise.all(
        (['contribution_records', 'contribution_daily', 'contribution_totals', 'contribution_content'] as const).map(async (table) => [
          table,
          integer(await count(db, table)),
        ]),
      ),
    );

    const service = rankingService(db);
    const busiest = await db
      .selectFrom('contribution_content')
      .select('content_id')
      .where('edition_id', '=', edition.id)
      .groupBy('content_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const rows: string[][] = [];
    for (const [name, type] of [
      ['weekly (type 1)', 1],
      ['monthly (type 2)', 2],
      ['overall (type 3)', 3],
    ] as const) {
      const first = await service.list(edition.id, type, { pageNum: 1, pageSize: 50 });
      const top = await time(() => service.list(edition.id, type, { pageNum: 1, pageSize: 50 }));
      const limited = await time(() => service.list(edition.id, type, { pageNum: 1, pageSize: 6 }));
      const deepPage = Math.max(1, Math.ceil(first.total / 50));
      const deep = await time(() => service.list(edition.id, type, { pageNum: deepPage, pageSize: 50 }));
      rows.push([name, integer(first.total), ms(limited.median), ms(top.median), ms(top.max), `${ms(deep.median)} (page ${deepPage})`]);
    }
    heading(`Ranking query (with total), median of ${REPEATS} runs`);
    printTable(['window', 'contributors', 'page 1 of 6', 'page 1 of 50', 'slowest of 50', 'last page of 50'], rows);

    const contributors = await time(() => service.contributors(edition.id, busiest.content_id, 100));
    const single = await time(() =>
      recordContribution(db, { editionId: edition.id, userId: userIds[0]!, kind: 'entry_edit', value: 1, contentId: contentIds[0]! }),
    );
    heading('Other calls, median');
    printTable(
      ['call', 'median', 'slowest'],
      [
        [`contributors of the busiest entry (${busiest.content_id})`, ms(contributors.median), ms(contributors.max)],
        ['recordContribution (one record, own transaction)', ms(single.median), ms(single.max)],
      ],
    );

    // The aggregates kept on the way must equal a rebuild from the records.
    const before = await service.list(edition.id, 2, { pageNum: 1, pageSize: 50 });
    const rebuildStart = performance.now();
    await rebuildContributionAggregates(db, edition.id);
    const rebuildMs = performance.now() - rebuildStart;
    const after = await service.list(edition.id, 2, { pageNum: 1, pageSize: 50 });
    const same = JSON.stringify(before) === JSON.stringify(after);
    heading('Rebuild from contribution_records');
    console.log(`rebuilt in ${ms(rebuildMs)}; monthly list ${same ? 'identical' : 'DIFFERENT'} before and after`);
    if (!same) process.exitCode = 1;
  } finally {
    await database.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
