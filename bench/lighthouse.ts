/**
 * Lighthouse (the global `lighthouse` command, 12.x) on one page: mobile form factor and its
 * default simulated throttling, performance only, headless Debian Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

export interface LighthouseResult {
  score: number;
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
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { longestChain?: { length?: number } } }>;
  runtimeError?: { code: string; message: string };
}

export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-bench-lh-'));
  const output = path.join(dir, 'report.json');
  try {
    const child = spawn(
      'lighthouse',
      [url, '--quiet', '--only-categories=performance', '--output=json', `--output-path=${output}`, `--chrome-flags=${CHROME_FLAGS}`],
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
    return {
      score: Math.round((report.categories.performance.score ?? NaN) * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      longestChain: report.audits['critical-request-chains']?.details?.longestChain?.length,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
