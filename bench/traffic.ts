/**
 * Real traffic (issue #27): `npm run bench:traffic` (node --import tsx bench/traffic.ts).
 *
 * A wiki of BENCH_PAGES generated entry pages (20,000) on top of the demo, spread over
 * BENCH_CHANNELS channels (200) in sections of 20 on home and in the catalogue, written through
 * the server's own domain functions (bench/traffic/wiki/) before any server starts, and kept in
 * .bench-data/traffic/ for the next runs (SQLite: a data folder each setup copies; PostgreSQL: a
 * schema of BENCH_DATABASE_URL filled once). Then, for each setup in turn:
 *
 * - sqlite: one app server, SQLite, WEB_CONCURRENCY=2;
 * - postgres2: two app servers (WEB_CONCURRENCY=1 each) on one PostgreSQL schema, readers spread
 *   over both, edits sent to the first;
 * - varnish: varnishd with deploy/varnish/almanac.vcl in front of one app server (SQLite,
 *   WEB_CONCURRENCY=2, TRUST_PROXY=true, PURGE_URLS=Varnish, so it purges by tag on each change).
 *
 * Readers: every entry page, channel page and home, as the edition's sitemaps list them, picked
 * by a Zipf law (s = 1) over a fixed random popularity order (home first), half with a phone's
 * User-Agent and half with a desktop's, keep-alive, Accept-Encoding: br, gzip; driven by
 * BENCH_THREADS worker threads (bench/traffic/load/). First a crawl: every page in both layouts
 * once at each app server (through Varnish behind it), as search engines crawl a wiki all day, so
 * the phases see the caches of a wiki that has been running (a cold cache is what the crawl's
 * own line shows); then BENCH_WARMUP_SECONDS of Zipf reading at the largest connection count;
 * then one phase of BENCH_PHASE_SECONDS per connection count and edit rate. Edits on entries picked uniformly, through the API as people make them (an editor's
 * pre_edit_data and commit_content, a reviewer's approval; accounts made in the database); after
 * each approval the entry's page is polled anonymously in both layouts on connections of its own
 * (not counted as reads) until the new text shows on every app server, and through Varnish.
 *
 * Prints a table per setup: reads, req/s, the share of reads at the origin answered without a
 * render (x-page-cache hit or stale) and of misses, the app servers' CPU ms per read (their
 * process trees, /proc: bench/cpu.ts) and varnishd's, the load generator's CPU (this process:
 * its threads and the edits), p50/p99 latency, 503s, other 5xx, connection errors, and
 * edit-to-visible p50/max; behind Varnish also the share Varnish answered (X-Cache: HIT) and
 * edit-to-visible through it. A row of targets under each header, and each target met or not.
 * The servers are not tuned: PAGE_CACHE_MB, OVERLOAD_* and the rest come from the environment
 * as the server reads it (unset: its defaults).
 *
 * Settings (environment):
 *   BENCH_PAGES                    entry pages generated (20000)
 *   BENCH_CHANNELS                 channels they are spread over (200)
 *   BENCH_PHASE_SECONDS            seconds per phase (30)
 *   BENCH_CRAWL_CONNECTIONS        connections of the crawl (8)
 *   BENCH_CRAWL_SECONDS            the crawl stops after this long (900; 0: no crawl)
 *   BENCH_WARMUP_SECONDS           seconds of Zipf reading after the crawl, before the phases (20; 0: none)
 *   BENCH_CONNECTIONS              reader connections, comma-separated, a round of phases each ("8,256")
 *   BENCH_EDIT_INTERVALS           seconds between edits, comma-separated, a phase each ("10,1")
 *   BENCH_SETUPS                   which setups, comma-separated ("sqlite,postgres2,varnish")
 *   BENCH_DATABASE_URL             PostgreSQL of postgres2 (postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_THREADS                  load generator threads (1: one drives 256 connections at a few % of a core per 1,000 req/s)
 *   BENCH_VARNISH_MB               Varnish's malloc storage in MB (1024: the whole wiki fits)
 *   BENCH_VISIBLE_TIMEOUT_SECONDS  how long an edit is polled for before it counts as never visible (30)
 *   BUILD_DIR                      the build served (build; `npm run build` runs when it is missing)
 *
 * A quick run: BENCH_PAGES=2000 BENCH_PHASE_SECONDS=10 npm run bench:traffic
 * The default run takes 20–30 minutes on 2 cores, most of it the crawls (plus ~5 minutes to make
 * the templates the first time).
 */
import { varnishMissing } from '../tests/support/varnish-server.ts';
import { integer } from './format.ts';
import { ensureBuild, stopAll } from './server.ts';
import { editsIn, type EditTargets } from './traffic/edits/edit-driver.ts';
import { startReaderPool, type ReaderPool } from './traffic/load/reader-pool.ts';
import { percentileMs } from './traffic/load/tally.ts';
import { runPhase, type PhaseResult } from './traffic/phases/run-phase.ts';
import { memoryLine } from './traffic/report/memory-line.ts';
import { mediaWikiLine } from './traffic/report/mediawiki-line.ts';
import { printRunHeader } from './traffic/report/run-header.ts';
import { printSetupTable } from './traffic/report/setup-table.ts';
import { trafficSettings, type SetupName, type TrafficSettings } from './traffic/settings/settings.ts';
import { startBehindVarnish, startPostgres2, startSqlite, type RunningSetup } from './traffic/setups/start-setup.ts';
import { pagesFromSitemaps } from './traffic/urls/sitemap.ts';
import { APP_SN } from './traffic/wiki/fill.ts';
import { postgresTemplate, sqliteTemplate, type WikiTemplate } from './traffic/wiki/template.ts';

