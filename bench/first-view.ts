/**
 * `npm run bench:first-view`: the JavaScript of a reader's first view (issue #14) of home, the big
 * entry and a typical entry: bytes as the server sends them (brotli and gzip, inline scripts
 * included), the number of files, the request chain (HTML → files it names → files only their
 * imports reveal), Lighthouse mobile performance (score, LCP, TBT, CLS) and accessibility score
 * in each colour scheme when `lighthouse` is on the PATH, and the cold start (bench/cold-start.ts)
 * when that script exists.
 *
 * Starts the production server over a fresh seeded temp DATA_DIR (see server.ts) and stops it at
 * the end. Env: BENCH_DEVICE (mobile | desktop, default mobile: the user agent sent, as Lighthouse
 * mobile does), BUILD_DIR, BENCH_DATABASE_URL, CHROME_PATH (default /usr/bin/chromium),
 * BENCH_LIGHTHOUSE_RUNS (3: the run of median score is printed), BENCH_LIGHTHOUSE=0 skips
 * Lighthouse, BENCH_SCHEMES (light,dark: the colour schemes Lighthouse runs in), BENCH_BROWSER=0 skips
 * the JavaScript a browser loads (bench/loaded-js.ts: dynamic imports included). Prints figures; exits non-zero only when the server cannot
 * start or a page does not answer 200.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { heading, integer, kib, printTable } from './format.ts';
import { ACCEPT_HTML, BadStatusError, BROWSER_HEADERS } from './http.ts';
import { chromePath, findLighthouse, runLighthouse, type ColorScheme, type LighthouseResult } from './lighthouse.ts';
import { loadedJs, type LoadedJs } from './loaded-js.ts';
import { firstView, type FirstView } from './module-graph.ts';
import { findPages, type Page } from './pages.ts';
import { rawGet } from './raw-get.ts';
import { buildDir, ensureBuild, root, startServer, stopAll } from './server.ts';

const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';
/** Issue #34's first-view targets (KiB br): home, entries; and the goal for an entry whose static parts are not hydrated. */
const TARGET_KB = { home: 130, entry: 110 } as const;
const GOAL_KB = 90;
const TARGET_CHAIN = 3;
const TARGET_SCORE = 98;
const TARGET_ACCESSIBILITY = 100;

const targetOf = (page: Page) => (page.name === 'home' ? TARGET_KB.home : TARGET_KB.entry);

function schemes(): ColorScheme[] {
  const wanted = (process.env.BENCH_SCHEMES || 'light,dark').split(',').map((scheme) => scheme.trim());
  for (const scheme of wanted) if (scheme !== 'light' && scheme !== 'dark') throw new Error(`BENCH_SCHEMES: light and/or dark, got '${scheme}'`);
  return wanted as ColorScheme[];
}

function headers(): Record<string, string> {
  const device = process.env.BENCH_DEVICE || 'mobile';
  if (device !== 'mobile' && device !== 'desktop') throw new Error(`BENCH_DEVICE must be mobile or desktop, got '${device}'`);
  return device === 'mobile' ? { ...BROWSER_HEADERS, 'user-agent': MOBILE_UA } : { ...BROWSER_HEADERS };
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

function printFirstView(results: Array<[Page, FirstView]>): void {
  heading('First-view JavaScript (bytes as sent: each file asked for with Accept-Encoding br, then gzip; inline scripts compressed alone)');
  printTable(
    [
      'page',
      'files',
      'br',
      'gzip',
      'raw',
      'of it inline (br)',
      'chain',
      'waterfall files',
      `≤ target (home ${TARGET_KB.home}, entries ${TARGET_KB.entry} KB br)`,
      `≤ ${GOAL_KB} KB br`,
      `chain ≤ ${TARGET_CHAIN}`,
    ],
    results.map(([page, view]) => [
      page.label,
      `${view.files.length} + ${view.inline.count} inline`,
      kib(view.totals.br),
      kib(view.totals.gzip),
      kib(view.totals.raw),
      kib(view.inline.br),
      String(view.chainDepth),
      String(view.waterfall),
      verdict(view.totals.br <= targetOf(page) * 1024),
      verdict(view.totals.br <= GOAL_KB * 1024),
      verdict(view.chainDepth <= TARGET_CHAIN),
    ]),
  );
  console.log('chain = requests one after another before every first-view script is known, the HTML included (2: the HTML names them all).');
  for (const [page, view] of results) {
    heading(`${page.label}: files (depth 2 = named by the HTML; deeper = found through an import: a waterfall)`);
    printTable(
      ['file', 'depth', 'br', 'gzip', 'raw'],
      view.files.map((file) => [
        new URL(file.url).pathname,
        `${file.depth}${file.named ? '' : ' (waterfall)'}`,
        integer(file.br),
        integer(file.gzip),
        integer(file.raw),
      ]),
    );
  }
}

function printLoaded(results: Array<[Page, LoadedJs | Error]>): void {
  heading('JavaScript a browser loads (bench/loaded-js.ts: headless Chromium, 375 px, as transferred; dynamic imports included)');
  printTable(
    ['page', 'files', 'to hydration', 'hydration + 3 s', 'hydrated after'],
    results.map(([page, result]) =>
      result instanceof Error
        ? [page.label, 'failed', result.message.slice(0, 80), '', '']
        : [page.label, String(result.files), kib(result.toHydration), kib(result.settled), `${integer(result.hydratedMs)} ms`],
    ),
  );
}

/** The run of median score among `runs` runs (Lighthouse varies from run to run on a busy machine). */
async function medianLighthouse(url: string, scheme: ColorScheme, runs: number): Promise<LighthouseResult> {
  const results: LighthouseResult[] = [];
  for (let run = 0; run < runs; run++) results.push(await runLighthouse(url, scheme));
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor((results.length - 1) / 2)]!;
}

