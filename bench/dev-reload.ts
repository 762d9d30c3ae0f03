/**
 * How fast `npm run dev` shows an edit (README, Development; target: an edited component within
 * 2 s, without a restart). Runs on a temporary copy of the working tree (sources copied,
 * node_modules hard-linked), so its edits never touch the checkout: starts `npm run dev` there on
 * a free port with its own DATA_DIR, opens the home page in headless Chromium and times, from
 * the file's write until the browser shows it:
 *   - a component (app/components/chrome/LanguageSwitch.tsx) given a new text,
 *   - a message (app/i18n/catalog/language.ts) given a new text,
 *   - a style (LanguageSwitch.module.css) given a new rule,
 * each ROUNDS times, saying whether the page was hot-updated or reloaded; then a comment added to
 * a server file (server/health/health-routes.ts) until the restarted server serves again.
 *
 *   node --import tsx bench/dev-reload.ts        ROUNDS=3, CHROME_PATH=/usr/bin/chromium
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startDevProcess, type DevProcess } from '../server/dev/dev-process-harness.ts';
import { freePort } from '../tests/support/free-port.ts';

const root = path.join(import.meta.dirname, '..');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CHROME_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const COMPONENT = 'app/components/chrome/LanguageSwitch.tsx';
const MESSAGES = 'app/i18n/catalog/language.ts';
const STYLE = 'app/components/chrome/LanguageSwitch.module.css';
const SERVER_FILE = 'server/health/health-routes.ts';

interface Edit {
  name: string;
  file: string;
  /** The file's text with this round's change. */
  change(text: string, marker: string): string;
  /** Runs in the page: whether it shows this round's change. */
  shows: (marker: string) => boolean;
}

const EDITS: Edit[] = [
  {
    name: 'component text',
    file: COMPONENT,
    change: (text, marker) => replaceOnce(text, "{t('language.switch')}: ", `{t('language.switch')}: ${marker} `),
    shows: (marker) => [...document.querySelectorAll('[data-language-switch]')].some((link) => link.textContent?.includes(marker)),
  },
  {
    name: 'message',
    file: MESSAGES,
    change: (text, marker) => replaceOnce(text, "'language.switch': '切换语言'", `'language.switch': '切换语言 ${marker}'`),
    shows: (marker) => [...document.querySelectorAll('[data-language-switch]')].some((link) => link.textContent?.includes(marker)),
  },
  {
    name: 'style',
    file: STYLE,
    // The marker's digits as a length the page can read back.
    change: (text, marker) => `${text}\n.icon { scroll-margin-top: ${Number(marker.replace(/\D/g, '')) % 1000}px; }\n`,
    shows: (marker) =>
      [...document.querySelectorAll('[data-language-switch] svg')].some(
        (icon) => getComputedStyle(icon).scrollMarginTop === `${Number(marker.replace(/\D/g, '')) % 1000}px`,
      ),
  },
];

function replaceOnce(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the benchmark's anchor ${JSON.stringify(from)} is gone from the file: update bench/dev-reload.ts`);
  return text.replace(from, to);
}

/** The working tree (tracked and new files, as git sees them) copied, node_modules hard-linked. */
function copyWorkingTree(target: string) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(from, path.join(target, file));
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(target, 'node_modules')]);
  // Vite's cache of pre-bundled dependencies is per tree: the copy makes its own.
  fs.rmSync(path.join(target, 'node_modules', '.vite'), { recursive: true, force: true });
}

/** Each round changes the file as it was first (its marker replaces the last round's). */
async function timeEdit(page: Page, tree: string, edit: Edit, original: string, round: number): Promise<{ ms: number; reloaded: boolean }> {
  const file = path.join(tree, edit.file);
  const marker = `DEVRELOAD${Date.now() % 1_000_000}${round}`;
  await page.evaluate(() => ((window as unknown as { __devReloadProbe?: boolean }).__devReloadProbe = true));
  const started = performance.now();
  fs.writeFileSync(file, edit.change(original, marker));
  await page.waitForFunction(edit.shows, marker, { timeout: 30_000, polling: 20 });
  const ms = performance.now() - started;
  const reloaded = !(await page.evaluate(() => (window as unknown as { __devReloadProbe?: boolean }).__devReloadProbe === true));
  return { ms, reloaded };
}

