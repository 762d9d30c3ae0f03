/**
 * `npm run bench`: reading pages at static-file speed? (issue #14)
 *
 * Starts two production servers over one fresh demo wiki (SQLite in a temp DATA_DIR, or
 * PostgreSQL in a new schema with BENCH_DATABASE_URL): one with the page cache (as configured by
 * default) and one with PAGE_CACHE_MB=0 (every request rendered), and nginx serving the very
 * bytes the first one sent for each page. Then, in interleaved rounds (median of BENCH_ROUNDS), it
 * loads the big entry, a typical entry, home and a channel page on all three with wrk at
 * BENCH_CONNECTIONS connections, plus the cached big entry at 256 connections, and prints req/s,
 * p50/p99, server CPU ms per request, the generator's own CPU, the ratios and the issue's targets.
 *
 * Env: BENCH_DURATION (s per round and target, default 5), BENCH_ROUNDS (3), BENCH_WARMUP (s, 1),
 * BENCH_CONNECTIONS (8), BENCH_ENCODING (br | gzip | identity, default br: what browsers get),
 * BENCH_DATABASE_URL, BUILD_DIR, WEB_CONCURRENCY (passed to both servers).
 * Figures never fail the run: it exits non-zero only when a server cannot start or a page does
 * not answer 200 before the load.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { cpuAvailable } from './cpu.ts';
import { ACCEPT_HTML, BadStatusError, BROWSER_HEADERS } from './http.ts';
import { pickGenerator, stopLoad } from './load.ts';
import { findMediaWiki } from './mediawiki.ts';
import { findPages, type Page } from './pages.ts';
import { rawGet } from './raw-get.ts';
import { settingsFromEnv } from './settings.ts';
import { printCheck, printFigures, printRatios, printSetup, printTargets, type Row } from './report.ts';
import { measureInterleaved, type Target } from './rounds.ts';
import { ensureBuild, root, startServer, stopAll, type BenchServer } from './server.ts';
import { findNginx, startStaticServer, type Encoding, type StaticServer } from './static-server.ts';

const HIGH_CONNECTIONS = 256;

/** A page as a client asks for it: a desktop browser's headers, one content encoding. */
function pageHeaders(encoding: Encoding): Record<string, string> {
  return { ...BROWSER_HEADERS, accept: ACCEPT_HTML, 'accept-encoding': encoding };
}

interface PageCopy {
  page: Page;
  body: Buffer;
  cachedHeader: string;
  uncachedHeader: string;
}

/** Warms each page on the cached server and saves its bytes; both servers must answer 200 in the asked encoding. */
async function copyPages(pages: Page[], cached: BenchServer, uncached: BenchServer, encoding: Encoding): Promise<PageCopy[]> {
  const headers = pageHeaders(encoding);
  const copies: PageCopy[] = [];
  for (const page of pages) {
    let answer = await rawGet(`${cached.origin}${page.path}`, headers);
    for (let warm = 0; warm < 3; warm++) answer = await rawGet(`${cached.origin}${page.path}`, headers);
    const other = await rawGet(`${uncached.origin}${page.path}`, headers);
    for (const [server, got] of [
      ['cached', answer],
      ['uncached', other],
    ] as const) {
      if (got.status !== 200) throw new BadStatusError(`${page.path} answered ${got.status} on the ${server} server`);
      const sent = got.headers['content-encoding'] ?? 'identity';
      if (sent !== encoding) throw new BadStatusError(`${page.path} came ${sent}-encoded from the ${server} server; asked for ${encoding}`);
    }
    copies.push({
      page,
      body: answer.body,
      cachedHeader: String(answer.headers['x-page-cache'] ?? 'none'),
      uncachedHeader: String(other.headers['x-page-cache'] ?? 'none'),
    });
  }
  return copies;
}

