/**
 * MediaWiki import benchmark (issue 18): `npm run bench:import`.
 *
 * Generates a dump of BENCH_IMPORT_PAGES pages (default 100,000; bench/import-dump.ts: Chinese
 * titles, history, redirects, categories, realistic sizes) into a temporary file, then imports it
 * with the importer (server/mediawiki/import: streamed, converted in worker threads, written in
 * batches, search index included) into a fresh SQLite database (or a new schema of
 * BENCH_DATABASE_URL's PostgreSQL, dropped afterwards). Prints, for the first pass (every page
 * written and readable: entries, history, titles, aliases, channels, filter values, names in the
 * search index) and for the whole import (the second pass converts each page's last revision):
 * pages/s, CPU ms per page, the peak resident memory, the load average, and where the time went. BENCH_IMPORT_CONVERTER=plain swaps the wikitext
 * conversion for one that does not parse, to show what the rest of the import costs;
 * BENCH_IMPORT_FIRST_PASS_ONLY=1 stops after the first pass.
 * MediaWiki's own importDump.php does 136–160 pages/s on this machine; the aim is ≥ 800.
 * It prints figures; it is not a test and never fails on a time.
 */
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { dropPostgresSchema } from '../server/db/schema-lock.ts';
import { reportLines } from '../server/mediawiki/import/report.ts';
import { runImport } from '../server/mediawiki/import/run-import.ts';
import { localStorage } from '../server/storage/local-storage.ts';
import { heading, integer, kib, printTable } from './format.ts';
import { writeDump } from './import-dump.ts';
import { wholeNumberFromEnv } from './settings.ts';

const PAGES = wholeNumberFromEnv('BENCH_IMPORT_PAGES', 100_000);
const PLAIN = process.env.BENCH_IMPORT_CONVERTER === 'plain';
/** Stop once the first pass has written every page (its figures printed): for profiling it, or a quick look at a big dump. */
const FIRST_PASS_ONLY = process.env.BENCH_IMPORT_FIRST_PASS_ONLY === '1';
const MEDIAWIKI_PAGES_PER_SECOND = '136–160';

const commit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
};

