/**
 * `npm run bench:languages`: does a wiki with one content language cost what it did before
 * content languages (issue 31)? And what does reading a translation cost?
 *
 *   BENCH_BASE_BUILD=.builds/base node --import tsx bench/languages.ts
 *
 * BENCH_BASE_BUILD is a production build of the commit before (e.g. `git worktree add /tmp/base
 * feb34f0 && cd /tmp/base && BUILD_DIR=$PWD/../main/.builds/base npm run build`); BUILD_DIR is
 * this tree's. Each build serves its own fresh demo wiki; on this tree's, the demo edition is
 * made single-language again (editions.content_langs = '') for the A/B rows, and a second server
 * over the same data keeps its three languages for the translation rows. Every server pair
 * runs with the page cache (cached hit) and without (PAGE_CACHE_MB=0: every request rendered).
 * Interleaved rounds (bench/rounds.ts), medians; prints req/s, p50, server CPU ms per request
 * and the ratios of this tree to the base (BENCH_ROUNDS, BENCH_DURATION as bench/run.ts; BENCH_ONLY=home,channel
 * measures only those pages). Figures never fail the run.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { cpuAvailable } from './cpu.ts';
import { heading, printTable } from './format.ts';
import { ACCEPT_HTML, BROWSER_HEADERS } from './http.ts';
import { pickGenerator } from './load.ts';
import { findPages } from './pages.ts';
import { measureInterleaved, type Measured, type Target } from './rounds.ts';
import { buildDir, startServer, stopAll, type BenchServer } from './server.ts';
import { settingsFromEnv } from './settings.ts';

const UNCACHED = { PAGE_CACHE_MB: '0', OVERLOAD_DELAY_MS: '0', OVERLOAD_BUDGET_MS: '0' };

async function pair(build: string | undefined, prepare?: (server: BenchServer) => void) {
  const cached = await startServer({ build, env: { OVERLOAD_DELAY_MS: '0', OVERLOAD_BUDGET_MS: '0' } });
  prepare?.(cached);
  // The data's owner answered while it was prepared; the measured servers start after, over the same data.
  const hit = await startServer({ build, shareWith: cached });
  const rendered = await startServer({ build, shareWith: cached, env: UNCACHED });
  return { owner: cached, hit, rendered };
}

function setContentLanguages(server: BenchServer, languages: string) {
  const db = new Database(path.join(server.dataDir, 'almanac.sqlite'));
  try {
    db.prepare("UPDATE editions SET content_langs = ? WHERE app_sn = 'ys_obc'").run(languages);
  } finally {
    db.close();
  }
}

async function main() {
  const base = process.env.BENCH_BASE_BUILD;
  if (!base) throw new Error('BENCH_BASE_BUILD: the production build of the commit to compare with');
  const settings = settingsFromEnv();
  const generator = pickGenerator();
  if (!cpuAvailable()) console.error('no /proc here: server CPU per request cannot be measured');
  const before = await pair(base);
  const single = await pair(undefined, (server) => setContentLanguages(server, ''));
  const multi = await pair(undefined);
  const headers = { ...BROWSER_HEADERS, accept: ACCEPT_HTML, 'accept-encoding': settings.encoding };
  try {
    const pages = await findPages(before.hit.origin);
    const translated = new Database(path.join(multi.owner.dataDir, 'almanac.sqlite'), { readonly: true })
      .prepare("SELECT content_id AS id FROM entry_translations WHERE lang = 'en-us' ORDER BY content_id LIMIT 1")
      .get() as { id: number };
    const targets: Target[] = [];
    const rows: Array<{ label: string; base?: Target; tree: Target }> = [];
    const target = (server: BenchServer, label: string, pathname: string): Target => ({
      name: label,
      url: `${server.origin}${pathname}`,
      headers,
      connections: settings.connections,
      pid: server.pid,
    });
    // BENCH_ONLY=home,channel: only these pages (names of bench/pages.ts), for a longer look at one.
    const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
    for (const page of pages.filter((candidate) => !only || only.includes(candidate.name))) {
      for (const mode of ['hit', 'rendered'] as const) {
        const label = `${page.label}, ${mode === 'hit' ? 'cached hit' : 'uncached render'}`;
        const a = target(before[mode], `base: ${label}`, page.path);
        const b = target(single[mode], `tree: ${label}`, page.path);
        targets.push(a, b);
        rows.push({ label, base: a, tree: b });
      }
    }
    for (const mode of only ? [] : (['hit', 'rendered'] as const)) {
      const label = `an English translation (?lang=en-US), ${mode === 'hit' ? 'cached hit' : 'uncached render'}`;
      const b = target(multi[mode], `tree: ${label}`, `/ys/obc/content/${translated.id}/detail?lang=en-US`);
      const zh = target(multi[mode], `tree: the same entry in its source, ${mode}`, `/ys/obc/content/${translated.id}/detail?lang=zh-CN`);
      targets.push(zh, b);
      rows.push({ label: `the same entry in zh-CN, three languages, ${mode === 'hit' ? 'cached hit' : 'uncached render'}`, tree: zh });
      rows.push({ label, tree: b });
    }
    process.stderr.write(`\n${targets.length} targets × ${settings.rounds} rounds × ${settings.duration} s\n`);
    const measured = await measureInterleaved(targets, {
      generator,
      rounds: settings.rounds,
      duration: settings.duration,
      warmup: settings.warmup,
      onRun: (round, run) => process.stderr.write(`${round === 0 ? 'warm-up' : `round ${round}`}: ${run.name}\n`),
    });
    const of = new Map<Target, Measured>(measured.map((entry) => [entry.target, entry]));
    heading(`Content languages: one language, ${path.relative(process.cwd(), buildDir)} against ${base} (issue 31)`);
    const rps = (figures: Measured | undefined) => (figures ? figures.median.okPerSecond.toFixed(0) : '');
    const cpu = (figures: Measured | undefined) => (figures ? figures.median.serverCpuMsPerRequest.toFixed(2) : '');
    const ratio = (a: number | undefined, b: number | undefined) => (a && b ? (b / a).toFixed(3) : '');
    printTable(
      ['page', 'base req/s', 'tree req/s', 'tree/base', 'base CPU ms/req', 'tree CPU ms/req', 'tree/base CPU'],
      rows.map((row) => {
        const a = row.base ? of.get(row.base) : undefined;
        const b = of.get(row.tree);
        return [
          row.label,
          rps(a),
          rps(b),
          ratio(a?.median.okPerSecond, b?.median.okPerSecond),
          cpu(a),
          cpu(b),
          ratio(a?.median.serverCpuMsPerRequest, b?.median.serverCpuMsPerRequest),
        ];
      }),
    );
    console.log(`\nTarget (issue 31): a single-language wiki's uncached render and cached hit within 5 % of the base (tree/base req/s ≥ 0.95).`);
  } finally {
    await stopAll();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    void stopAll().finally(() => process.exit(1));
  },
);
