/** What `npm run bench` prints: the setup, the figures per page and mode, the ratios, the targets. */
import { heading, integer, printTable } from './format.ts';
import type { Page } from './pages.ts';
import type { Measured, Target } from './rounds.ts';
import type { Settings } from './settings.ts';

export interface Row {
  page: Page['name'] | 'mediawiki';
  label: string;
  mode: 'static' | 'cached' | 'uncached' | 'peer';
  /** Set for the extra high-concurrency row; unset: the main connection count. */
  connections?: number;
  target: Target;
  figures?: Measured;
}

/** A generator using this share of a core or more is what limits the figure. */
export const GENERATOR_BOUND = 0.9;

export interface Setup {
  commit: string;
  date: string;
  machine: string;
  node: string;
  server: string;
  staticServer: string;
  mediaWiki: string;
  generator: string;
  settings: Settings;
  copies: Array<{ label: string; path: string; bytes: number; cached: string; uncached: string }>;
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const milliseconds = (value: number) => (!Number.isFinite(value) ? '—' : value >= 100 ? `${integer(value)} ms` : `${value.toFixed(1)} ms`);

export function printSetup(setup: Setup): void {
  const { settings } = setup;
  heading('Almanac benchmark: reading pages (issue #14)');
  console.log(`commit     ${setup.commit}`);
  console.log(`date       ${setup.date}`);
  console.log(`machine    ${setup.machine}; node ${setup.node}`);
  console.log(`server     ${setup.server}; cached = page cache as configured, uncached = a second server with PAGE_CACHE_MB=0, same database`);
  console.log(`static     ${setup.staticServer}`);
  console.log(`peer       ${setup.mediaWiki}`);
  console.log(
    `load       ${setup.generator}, ${settings.connections} connections, ${settings.duration} s per target per round, ${settings.rounds} rounds interleaved (order rotated each round), median; ${settings.warmup} s warm-up each`,
  );
  console.log(
    `encoding   every request sends Accept-Encoding: ${settings.encoding} (static serves the bytes our cached server sent, already ${settings.encoding}-encoded); desktop Chrome UA, Accept text/html`,
  );
  heading('Pages (bytes as sent on the wire, x-page-cache after 3 warming requests)');
  printTable(
    ['page', 'path', `bytes (${settings.encoding})`, 'cached server', 'uncached server'],
    setup.copies.map((copy) => [copy.label, copy.path, integer(copy.bytes), copy.cached, copy.uncached]),
  );
  if (setup.copies.some((copy) => copy.cached === 'none')) {
    console.log('x-page-cache "none": the server sent no x-page-cache header, so this tree has no page cache (yet): cached renders like uncached.');
  }
}

function note(figures: Measured): string {
  const notes: string[] = [];
  if (figures.median.generatorCoreShare >= GENERATOR_BOUND) notes.push('GENERATOR-BOUND');
  const failed = figures.median.non2xx + figures.median.errors;
  if (failed > 0) {
    const share = (failed / Math.max(1, figures.median.requests + figures.median.errors)) * 100;
    notes.push(
      `${share.toFixed(1)}% failed: ${integer(figures.median.non2xx)} non-2xx (503: load shed), ${integer(figures.median.errors)} errors (${integer(figures.median.timeouts)} timeouts)`,
    );
  }
  return notes.join('; ');
}

export function printFigures(rows: Row[], settings: Settings): void {
  heading(
    `Figures (median of ${settings.rounds} rounds; req/s = 200 answers per second; CPU/req = utime+stime of the serving process and its workers per 200 answer; ` +
      "gen = the load generator's CPU, share of one core; latency is of every answer, 503s included)",
  );
  printTable(
    ['page', 'mode', 'conns', 'req/s', 'p50', 'p99', 'CPU/req', 'gen CPU', 'notes'],
    rows.map((row) => {
      const m = row.figures!.median;
      return [
        row.label,
        row.mode,
        String(row.connections ?? settings.connections),
        integer(m.okPerSecond),
        milliseconds(m.p50Ms),
        milliseconds(m.p99Ms),
        row.mode === 'peer' ? 'n/a' : `${fixed(m.serverCpuMsPerRequest, 2)} ms`,
        `${fixed(m.generatorCoreShare * 100, 0)}%`,
        note(row.figures!),
      ];
    }),
  );
}

/** The main-connection row of a page and mode. */
function find(rows: Row[], page: Row['page'], mode: Row['mode']): Row | undefined {
  return rows.find((row) => row.page === page && row.mode === mode && row.connections === undefined);
}

/** 200 answers per second. */
const rps = (row: Row | undefined) => row?.figures?.median.okPerSecond ?? NaN;

export function printRatios(rows: Row[]): void {
  heading('Ratios of req/s (200 answers, same run)');
  const pages = [...new Set(rows.filter((row) => row.mode !== 'peer').map((row) => row.page))];
  const peer = find(rows, 'mediawiki', 'peer');
  printTable(
    ['page', 'cached/static', 'uncached/static', 'cached/uncached', ...(peer ? ['uncached/MediaWiki'] : [])],
    pages.map((page) => {
      const [staticRow, cached, uncached] = (['static', 'cached', 'uncached'] as const).map((mode) => find(rows, page, mode));
      return [
        find(rows, page, 'cached')!.label,
        fixed(rps(cached) / rps(staticRow), 3),
        fixed(rps(uncached) / rps(staticRow), 3),
        fixed(rps(cached) / rps(uncached), 1),
        ...(peer ? [fixed(rps(uncached) / rps(peer), 2)] : []),
      ];
    }),
  );
}

interface Check {
  what: string;
  figure: number;
  format: (value: number) => string;
  target: string;
  met: (value: number) => boolean;
  /** Overrides the verdict (a figure that could not be taken because nothing answered). */
  verdict?: string;
}

export function printTargets(rows: Row[], settings: Settings): void {
  const checks: Check[] = [];
  const big = find(rows, 'big-entry', 'cached');
  checks.push({
    what: `big entry cached, ${settings.connections} connections`,
    figure: rps(big),
    format: (v) => `${integer(v)} req/s`,
    target: '≥ 3,000 req/s',
    met: (v) => v >= 3000,
  });
  for (const page of ['big-entry', 'typical-entry', 'home', 'channel'] as const) {
    const cached = find(rows, page, 'cached');
    const staticRow = find(rows, page, 'static');
    if (!cached) continue;
    checks.push({
      what: `${cached.label} cached/static`,
      figure: rps(cached) / rps(staticRow),
      format: (v) => (staticRow ? `${v.toFixed(3)}×` : 'no static server'),
      target: '≥ 0.3×',
      met: (v) => v >= 0.3,
    });
  }
  const high = rows.find((row) => row.page === 'big-entry' && row.connections !== undefined);
  if (high?.figures) {
    const m = high.figures.median;
    const failed = (m.non2xx + m.errors) / Math.max(1, m.requests + m.errors);
    checks.push({
      what: `big entry cached, ${high.connections} connections: p99 (non-2xx/errors ${(failed * 100).toFixed(2)}%)`,
      figure: m.p99Ms,
      format: milliseconds,
      target: '≤ 50 ms',
      met: (v) => v <= 50,
      ...(m.requests === 0 ? { verdict: 'NOT MET (no request completed)' } : {}),
    });
  }
  const cpuTargets: Array<[Page['name'], number]> = [
    ['big-entry', 9],
    ['typical-entry', 3],
    ['home', 8],
  ];
  for (const [page, limit] of cpuTargets) {
    const uncached = find(rows, page, 'uncached');
    if (!uncached) continue;
    const m = uncached.figures!.median;
    const shed = m.non2xx / Math.max(1, m.requests);
    // Most answers 503: the few renders carry the cost of all of them, so the figure overstates.
    const caveat = shed > 0.1 ? ` (${(shed * 100).toFixed(0)}% shed as 503: overstated)` : '';
    checks.push({
      what: `${uncached.label} uncached: CPU per request${caveat}`,
      figure: m.serverCpuMsPerRequest,
      format: (v) => `${fixed(v, 2)} ms`,
      target: `≤ ${limit} ms`,
      met: (v) => v <= limit,
    });
  }
  heading('Targets of issue #14 (figures never fail the run)');
  printTable(
    ['target', 'measured', 'wanted', ''],
    checks.map((check) => [
      check.what,
      check.format(check.figure),
      check.target,
      check.verdict ?? (!Number.isFinite(check.figure) ? 'n/a' : check.met(check.figure) ? 'met' : 'NOT MET'),
    ]),
  );
}

/** Whether the generator limited any figure, and how much headroom it had. */
export function printCheck(rows: Row[]): void {
  heading('Is the load generator the limit?');
  const measured = rows.filter((row) => row.figures);
  const bound = measured.filter((row) => row.figures!.median.generatorCoreShare >= GENERATOR_BOUND);
  const busiest = measured.reduce((top, row) => (row.figures!.median.generatorCoreShare > top.figures!.median.generatorCoreShare ? row : top), measured[0]!);
  const share = busiest.figures!.median.generatorCoreShare;
  console.log(
    `The generator used at most ${fixed(share * 100, 0)}% of a core (${busiest.label} ${busiest.mode}, ${integer(rps(busiest))} req/s). ` +
      (bound.length === 0
        ? `Below ${GENERATOR_BOUND * 100}% everywhere: the servers, not the generator, set these figures.`
        : `At or above ${GENERATOR_BOUND * 100}% on: ${bound.map((row) => `${row.label} ${row.mode}`).join(', ')}: those figures are GENERATOR-BOUND (the server could do more; their ratios understate the static limit).`),
  );
  // Its cost per request, from the static rows (the most requests, so start-up and idle time weigh least).
  const fast = measured.filter((row) => row.mode === 'static');
  const cpuMs = fast.reduce((sum, row) => sum + row.figures!.median.generatorCpuMs, 0);
  const requests = fast.reduce((sum, row) => sum + row.figures!.median.requests, 0);
  if (requests > 0 && cpuMs > 0) {
    const perRequestMs = cpuMs / requests;
    console.log(
      `Against the static server it spent ${(perRequestMs * 1000).toFixed(1)} µs of CPU per request: one core lets it send about ` +
        `${integer(1 / (perRequestMs / 1000))} req/s, so figures well below that (ours) are the server's.`,
    );
  }
}