async function main(): Promise<void> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-bench-import-'));
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const schema = databaseUrl ? `bench_import_${crypto.randomBytes(4).toString('hex')}` : undefined;
  const database = await openDatabase({ url: databaseUrl, schema, dataDir: folder });
  try {
    console.log(
      `MediaWiki import benchmark at commit ${commit()}: node ${process.version}, ${os.availableParallelism()} cores, ${database.dialect === 'postgres' ? `PostgreSQL schema ${schema}` : 'SQLite'}${PLAIN ? ', conversion replaced by a plain one (BENCH_IMPORT_CONVERTER=plain)' : ''}`,
    );
    const dumpFile = path.join(folder, 'bench-history.xml');
    let started = performance.now();
    const dump = await writeDump(dumpFile, PAGES);
    console.log(
      `dump generated: ${integer(dump.pages)} pages (${integer(dump.contentPages)} content, ${integer(dump.redirects)} redirects), ${integer(dump.revisions)} revisions, ${kib(dump.bytes)} of XML in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    await migrateToLatest(database.db as never, database.dialect);
    const edition = await database.db
      .insertInto('editions')
      .values({ app_sn: 'ys_obc', game: 'ys', name: '提瓦特百科', base_path: '/ys/obc/', created_at: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('channels')
      .values({ edition_id: edition.id, parent_id: null, depth: 1, name: '角色', slot: 'position', created_at: 0, updated_at: 0 })
      .execute();

    // Peak resident memory, sampled (the worker threads are in this process).
    let peakRss = process.memoryUsage.rss();
    const samples: number[] = [];
    const sampler = setInterval(() => {
      const rss = process.memoryUsage.rss();
      peakRss = Math.max(peakRss, rss);
      samples.push(rss);
    }, 250);
    const loadBefore = os.loadavg();
    const cpuBefore = process.cpuUsage();
    const loopBefore = performance.eventLoopUtilization();
    started = performance.now();
    let firstBatchAt = 0;
    // The end of the first pass: every page written (entries, titles, aliases, channels, filter values, names searchable).
    let writtenAt = 0;
    let cpuWritten = cpuBefore;
    let peakRssWritten = 0;
    const report = await runImport(database.db, localStorage(path.join(folder, 'uploads')), {
      dumpFile,
      uploadMaxMb: 10,
      converterModule: PLAIN ? new URL('./import-plain-converter.ts', import.meta.url).href : undefined,
      onPagesWritten: () => {
        writtenAt = performance.now();
        cpuWritten = process.cpuUsage();
        peakRssWritten = peakRss;
        console.log(`  pages written in ${((writtenAt - started) / 1000).toFixed(0)} s; converting them`);
        if (FIRST_PASS_ONLY) {
          const cpu = process.cpuUsage(cpuBefore);
          console.log(
            `first pass only (BENCH_IMPORT_FIRST_PASS_ONLY=1): ${((writtenAt - started) / 1000).toFixed(1)} s, CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms in all, peak RSS ${kib(peakRss)}`,
          );
          rmSync(folder, { recursive: true, force: true });
          void (databaseUrl && schema ? dropPostgresSchema(databaseUrl, schema).catch(() => undefined) : Promise.resolve()).finally(() => process.exit(0));
        }
      },
      onConvert: (converted) => {
        if (converted % 10_000 < 200)
          console.log(`  ${integer(converted)} converted in ${((performance.now() - writtenAt) / 1000).toFixed(0)} s, RSS ${kib(process.memoryUsage.rss())}`);
      },
      onBatch: (progress) => {
        if (progress.batches === 1) firstBatchAt = performance.now();
        if (progress.batches % 50 === 0) {
          const seconds = (performance.now() - started) / 1000;
          console.log(
            `  ${(100 * (progress.bytesRead / progress.totalBytes)).toFixed(0)}%: ${integer(progress.pagesWritten)} entries, ${integer(progress.revisionsWritten)} revisions in ${seconds.toFixed(0)} s, RSS ${kib(process.memoryUsage.rss())}`,
          );
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const cpu = process.cpuUsage(cpuBefore);
    // The main thread (XML, writes, search index; SQLite's calls are synchronous, so they count as busy) cannot be shared out.
    const mainBusyMs = performance.eventLoopUtilization(loopBefore).active;
    peakRss = Math.max(peakRss, process.resourceUsage().maxRSS * 1024);
    const dbBytes = database.dialect === 'sqlite' ? (await fs.stat(path.join(folder, 'almanac.sqlite'))).size : 0;

    heading('Report');
    for (const line of reportLines(report).slice(0, 12)) console.log(line);
    const pagesDone = report.pages.created + report.pages.updated + report.pages.redirects;
    const loadAfter = os.loadavg();
    const writtenSeconds = (writtenAt - started) / 1000;
    const convertSeconds = seconds - writtenSeconds;
    const cpuMs = (from: NodeJS.CpuUsage, to: NodeJS.CpuUsage) => (to.user - from.user + to.system - from.system) / 1000;
    const cpuAfter = process.cpuUsage();
    heading(`Import of ${integer(PAGES)} pages`);
    printTable(
      ['figure', 'value'],
      [
        ['load average (1 min) before / after', `${loadBefore[0]!.toFixed(1)} / ${loadAfter[0]!.toFixed(1)} on ${os.availableParallelism()} cores`],
        [
          'first pass: pages written and readable',
          `${writtenSeconds.toFixed(1)} s, ${integer(pagesDone / writtenSeconds)} pages/s, CPU ${(cpuMs(cpuBefore, cpuWritten) / pagesDone).toFixed(2)} ms per page, peak RSS ${kib(peakRssWritten)}`,
        ],
        [
          'second pass: last revisions converted',
          `${convertSeconds.toFixed(1)} s, ${integer(report.pages.created / convertSeconds)} entries/s, CPU ${(cpuMs(cpuWritten, cpuAfter) / Math.max(1, report.pages.created)).toFixed(2)} ms per entry`,
        ],
        ['wall time', `${seconds.toFixed(1)} s (first batch committed after ${((firstBatchAt - started) / 1000).toFixed(1)} s)`],
        ['pages/s (entries and redirects), both passes', integer(pagesDone / seconds)],
        ['entries/s', integer(report.pages.created / seconds)],
        ['revisions/s', integer(report.revisions.imported / seconds)],
        ['dump MB/s read', (dump.bytes / 1024 / 1024 / seconds).toFixed(1)],
        ['CPU (all threads)', `${((cpu.user + cpu.system) / 1e6).toFixed(1)} s = ${((cpu.user + cpu.system) / 1e6 / seconds).toFixed(2)} cores`],
        // The steadier figure on a shared machine: what the work costs, and what the machine's cores would do if they were ours.
        ['CPU per page (all threads)', `${((cpu.user + cpu.system) / 1e3 / pagesDone).toFixed(1)} ms`],
        ['main thread busy per page', `${(mainBusyMs / pagesDone).toFixed(1)} ms (wall, includes waiting for its share of the cores)`],
        [
          'upper bound on idle cores',
          `${integer((os.availableParallelism() * 1e6 * pagesDone) / (cpu.user + cpu.system))} pages/s (all CPU spread over ${os.availableParallelism()} cores; the main thread's share cannot be)`,
        ],
        ['peak RSS', kib(peakRss)],
        [
          'RSS at 25/50/75/100% of the run',
          [0.25, 0.5, 0.75, 1].map((share) => kib(samples[Math.max(0, Math.floor(samples.length * share) - 1)] ?? 0)).join(' / '),
        ],
        ...(dbBytes ? [['database file', kib(dbBytes)]] : []),
        ['MediaWiki importDump.php (measured before)', `${MEDIAWIKI_PAGES_PER_SECOND} pages/s`],
      ],
    );
  } finally {
    await database.destroy();
    if (databaseUrl && schema) await dropPostgresSchema(databaseUrl, schema).catch(() => undefined);
    await fs.rm(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
