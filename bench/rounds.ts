/**
 * Interleaved rounds: every target once per round (A B C … A B C …), the order rotated each round,
 * so the noise of a shared machine falls on every target alike; a target's figures are the
 * medians over the rounds. A round of a target measures requests per second and latency (load
 * generator), the CPU time of the serving process tree per request (/proc, see cpu.ts) and the
 * generator's own CPU time.
 */
import { treeCpuMs } from './cpu.ts';
import { runLoad, type Generator, type LoadRun } from './load.ts';

export interface Target {
  /** Row label. */
  name: string;
  url: string;
  headers: Record<string, string>;
  connections: number;
  /** The serving process (its whole tree is measured); undefined: CPU not measured. */
  pid?: number;
}

export interface Round extends LoadRun {
  /** 2xx answers per second: a server shedding load with quick 503s does not look faster for it. */
  okPerSecond: number;
  /** Server CPU ms per 2xx answer (the CPU of any non-2xx answers in the round is counted in, so it is never flattered). */
  serverCpuMsPerRequest: number;
  /** Share of one core the generator used during the run (1 = a whole core). */
  generatorCoreShare: number;
}

export interface Measured {
  target: Target;
  rounds: Round[];
  /** Medians over the rounds of each figure; sums for the counts. */
  median: Round;
}

const median = (values: number[]): number => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measureOnce(generator: Generator, target: Target, duration: number): Promise<Round> {
  const cpuBefore = target.pid === undefined ? 0 : treeCpuMs(target.pid);
  const run = await runLoad(generator, { url: target.url, headers: target.headers, connections: target.connections, duration });
  const cpu = target.pid === undefined ? NaN : treeCpuMs(target.pid) - cpuBefore;
  const ok = run.requests - run.non2xx;
  return {
    ...run,
    okPerSecond: ok / run.seconds,
    serverCpuMsPerRequest: ok > 0 ? cpu / ok : NaN,
    generatorCoreShare: run.generatorCpuMs / (run.seconds * 1000),
  };
}

export interface RoundOptions {
  generator: Generator;
  rounds: number;
  /** Seconds per target per round. */
  duration: number;
  /** Seconds of untimed load per target before the first round (JIT, caches, pools). */
  warmup: number;
  /** Called before each run, for progress on stderr. */
  onRun?: (round: number, target: Target) => void;
}

export async function measureInterleaved(targets: Target[], options: RoundOptions): Promise<Measured[]> {
  if (options.warmup > 0) {
    for (const target of targets) {
      options.onRun?.(0, target);
      await runLoad(options.generator, { url: target.url, headers: target.headers, connections: target.connections, duration: options.warmup });
    }
  }
  const rounds = new Map<Target, Round[]>(targets.map((target) => [target, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (let index = 0; index < targets.length; index++) {
      const target = targets[(index + round) % targets.length]!;
      options.onRun?.(round + 1, target);
      rounds.get(target)!.push(await measureOnce(options.generator, target, options.duration));
    }
  }
  return targets.map((target) => {
    const measured = rounds.get(target)!;
    const of = (pick: (round: Round) => number) => median(measured.map(pick));
    const sum = (pick: (round: Round) => number) => measured.reduce((total, round) => total + pick(round), 0);
    return {
      target,
      rounds: measured,
      median: {
        requests: sum((round) => round.requests),
        seconds: sum((round) => round.seconds),
        requestsPerSecond: of((round) => round.requestsPerSecond),
        okPerSecond: of((round) => round.okPerSecond),
        p50Ms: of((round) => round.p50Ms),
        p99Ms: of((round) => round.p99Ms),
        errors: sum((round) => round.errors),
        timeouts: sum((round) => round.timeouts),
        non2xx: sum((round) => round.non2xx),
        generatorCpuMs: sum((round) => round.generatorCpuMs),
        serverCpuMsPerRequest: of((round) => round.serverCpuMsPerRequest),
        generatorCoreShare: of((round) => round.generatorCoreShare),
      },
    };
  });
}