function commitLine(): string {
  try {
    const head = execFileSync('git', ['log', '-1', '--format=%h %cI %s'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim() !== '';
    return `${head}${dirty ? ' (+ uncommitted changes in the tree)' : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

async function main(): Promise<number> {
  const settings = settingsFromEnv();
  const generator = pickGenerator();
  if (generator === 'autocannon') {
    console.error('\n!!! wrk is not installed: falling back to autocannon, which runs in Node in this process and needs');
    console.error('!!! several times more CPU per request. The static and cached figures below are likely limited by the');
    console.error('!!! generator, not the server (see the "gen CPU" column). Install wrk (apt-get install wrk).\n');
  }
  if (!cpuAvailable()) console.error('no /proc here: server CPU per request cannot be measured');

  await ensureBuild();
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const cached = await startServer({ databaseUrl });
  // No load shedding on the uncached server: a 503 costs nothing and would pass for a cheap render.
  const uncached = await startServer({ databaseUrl, shareWith: cached, env: { PAGE_CACHE_MB: '0', OVERLOAD_DELAY_MS: '0', OVERLOAD_BUDGET_MS: '0' } });
  let staticServer: StaticServer | undefined;
  try {
    const pages = await findPages(cached.origin);
    const copies = await copyPages(pages, cached, uncached, settings.encoding);
    const nginx = findNginx();
    if (nginx) staticServer = await startStaticServer(nginx, settings.encoding, new Map(copies.map((copy) => [copy.page.name, copy.body])));
    const mediaWiki = await findMediaWiki(pageHeaders(settings.encoding));

    printSetup({
      commit: commitLine(),
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
      node: process.version,
      server: `${cached.command} (NODE_ENV=production, ${cached.dialect}, WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 'unset: its default'})`,
      staticServer: staticServer ? `nginx (${nginx}), worker_processes auto, the saved bytes as files, sendfile` : 'nginx not installed: no static column',
      mediaWiki: mediaWiki ? `${mediaWiki.url} (${mediaWiki.encoding})` : 'MediaWiki peer not running (../shared/peers/mediawiki/setup.sh starts it on :8080)',
      generator: generator === 'wrk' ? 'wrk -t1 (C, one thread)' : 'autocannon (FALLBACK: wrk missing)',
      settings,
      copies: copies.map((copy) => ({
        label: copy.page.label,
        path: copy.page.path,
        bytes: copy.body.length,
        cached: copy.cachedHeader,
        uncached: copy.uncachedHeader,
      })),
    });

    const headers = pageHeaders(settings.encoding);
    const targets: Target[] = [];
    const rows: Row[] = [];
    for (const { page } of copies) {
      const add = (mode: Row['mode'], target: Target) => {
        targets.push(target);
        rows.push({ page: page.name, label: page.label, mode, target });
      };
      if (staticServer)
        add('static', {
          name: `${page.label} static`,
          url: `${staticServer.origin}${staticServer.pathOf(page.name)}`,
          headers,
          connections: settings.connections,
          pid: staticServer.pid,
        });
      add('cached', { name: `${page.label} cached`, url: `${cached.origin}${page.path}`, headers, connections: settings.connections, pid: cached.pid });
      add('uncached', { name: `${page.label} uncached`, url: `${uncached.origin}${page.path}`, headers, connections: settings.connections, pid: uncached.pid });
    }
    const big = copies[0]!.page;
    const high: Target = {
      name: `${big.label} cached, ${HIGH_CONNECTIONS} connections`,
      url: `${cached.origin}${big.path}`,
      headers,
      connections: HIGH_CONNECTIONS,
      pid: cached.pid,
    };
    targets.push(high);
    rows.push({ page: big.name, label: big.label, mode: 'cached', connections: HIGH_CONNECTIONS, target: high });
    if (mediaWiki) {
      const peer: Target = { name: 'MediaWiki article', url: mediaWiki.url, headers, connections: settings.connections, pid: mediaWiki.pid };
      targets.push(peer);
      rows.push({ page: 'mediawiki', label: 'MediaWiki 1.39 article (peer)', mode: 'peer', target: peer });
    }

    const total = targets.length * (settings.rounds * settings.duration + settings.warmup);
    process.stderr.write(
      `\n${targets.length} targets × ${settings.rounds} rounds × ${settings.duration} s (+ ${settings.warmup} s warm-up each): about ${Math.ceil(total / 60)} min\n`,
    );
    const measured = await measureInterleaved(targets, {
      generator,
      rounds: settings.rounds,
      duration: settings.duration,
      warmup: settings.warmup,
      onRun: (round, target) => process.stderr.write(`${round === 0 ? 'warm-up' : `round ${round}`}: ${target.name}\n`),
    });
    const byTarget = new Map(measured.map((entry) => [entry.target, entry]));
    for (const row of rows) row.figures = byTarget.get(row.target)!;

    printFigures(rows, settings);
    printRatios(rows);
    printTargets(rows, settings);
    printCheck(rows);
    return 0;
  } finally {
    await staticServer?.stop();
    await uncached.stop();
    await cached.stop();
  }
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second Ctrl-C exits at once; the exit hooks still kill the servers and remove the temp dirs.
    if (interrupted) process.exit(130);
    interrupted = true;
    console.error(`\n${signal}: stopping the servers`);
    stopLoad();
    void stopAll().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    if (interrupted) return; // the signal handler cleans up and exits
    console.error(error instanceof Error ? `\nbenchmark failed: ${error.message}` : error);
    await stopAll();
    process.exit(1);
  },
);
