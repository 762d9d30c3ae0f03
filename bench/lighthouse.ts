/**
 * Lighthouse (the global `lighthouse` command, 12.x) on one page: mobile form factor and its
 * default simulated throttling, performance and accessibility, headless Debian Chromium, in the
 * light or the dark colour scheme (the browser's preference, which the site follows).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** The colour scheme the browser prefers (prefers-color-scheme). */
export type ColorScheme = 'light' | 'dark';

/**
 * Blink's preferred colour scheme (0 dark, 1 light): Lighthouse sets no media features itself,
 * so the page sees what the browser was started with. Checked by the final screenshot's brightness.
 */
const SCHEME_FLAG: Record<ColorScheme, string> = { dark: '--blink-settings=preferredColorScheme=0', light: '--blink-settings=preferredColorScheme=1' };

export interface LighthouseResult {
  /** Performance score, 0-100. */
  score: number;
  /** Accessibility score, 0-100. */
  accessibility: number;
  /** Accessibility audits that failed (their ids). */
  accessibilityFailures: string[];
  /** Mean brightness of the final screenshot, 0-255: shows the page did turn dark (or stayed light). */
  brightness: number | undefined;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Requests in Lighthouse's longest critical request chain. */
  longestChain: number | undefined;
}

/** The lighthouse version on the PATH, or undefined. */
export function findLighthouse(): string | undefined {
  const probe = spawnSync('lighthouse', ['--version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0 ? undefined : probe.stdout.trim();
}

export function chromePath(): string {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

interface Report {
  categories: { performance: { score: number | null }; accessibility?: { score: number | null; auditRefs: Array<{ id: string; weight: number }> } };
  audits: Record<string, { numericValue?: number; score?: number | null; details?: { longestChain?: { length?: number }; data?: string } }>;
  runtimeError?: { code: string; message: string };
}

/** The mean brightness (0-255) of a data: URL image (Lighthouse's final screenshot). */
async function brightness(dataUrl: string | undefined): Promise<number | undefined> {
  const base64 = dataUrl?.split(',')[1];
  if (!base64) return undefined;
  const { channels } = await sharp(Buffer.from(base64, 'base64')).stats();
  const [r, g, b] = channels.map((channel) => channel.mean);
  return Math.round(0.2126 * r! + 0.7152 * g! + 0.0722 * b!);
}

export async function runLighthouse(url: string, scheme: ColorScheme = 'light'): Promise<LighthouseResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-bench-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    const child = spawn(
      'lighthouse',
      [
        url,
        '--quiet',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROME_FLAGS} ${SCHEME_FLAG[scheme]}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath() }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0 || !fs.existsSync(output)) throw new Error(`lighthouse exited with code ${code}: ${errors.trim().split('\n').slice(-3).join(' ')}`);
    const report = JSON.parse(fs.readFileSync(output, 'utf8')) as Report;
    if (report.runtimeError) throw new Error(`lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
    const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
    const accessibility = report.categories.accessibility;
    return {
      score: Math.round((report.categories.performance.score ?? NaN) * 100),
      accessibility: Math.round((accessibility?.score ?? NaN) * 100),
      // Weighted audits that did not pass (score below 1; null is "not applicable").
      accessibilityFailures: (accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && typeof report.audits[ref.id]?.score === 'number' && report.audits[ref.id]!.score! < 1)
        .map((ref) => ref.id),
      brightness: await brightness(report.audits['final-screenshot']?.details?.data),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      longestChain: report.audits['critical-request-chains']?.details?.longestChain?.length,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