function printLighthouse(results: Array<[Page, ColorScheme, LighthouseResult | Error]>, runs: number): void {
  heading(`Lighthouse mobile (simulated throttling; ${chromePath()} headless; the run of median performance score of ${runs})`);
  printTable(
    [
      'page',
      'scheme',
      'brightness',
      'score',
      'LCP',
      'TBT',
      'CLS',
      'longest chain',
      `≥ ${TARGET_SCORE}`,
      'accessibility',
      `= ${TARGET_ACCESSIBILITY}`,
      'failed accessibility audits',
    ],
    results.map(([page, scheme, result]) =>
      result instanceof Error
        ? [page.label, scheme, '', 'failed', result.message.slice(0, 80), '', '', '', '', '', '', '']
        : [
            page.label,
            scheme,
            String(result.brightness ?? '—'),
            String(result.score),
            `${integer(result.lcpMs)} ms`,
            `${integer(result.tbtMs)} ms`,
            result.cls.toFixed(3),
            String(result.longestChain ?? '—'),
            verdict(result.score >= TARGET_SCORE),
            String(result.accessibility),
            verdict(result.accessibility >= TARGET_ACCESSIBILITY),
            result.accessibilityFailures.join(', ') || '—',
          ],
    ),
  );
  console.log('brightness = mean luminance (0-255) of the final screenshot: low in the dark scheme shows the page followed it.');
}

/** bench/cold-start.ts (another part of #14), run as it is, when it exists. */
async function coldStart(): Promise<void> {
  heading('Cold start (bench/cold-start.ts; target ≤ 500 ms to the first served page)');
  const script = path.join(root, 'bench', 'cold-start.ts');
  if (!fs.existsSync(script)) {
    console.log('bench/cold-start.ts is not in this tree: not measured');
    return;
  }
  if (!fs.existsSync(path.join(buildDir, 'node', 'main.js'))) {
    console.log(`${path.relative(root, buildDir)}/node/main.js is missing (no compiled server in this build): not measured`);
    return;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--rounds', process.env.BENCH_COLD_ROUNDS || '5'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) console.log(`bench/cold-start.ts exited with code ${code}: cold start not measured`);
}

async function main(): Promise<number> {
  await ensureBuild();
  const server = await startServer({ databaseUrl: process.env.BENCH_DATABASE_URL || undefined });
  try {
    const device = process.env.BENCH_DEVICE || 'mobile';
    console.log(`Almanac first view: ${device} user agent, server ${server.command} at ${server.origin}`);
    const all = await findPages(server.origin);
    const pages = ['home', 'big-entry', 'typical-entry'].map((name) => all.find((page) => page.name === name)!);
    const views: Array<[Page, FirstView]> = [];
    for (const page of pages) {
      const url = `${server.origin}${page.path}`;
      const answer = await rawGet(url, { ...headers(), accept: ACCEPT_HTML, 'accept-encoding': 'identity' });
      if (answer.status !== 200) throw new BadStatusError(`${page.path} answered ${answer.status}`);
      views.push([page, await firstView(url, answer.body.toString('utf8'), headers())]);
    }
    printFirstView(views);

    if (process.env.BENCH_BROWSER !== '0' && fs.existsSync(chromePath())) {
      const loaded: Array<[Page, LoadedJs | Error]> = [];
      for (const page of pages) {
        const userAgent = headers()['user-agent'] ?? MOBILE_UA;
        loaded.push([
          page,
          await loadedJs(`${server.origin}${page.path}`, { chromePath: chromePath(), userAgent }).catch((error: unknown) =>
            error instanceof Error ? error : new Error(String(error)),
          ),
        ]);
      }
      printLoaded(loaded);
    }

    const lighthouse = process.env.BENCH_LIGHTHOUSE === '0' ? undefined : findLighthouse();
    if (lighthouse && !fs.existsSync(chromePath())) {
      heading('Lighthouse');
      console.log(`Lighthouse ${lighthouse} is installed but Chromium is not at ${chromePath()} (set CHROME_PATH; Debian: apt-get install chromium): not run`);
    } else if (lighthouse) {
      const runs = Math.max(1, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3));
      const scores: Array<[Page, ColorScheme, LighthouseResult | Error]> = [];
      for (const page of pages) {
        for (const scheme of schemes()) {
          process.stderr.write(`lighthouse ${lighthouse}: ${page.label}, ${scheme} (${runs} runs)\n`);
          scores.push([
            page,
            scheme,
            await medianLighthouse(`${server.origin}${page.path}`, scheme, runs).catch((error: unknown) =>
              error instanceof Error ? error : new Error(String(error)),
            ),
          ]);
        }
      }
      printLighthouse(scores, runs);
    } else {
      heading('Lighthouse');
      console.log(process.env.BENCH_LIGHTHOUSE === '0' ? 'skipped (BENCH_LIGHTHOUSE=0)' : 'Lighthouse not installed (npm i -g lighthouse@12.8.2)');
    }
  } finally {
    await server.stop();
  }
  await coldStart();
  return 0;
}

main().then(
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error(error instanceof Error ? `\nfirst-view benchmark failed: ${error.message}` : error);
    await stopAll();
    process.exit(1);
  },
);
