/**
 * Search benchmark: `npm run bench:search` (issue #29's targets).
 *
 * Generates BENCH_SEARCH_ENTRIES (default 100,000; the target run is 1,000,000) entry pages with
 * names as a Chinese game wiki has them (bench/search/names.ts: Han characters by frequency, 2–6
 * characters, 之 and 的 inside, numbered sequels, aliases, some mixed-script names) directly into a
 * fresh database (a temporary SQLite file, or a new bench_search_<random> schema of
 * BENCH_DATABASE_URL's PostgreSQL, dropped afterwards), times a full index build
 * (rebuildSearchIndex), prints the index's size on disk, starts the API server on a free
 * 127.0.0.1 port and measures /wapi/search and /wapi/search_suggestion: p50, p95, p99 over
 * BENCH_SEARCH_QUERIES sequential requests per class (after 30 warm-up ones), results per
 * request, the share of queries whose intended entry (the one the keyword was made from) is in the
 * top 3, drawn by page views and uniformly, and for full names the share that find every page
 * whose name contains them. BENCH_SEARCH_MISSES=n prints n missed top-3 queries per class.
 * It prints figures; it is not a test and never fails on a time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildServer } from '../server/app.ts';
import { loadConfig } from '../server/config/env.ts';
import { openDatabase, sqliteFileIn } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { dropPostgresSchema } from '../server/db/schema-lock.ts';
import { rebuildSearchIndex } from '../server/domains/search/reindex.ts';
import { createRandom } from '../server/seed/demo/random.ts';
import { localStorage } from '../server/storage/local-storage.ts';
import { heading, integer, kib } from './format.ts';
import { typingCeilings } from './search/ceiling.ts';
import { generateCorpus } from './search/generate.ts';
import { searchIndexSize } from './search/index-size.ts';
import { queryClasses } from './search/classes.ts';
import { completeness, measure, type Query } from './search/measure.ts';
import { printResults, type ClassResult } from './search/report.ts';
import type { Typing } from './search/typing.ts';
import { wholeNumberFromEnv } from './settings.ts';

const ENTRIES = wholeNumberFromEnv('BENCH_SEARCH_ENTRIES', 100_000);
const QUERIES = wholeNumberFromEnv('BENCH_SEARCH_QUERIES', 300);
const WARMUP = 30;
/** Missed top-3 queries printed per class, with what came first (to see why). */
const MISSES = Number(process.env.BENCH_SEARCH_MISSES ?? 0) || 0;

const seconds = (since: number) => (performance.now() - since) / 1000;
const peakMemory = () => `peak RSS ${integer(process.resourceUsage().maxRSS / 1024)} MB`;

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-bench-search-'));
  const schema = databaseUrl ? `bench_search_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir });
  let app: Awaited<ReturnType<typeof buildServer>> | undefined;
  try {
    const { db, dialect } = database;
    await migrateToLatest(db as never, dialect);
    console.log(`Search benchmark: node ${process.version}, ${dialect === 'postgres' ? `PostgreSQL schema ${schema}` : `SQLite at ${dataDir}`}`);
    const edition = await db
      .insertInto('editions')
      .values({ app_sn: 'bench', game: 'bench', name: 'Bench', base_path: '/bench/wiki/', created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const random = createRandom(20261122);

    let start = performance.now();
    const corpus = await generateCorpus(db, edition.id, random, ENTRIES, (done) => {
      if (done % 100_000 === 0 && done < ENTRIES) console.log(`  ${integer(done)} entries written (${seconds(start).toFixed(0)} s)`);
    });
    const generation = seconds(start);
    console.log(`${integer(ENTRIES)} entries generated in ${generation.toFixed(1)} s (${integer(ENTRIES / generation)} entries/s), ${peakMemory()}`);
    start = performance.now();
    const indexed = await rebuildSearchIndex(db);
    const build = seconds(start);
    console.log(
      `full reindex (rebuildSearchIndex): ${integer(indexed)} entries in ${build.toFixed(1)} s (${integer(indexed / build)} entries/s), ${peakMemory()}`,
    );
    await sql`analyze`.execute(db);

    const size = await searchIndexSize(db, dialect, sqliteFileIn(dataDir));
    const total = size.tables.reduce((sum, table) => sum + table.bytes, 0);
    heading(`Search index on disk: ${kib(total)} (${integer(total / Math.max(1, indexed))} B an entry)${size.note ? `; ${size.note}` : ''}`);
    for (const table of size.tables) console.log(`  ${table.name.padEnd(28)} ${kib(table.bytes).padStart(10)}`);
    if (size.fileBytes !== undefined) console.log(`  (the whole SQLite file: ${kib(size.fileBytes)})`);

    app = await buildServer({ config, database, storage: localStorage(path.join(dataDir, 'uploads')) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/bench`;

    const results: ClassResult[] = [];
    // The typed classes' queries, drawn by views and uniformly, for their top-3 ceilings.
    const typedRuns: Array<{ result: ClassResult; typing: Typing; byViews: Query[]; uniform: Query[] }> = [];
    for (const queryClass of queryClasses(corpus, random)) {
      // Every keyword is made before the clock starts: pinyin and OpenCC are not timed.
      const draw = (weighting: 'views' | 'uniform') =>
        Array.from({ length: WARMUP + QUERIES }, () => queryClass.make(weighting)).filter((query): query is Query => query !== undefined);
      const drawn = draw(queryClass.weighting);
      if (drawn.length <= WARMUP) {
        results.push({ label: queryClass.label, latency: undefined });
        continue;
      }
      const route = queryClass.route ?? '/wapi/search';
      const latency = await measure(base, route, drawn.slice(0, WARMUP), drawn.slice(WARMUP), MISSES);
      const byViews = queryClass.weighting === 'views';
      // Drawn uniformly: a second run of the same size, for its top-3 share alone.
      const uniform = byViews ? draw('uniform').slice(WARMUP) : [];
      const uniformTop3 = byViews ? (await measure(base, route, [], uniform)).top3 : latency.top3;
      const complete = queryClass.checkContaining
        ? await completeness(
            base,
            drawn.slice(WARMUP).map((query) => ({ keyword: query.keyword, expected: corpus.containing(query.keyword).map((entry) => corpus.ids[entry]!) })),
          )
        : undefined;
      const result: ClassResult = { label: queryClass.label, latency, byViewsTop3: byViews ? latency.top3 : undefined, uniformTop3, complete };
      results.push(result);
      if (queryClass.typing && byViews) typedRuns.push({ result, typing: queryClass.typing, byViews: drawn.slice(WARMUP), uniform });
    }
    const ceilings = typingCeilings(
      corpus,
      typedRuns.flatMap(({ typing, byViews, uniform }) => [
        { typing, queries: byViews },
        { typing, queries: uniform },
      ]),
    );
    typedRuns.forEach(({ result }, n) => (result.ceiling = [ceilings[2 * n]!, ceilings[2 * n + 1]!]));
    printResults({ results, dialect, entries: indexed, queries: QUERIES, warmup: WARMUP });
  } finally {
    await app?.close();
    await database.destroy();
    if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
