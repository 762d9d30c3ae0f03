/**
 * The load generator: wrk when it is installed (C, cheap per request), else autocannon (Node, in
 * this process: it needs several times wrk's CPU per request, so its figures are the generator's
 * limit sooner; the run says so loudly).
 */
import autocannon, { type Instance, type Result } from 'autocannon';
import { assertLoopback } from './http.ts';
import type { LoadRequest, LoadRun } from './load-types.ts';
import { findWrk, runWrk, stopWrk } from './wrk.ts';

export type { LoadRequest, LoadRun } from './load-types.ts';

export type Generator = 'wrk' | 'autocannon';

/** wrk if on the PATH, else autocannon. */
export function pickGenerator(): Generator {
  return findWrk() ? 'wrk' : 'autocannon';
}

/** The autocannon instance running now, so Ctrl-C can stop it. */
let current: Instance | undefined;
let stopped = false;

/** Stops the load at once; the next runLoad rejects. */
export function stopLoad(): void {
  stopped = true;
  current?.stop();
  stopWrk();
}

export async function runLoad(generator: Generator, request: LoadRequest): Promise<LoadRun> {
  if (stopped) throw new Error('load stopped');
  const run = generator === 'wrk' ? await runWrk(request) : await runAutocannon(request);
  if (stopped) throw new Error('load stopped');
  return run;
}

async function runAutocannon(request: LoadRequest): Promise<LoadRun> {
  assertLoopback(request.url);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await new Promise<Result>((resolve, reject) => {
    current = autocannon(
      { url: request.url, duration: request.duration, connections: request.connections, timeout: 10, headers: request.headers },
      (error, result) => {
        current = undefined;
        if (error) reject(error);
        else resolve(result);
      },
    );
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    requests: result.requests.total,
    seconds,
    requestsPerSecond: result.requests.total / seconds,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    generatorCpuMs: (cpu.user + cpu.system) / 1000,
  };
}
