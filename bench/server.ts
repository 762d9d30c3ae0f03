import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropPostgresSchema } from '../server/db/schema-lock.ts';
import { freePort } from '../tests/support/free-port.ts';
import { processTree } from './cpu.ts';

export { freePort };

/** The repository root (bench/..). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The benchmark only ever listens on, and sends traffic to, this address. */
export const LOOPBACK = '127.0.0.1';

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  pid: number;
  /** The command line that started it (compiled JavaScript, or TypeScript through tsx). */
  command: string;
  /** Its DATA_DIR (another server may share it: see StartOptions.shareWith). */
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
  /** Milliseconds from spawn to the first 200 from /healthz (includes migrating and seeding). */
  startupMs: number;
  stop(): Promise<void>;
}

/** Every server started and not yet stopped, so an error or Ctrl-C can still clean up. */
interface RunningServer {
  child: ChildProcess;
  /** The temp DATA_DIR this server owns (removed at the end); undefined when shared. */
  dataDir: string | undefined;
  stop(): Promise<void>;
}
const running = new Set<RunningServer>();

/** Stops every running server: kills the process, drops its PostgreSQL schema, removes its temp dir. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

// Last resort when the process exits without awaiting stopAll() (process.exit, a second Ctrl-C).
process.on('exit', () => {
  for (const { child, dataDir } of running) {
    if (isAlive(child)) child.kill('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** BUILD_DIR as the server reads it (default build), absolute. */
export const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build');

/** The compiled server `npm run build` writes, when this tree has one. */
const compiledServer = path.join(buildDir, 'node', 'main.js');

/** Runs `npm run build` (into BUILD_DIR) when the production build is missing. */
export async function ensureBuild(): Promise<void> {
  if (fs.existsSync(path.join(buildDir, 'server', 'index.js'))) return;
  console.log(`${path.relative(root, buildDir)}/server/index.js is missing: running npm run build`);
  const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
}

export interface StartOptions {
  /** PostgreSQL (a new schema, dropped at the end); unset: SQLite in DATA_DIR. */
  databaseUrl?: string | undefined;
  /** Serve the database of an already started server (same DATA_DIR, same schema): nothing is seeded, and it is left in place. */
  shareWith?: BenchServer & { schema?: string | undefined };
  /** More environment for the server (PAGE_CACHE_MB, WEB_CONCURRENCY, ...). */
  env?: Record<string, string>;
  /** Another production build to run (an A/B comparison, bench/languages.ts); default BUILD_DIR's. */
  build?: string;
  timeoutMs?: number;
}

/**
 * Starts the production server on a free loopback port: `node BUILD_DIR/node/main.js` when the
 * build has a compiled server, else `node --import tsx server/main.ts`, with NODE_ENV=production
 * and SEED=demo over a fresh temp DATA_DIR (SQLite there, or PostgreSQL in a new schema when
 * databaseUrl is given), or over the database of shareWith. Resolves once /healthz answers 200.
 */
export async function startServer(options: StartOptions): Promise<BenchServer & { schema?: string | undefined }> {
  const { databaseUrl, shareWith, timeoutMs = 120_000 } = options;
  const port = await freePort();
  const origin = `http://${LOOPBACK}:${port}`;
  const ownsData = !shareWith;
  const dataDir = shareWith ? shareWith.dataDir : fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-bench-'));
  const schema = shareWith ? shareWith.schema : databaseUrl ? `bench_${crypto.randomBytes(6).toString('hex')}` : undefined;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: LOOPBACK,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.DATABASE_SCHEMA;
  delete env.TRUST_PROXY;
  if (databaseUrl && schema) Object.assign(env, { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  Object.assign(env, options.env);

  const compiled = options.build ? path.join(path.resolve(root, options.build), 'node', 'main.js') : compiledServer;
  if (options.build) Object.assign(env, { BUILD_DIR: path.resolve(root, options.build) });
  const args = fs.existsSync(compiled) ? [compiled] : ['--import', 'tsx', 'server/main.ts'];
  const command = `node ${args.map((arg) => (path.isAbsolute(arg) ? path.relative(root, arg) : arg)).join(' ')}`;
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forwardOutput(child);
  const exited = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit code ${code}`));
    child.once('error', (error) => resolve(error.message));
  });

  let stopping: Promise<void> | undefined;
  const entry: RunningServer = {
    child,
    dataDir: ownsData ? dataDir : undefined,
    stop: () =>
      (stopping ??= (async () => {
        await kill(child, exited);
        if (ownsData && databaseUrl && schema) await dropSchema(databaseUrl, schema);
        if (ownsData) fs.rmSync(dataDir, { recursive: true, force: true });
        running.delete(entry);
      })()),
  };
  running.add(entry);

  try {
    await Promise.race([
      waitForHealth(origin, timeoutMs),
      exited.then((how) => Promise.reject(new Error(`the server stopped (${how}) before answering /healthz`))),
    ]);
  } catch (error) {
    await entry.stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error('the server process has no pid');
  return {
    origin,
    pid: child.pid,
    command,
    dataDir,
    schema,
    dialect: databaseUrl ? 'postgres' : 'sqlite',
    startupMs: Date.now() - started,
    stop: entry.stop,
  };
}

/** Resident memory of a process in bytes, from /proc (Linux only; undefined elsewhere). */
export function readMemory(pid: number): { rss: number; peakRss: number } | undefined {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  const rss = kib('VmRSS');
  const peakRss = kib('VmHWM');
  return Number.isFinite(rss) && Number.isFinite(peakRss) ? { rss, peakRss } : undefined;
}

function isAlive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM (the server closes cleanly, its workers too), then SIGKILL after 5 s; workers left behind get SIGKILL. */
async function kill(child: ChildProcess, exited: Promise<string>): Promise<void> {
  if (!isAlive(child)) return;
  const tree = child.pid === undefined ? [] : processTree(child.pid).slice(1);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
  const deadline = Date.now() + 5000;
  for (const pid of tree) {
    while (pidAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    if (pidAlive(pid)) process.kill(pid, 'SIGKILL');
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  await dropPostgresSchema(databaseUrl, schema).catch((error: unknown) => console.error(`could not drop PostgreSQL schema ${schema}:`, error));
}

async function waitForHealth(origin: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

/** Server output goes to our stderr, each line marked, so it never mixes into the result tables. */
function forwardOutput(child: ChildProcess): void {
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stderr.write(`  [server] ${line}\n`);
    });
    stream?.on('end', () => {
      if (pending) process.stderr.write(`  [server] ${pending}\n`);
    });
  }
}