async function timeRestart(dev: DevProcess, tree: string): Promise<{ restartedMs: number; servingMs: number }> {
  const file = path.join(tree, SERVER_FILE);
  const before = dev.readyCount();
  const started = performance.now();
  fs.appendFileSync(file, `\n// bench/dev-reload.ts ${Date.now()}\n`);
  await dev.waitForReady(before + 1, 120_000);
  const restartedMs = performance.now() - started;
  const answer = await fetch(`${dev.url}/`, { redirect: 'follow' });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`after the restart the home page answered ${answer.status}`);
  return { restartedMs, servingMs: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    console.log(`Chromium is not at ${chromePath} (set CHROME_PATH; Debian: apt-get install chromium): not run`);
    return;
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-dev-reload-'));
  const tree = path.join(work, 'tree');
  let dev: DevProcess | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const copying = performance.now();
    copyWorkingTree(tree);
    console.log(`copied the working tree in ${Math.round(performance.now() - copying)} ms (${tree})`);
    const starting = performance.now();
    dev = startDevProcess({ cwd: tree, port: await freePort(), dataDir: path.join(work, 'data') });
    await dev.waitForReady(1, 300_000);
    console.log(`npm run dev served after ${Math.round(performance.now() - starting)} ms (an empty database: migrated and seeded)`);

    browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    let connected = false;
    page.on('console', (message) => (connected ||= message.text().includes('[vite] connected')));
    const opening = performance.now();
    await page.goto(`${dev.url}/`, { timeout: 120_000 });
    for (const waitingSince = Date.now(); !connected; await page.waitForTimeout(50)) {
      if (Date.now() - waitingSince > 120_000)
        throw new Error(`Vite's client never connected; the page said:\n  ${problems.join('\n  ')}\n${dev.output().slice(-3000)}`);
    }
    console.log(`first page with Vite's client connected after ${Math.round(performance.now() - opening)} ms (Vite compiles the modules on the first visit)`);
    // Vite may pre-bundle newly found dependencies after the first visit and reload the page once.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });

    for (const edit of EDITS) {
      const times: number[] = [];
      const reloads: boolean[] = [];
      const original = fs.readFileSync(path.join(tree, edit.file), 'utf8');
      for (let round = 1; round <= ROUNDS; round++) {
        const { ms, reloaded } = await timeEdit(page, tree, edit, original, round);
        times.push(ms);
        reloads.push(reloaded);
      }
      const how = reloads.every((reloaded) => !reloaded)
        ? 'hot update, no reload'
        : reloads.every(Boolean)
          ? 'full page reload'
          : `reloaded ${reloads.filter(Boolean).length} of ${ROUNDS} times`;
      console.log(`${edit.name.padEnd(15)} ${edit.file}: median ${Math.round(median(times))} ms (${times.map((ms) => Math.round(ms)).join(', ')} ms; ${how})`);
    }
    const cspViolations = problems.filter((text) => /Content Security Policy/i.test(text));
    console.log(
      cspViolations.length === 0 ? 'no Content-Security-Policy violation in the page' : `Content-Security-Policy violations:\n  ${cspViolations.join('\n  ')}`,
    );
    const otherErrors = problems.filter((text) => !/Content Security Policy/i.test(text));
    if (otherErrors.length > 0) console.log(`page errors:\n  ${otherErrors.join('\n  ')}`);

    const restart = await timeRestart(dev, tree);
    console.log(
      `server change     ${SERVER_FILE}: restarted in ${Math.round(restart.restartedMs)} ms, home page served ${Math.round(restart.servingMs)} ms after the write`,
    );
  } finally {
    await browser?.close().catch(() => undefined);
    await dev?.stop().catch(() => undefined);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