const BASE_PATH = '/ys/obc/';
const log = (line: string) => console.log(line);

async function templates(settings: TrafficSettings, setups: SetupName[]) {
  const made: { sqlite?: WikiTemplate; postgres?: WikiTemplate } = {};
  const timed = async (make: () => Promise<WikiTemplate>, label: string) => {
    const template = await make();
    log(
      `${label} wiki: ${template.builtMs === undefined ? 'cached' : `built in ${(template.builtMs / 1000).toFixed(0)} s`}${template.schema ? ` (schema ${template.schema})` : ''}`,
    );
    return template;
  };
  if (setups.includes('sqlite') || setups.includes('varnish'))
    made.sqlite = await timed(() => sqliteTemplate(settings.pages, settings.channels, log), 'SQLite');
  if (setups.includes('postgres2'))
    made.postgres = await timed(() => postgresTemplate(settings.databaseUrl, settings.pages, settings.channels, log), 'PostgreSQL');
  return made;
}

function startSetup(name: SetupName, made: Awaited<ReturnType<typeof templates>>, settings: TrafficSettings, editors: number): Promise<RunningSetup> {
  if (name === 'sqlite') return startSqlite(made.sqlite!, editors);
  if (name === 'postgres2') return startPostgres2(made.postgres!, editors);
  return startBehindVarnish(made.sqlite!, editors, settings.varnishMb);
}

async function measureSetup(name: SetupName, made: Awaited<ReturnType<typeof templates>>, settings: TrafficSettings, pool: ReaderPool): Promise<void> {
  const perRound = settings.editIntervals.reduce((sum, interval) => sum + editsIn(interval, settings.phaseSeconds), 0);
  // Submissions are limited to 30 an hour per user: a fresh editor for every 20 edits.
  const editors = Math.ceil((perRound * settings.connections.length) / 20) + 1;
  const setup = await startSetup(name, made, settings, editors);
  try {
    log(`\n[${name}] ${setup.description}`);
    const pages = await pagesFromSitemaps(setup.origins[0]!, BASE_PATH);
    log(
      `[${name}] readers: ${integer(pages.ranked.length)} pages (home, ${integer(pages.channels)} channel pages, ${integer(pages.entries)} entry and article pages) by Zipf, over ${setup.readerTargets.join(' and ')}`,
    );
    await pool.setPaths(pages.ranked);
    const edits: EditTargets = {
      appSn: APP_SN,
      apiOrigin: setup.origins[0]!,
      origins: setup.origins,
      varnish: setup.varnish,
      entryIds: setup.entryIds,
      entryPath: pages.entryPath,
      accounts: setup.accounts,
      timeoutMs: settings.visibleTimeoutSeconds * 1000,
    };
    const widest = Math.max(...settings.connections);
    if (settings.crawlSeconds > 0) {
      const crawl = await pool.crawl(settings.crawlConnections, setup.readerTargets, settings.crawlSeconds);
      const { tally } = crawl;
      const complete = tally.requests >= pages.ranked.length * 2 * setup.readerTargets.length;
      log(
        `[${name}] crawl: ${integer(tally.requests)} reads in ${crawl.seconds.toFixed(0)} s at ${settings.crawlConnections} connections${complete ? '' : ' (stopped by BENCH_CRAWL_SECONDS before the end)'}: ` +
          `${integer(tally.origin.miss)} rendered at the origin, ${integer(tally.refused)} refused (503), ${integer(tally.errors)} connection errors, p50 ${percentileMs(tally, 50).toFixed(1)} ms, p99 ${percentileMs(tally, 99).toFixed(1)} ms`,
      );
    }
    if (settings.warmupSeconds > 0) {
      const warm = await pool.run(widest, setup.readerTargets, settings.warmupSeconds);
      log(`[${name}] warm-up: ${integer(warm.tally.requests)} reads in ${warm.seconds.toFixed(0)} s at ${widest} connections`);
    }
    const phases: PhaseResult[] = [];
    for (const connections of settings.connections) {
      for (const interval of settings.editIntervals) {
        const phase = await runPhase(pool, setup, edits, connections, interval, settings.phaseSeconds);
        phases.push(phase);
        log(`[${name}] ${connections} conn., edit every ${interval} s: ${integer(phase.tally.requests)} reads, ${phase.edits.length} edits`);
      }
    }
    printSetupTable(`${name}: ${setup.description}`, phases, setup.varnish !== undefined);
    log(memoryLine(setup.measured));
  } finally {
    await setup.stop();
  }
}

async function main() {
  const settings = trafficSettings();
  await ensureBuild();
  printRunHeader(settings);
  const setups = settings.setups.filter((name) => {
    const missing = name === 'varnish' ? varnishMissing() : undefined;
    if (missing) log(`varnish: not run: ${missing}`);
    return !missing;
  });
  const made = await templates(settings, setups);
  const pool = await startReaderPool(settings.threads);
  try {
    for (const name of setups) await measureSetup(name, made, settings, pool);
  } finally {
    await pool.close();
  }
  log(`\n${mediaWikiLine(settings.pages)}`);
}

main().then(
  () => stopAll(),
  async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exitCode = 1;
  },
);
