import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../tests/support/free-port.ts';

/**
 * Cold start: from spawning the server to its first served page (200 from the demo's home), on
 * an existing database (migrated and seeded by a first start that is not counted). Rounds
 * alternate between the ways of starting, so a busy machine slows them alike; prints each
 * start and the medians.
 *
 *   BUILD_DIR=build node --import tsx bench/cold-start.ts [--rounds 7] [--page /ys/obc/] [--with-tsx] [--workers N] [--compare OTHER_BUILD_DIR]
 *
 * Needs `npm run build` (the compiled server, BUILD_DIR/node/main.js). --with-tsx also times
 * `node --import tsx server/main.ts` (TypeScript compiled at start-up) for comparison;
 * --compare another build (of another commit, say: `git worktree add`), interleaved with this one.
 */
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '7' },
    page: { type: 'string', default: '/ys/obc/' },
    'with-tsx': { type: 'boolean', default: false },
    workers: { type: 'string' },
    compare: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const compiled = path.join(buildDir, 'node', 'main.js');
if (!fs.existsSync(compiled)) throw new Error(`${compiled} is missing: run npm run build first`);

interface Way {
  args: string[];
  buildDir: string;
}
const ways: Record<string, Way> = { compiled: { args: [compiled], buildDir } };
if (values['with-tsx']) ways.tsx = { args: ['--import', 'tsx', 'server/main.ts'], buildDir };
if (values.compare) {
  const other = path.resolve(values.compare);
  const main = path.join(other, 'node', 'main.js');
  if (!fs.existsSync(main)) throw new Error(`${main} is missing: build that commit with BUILD_DIR=${values.compare}`);
  ways.compare = { args: [main], buildDir: other };
}

function start(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

const TICK_MS = 1000 / 100; // USER_HZ on Linux

/** CPU time (user + system, ms) a process has used so far, from /proc, and its children's pids. */
function processCpu(pid: number): { ms: number; children: number[] } {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return { ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS, children: children ? children.split(' ').map(Number) : [] };
  } catch {
    return { ms: 0, children: [] }; // gone already
  }
}

interface Start {
  wall: number;
  /** CPU of all the server's processes. */
  cpu: number;
  /** CPU of the starting process alone, and of its busiest child (the worker that served, most likely). */
  primary: number;
  worker: number;
}

/** Milliseconds from spawn to the first 200 on the page, and the CPU time the server's processes used by then. */
async function timeToFirstPage(args: string[], env: NodeJS.ProcessEnv, url: string): Promise<Start> {
  const started = performance.now();
  const child = start(args, env);
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before serving ${url}`);
      const status = await fetch(url).then(
        (response) => response.arrayBuffer().then(() => response.status),
        () => 0,
      );
      if (status === 200) {
        const wall = performance.now() - started;
        const primary = processCpu(child.pid!);
        const workers = primary.children.map((pid) => processCpu(pid).ms);
        return { wall, cpu: primary.ms + workers.reduce((sum, ms) => sum + ms, 0), primary: primary.ms, worker: Math.max(0, ...workers) };
      }
      if (performance.now() - started > 120_000) throw new Error(`no page from ${url} after 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await stop(child);
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-cold-start-'));
try {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED: 'demo',
    ...(values.workers ? { WEB_CONCURRENCY: values.workers } : {}),
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.S3_BUCKET;
  const url = `http://127.0.0.1:${port}${values.page}`;
  const loadBefore = os.loadavg()[0]!;
  const seeding = await timeToFirstPage([compiled], env, url);
  console.log(`first start (migrate and seed the demo): ${seeding.wall.toFixed(0)} ms; now ${rounds} rounds on that database`);
  const times: Record<string, Start[]> = Object.fromEntries(Object.keys(ways).map((way) => [way, []]));
  for (let round = 1; round <= rounds; round += 1) {
    const line = [];
    for (const [way, { args, buildDir: wayBuildDir }] of Object.entries(ways)) {
      const time = await timeToFirstPage(args, { ...env, BUILD_DIR: wayBuildDir }, url);
      times[way]!.push(time);
      line.push(
        `${way} ${time.wall.toFixed(0)} ms (CPU ${time.cpu.toFixed(0)} ms: primary ${time.primary.toFixed(0)}, busiest worker ${time.worker.toFixed(0)})`,
      );
    }
    console.log(`round ${round}: ${line.join(', ')}`);
  }
  console.log(
    `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.availableParallelism()} CPUs (wall time grows with it; CPU time is the steadier figure)`,
  );
  for (const [way, list] of Object.entries(times)) {
    const walls = list.map((time) => time.wall);
    console.log(
      `${way}: to first page median ${median(walls).toFixed(0)} ms, best ${Math.min(...walls).toFixed(0)} ms; CPU of all its processes median ${median(list.map((time) => time.cpu)).toFixed(0)} ms (primary ${median(list.map((time) => time.primary)).toFixed(0)}, busiest worker ${median(list.map((time) => time.worker)).toFixed(0)}) (${process.execPath} ${ways[way]!.args.join(' ')})`,
    );
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
