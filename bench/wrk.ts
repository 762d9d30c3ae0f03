/**
 * wrk (Debian's package: C, one event loop per thread) as the load generator: one run against one
 * URL with fixed headers, its summary parsed, and its own CPU time measured (see cpu.ts).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { reapedChildrenCpuMs } from './cpu.ts';
import { assertLoopback } from './http.ts';
import type { LoadRequest, LoadRun } from './load-types.ts';

/** The wrk binary on the PATH, or undefined. */
export function findWrk(): string | undefined {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return probe.error ? undefined : 'wrk';
}

let current: ChildProcess | undefined;

/** Stops a running wrk (Ctrl-C). */
export function stopWrk(): void {
  current?.kill('SIGTERM');
}

/** One wrk run: `wrk -t1 -cN -dD --latency --timeout 10s -H ... URL`. */
export async function runWrk(request: LoadRequest): Promise<LoadRun> {
  assertLoopback(request.url);
  const args = ['-t', String(request.threads ?? 1), '-c', String(request.connections), '-d', `${request.duration}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(request.headers)) args.push('-H', `${name}: ${value}`);
  args.push(request.url);

  const cpuBefore = reapedChildrenCpuMs();
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  current = child;
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  current = undefined;
  if (code !== 0) throw new Error(`wrk exited with code ${code}: ${output.trim()}`);
  const generatorCpuMs = reapedChildrenCpuMs() - cpuBefore;
  return { ...parseWrk(output), generatorCpuMs };
}

/** A wrk duration ("512.00us", "3.21ms", "1.02s", "2.00m") in milliseconds. */
function durationMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  const unit = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as 'us' | 'ms' | 's' | 'm' | 'h'];
  return value * unit;
}

/** The figures of wrk's text summary. */
export function parseWrk(output: string): Omit<LoadRun, 'generatorCpuMs'> {
  const completed = /(\d+) requests in ([\d.]+)(us|ms|s|m)/.exec(output);
  if (!completed) throw new Error(`could not read wrk's summary:\n${output}`);
  const requests = Number(completed[1]);
  const seconds = durationMs(`${completed[2]}${completed[3]}`) / 1000;
  const percentile = (p: string) => durationMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) + Number(socket[4]) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return {
    requests,
    seconds,
    requestsPerSecond: requests / seconds,
    // No request completed: no latency to speak of (wrk prints zeros).
    p50Ms: requests > 0 ? percentile('50') : NaN,
    p99Ms: requests > 0 ? percentile('99') : NaN,
    errors,
    timeouts: socket ? Number(socket[4]) : 0,
    non2xx,
  };
}
