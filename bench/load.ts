import autocannon, { type Instance, type Result } from 'autocannon';
import { assertLoopback, BROWSER_HEADERS } from './http.ts';

export interface Target {
  name: string;
  /** Path and query on the bench server. */
  path: string;
  accept: string;
}

export interface LoadOptions {
  /** Seconds of measurement per target. */
  duration: number;
  /** Seconds of untimed load per target first (JIT, caches, connection pools). */
  warmup: number;
  connections: number;
}

export interface LoadResult {
  target: Target;
  result: Result;
}

/** The instance running now, so Ctrl-C can stop it. */
let current: Instance | undefined;
let stopped = false;

/** Stops the load at once; measureTargets then rejects instead of going on to the next target. */
export function stopLoad(): void {
  stopped = true;
  current?.stop();
}

/** Warms up, then measures each target in turn (never concurrently, so figures do not mix). */
export async function measureTargets(origin: string, targets: Target[], options: LoadOptions): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const target of targets) {
    if (options.warmup > 0) {
      process.stderr.write(`warming up ${target.name} (${options.warmup} s)\n`);
      await fire(origin, target, options.warmup, options.connections);
    }
    process.stderr.write(`measuring  ${target.name} (${options.duration} s, ${options.connections} connections)\n`);
    results.push({ target, result: await fire(origin, target, options.duration, options.connections) });
  }
  return results;
}

async function fire(origin: string, target: Target, duration: number, connections: number): Promise<Result> {
  if (stopped) throw new Error('load stopped');
  const url = `${origin}${target.path}`;
  assertLoopback(url);
  const result = await new Promise<Result>((resolve, reject) => {
    current = autocannon(
      { url, title: target.name, duration, connections, timeout: 10, headers: { ...BROWSER_HEADERS, accept: target.accept } },
      (error, result) => {
        current = undefined;
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
  if (stopped) throw new Error('load stopped');
  return result;
}
