import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServer } from '../../scripts/build-server.ts';
import { freePort } from '../../tests/support/free-port.ts';

/**
 * `npm start` as production runs it: the compiled server (compiled here, into a folder of this
 * run) with two workers over a fresh SQLite DATA_DIR, as a child process. Pages need the app
 * build; it is made (react-router build) when BUILD_DIR has none.
 */
const root = path.resolve(import.meta.dirname, '..', '..');
const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build');
const compiledDir = path.join(root, '.builds', `cluster-test-${crypto.randomBytes(4).toString('hex')}`);
const main = path.join(compiledDir, 'main.js');

async function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit code ${code})`);
}

interface Started {
  child: ChildProcess;
  origin: string;
  /** Everything the primary wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves once the output matches, with the match. */
  waitFor(pattern: RegExp, after?: number): Promise<RegExpExecArray>;
  exited: Promise<{ code: number | null; signal: string | null }>;
}

async function start(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-cluster-'));
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    BUILD_DIR: buildDir,
    SEED: 'none',
    LOG_LEVEL: 'info',
    ...env,
  };
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'S3_BUCKET', 'NODE_ENV']) if (!(name in env)) delete childEnv[name];
  const child = spawn(process.execPath, [main], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    output: () => text,
    waitFor: (pattern, after = 0) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = pattern.exec(text.slice(after));
          if (found) {
            listeners.delete(check);
            resolve(found);
          }
        };
        listeners.add(check);
        void exited.then(({ code, signal }) => reject(new Error(`the server exited (${signal ?? code}) before writing ${pattern}:\n${text}`)));
        check();
      }),
    exited,
  };
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const READY = /2 workers on \S+ \(pids (\d+), (\d+); primary (\d+)\)/;

/** A GET on a connection of its own (no keep-alive): the workers take turns accepting connections, not requests. */
const freshGet = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });

/** The value of one series in Prometheus text; undefined when absent. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('npm start: the compiled server in two worker processes', () => {
  beforeAll(async () => {
    if (!fs.existsSync(path.join(buildDir, 'server', 'index.js'))) await run('npx', ['react-router', 'build'], { ...process.env, BUILD_DIR: buildDir });
    await compileServer(compiledDir);
  }, 300_000);
  afterAll(() => fs.rmSync(compiledDir, { recursive: true, force: true }));

  it('serves pages, replaces a worker killed with -9, and stops gracefully on SIGTERM', async () => {
    const server = await start({ WEB_CONCURRENCY: '2' });
    try {
      const ready = await server.waitFor(READY);
      const [workerA, workerB] = [Number(ready[1]), Number(ready[2])];
      expect(Number(ready[3])).toBe(server.child.pid);
      const page = await fetch(`${server.origin}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

      const mark = server.output().length;
      process.kill(workerA, 'SIGKILL');
      await server.waitFor(new RegExp(`worker \\d+ \\(pid ${workerA}\\) died \\(signal SIGKILL\\)`), mark);
      const again = await server.waitFor(READY, mark);
      const pids = [Number(again[1]), Number(again[2])];
      expect(pids).toContain(workerB);
      expect(pids).not.toContain(workerA);
      for (let i = 0; i < 4; i += 1) expect((await fetch(`${server.origin}/`)).status).toBe(200);

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(pids.filter(alive)).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('sums the metrics of both workers: the requests each one served add up at /metrics, and the primary logs JSON', async () => {
    const token = 'cluster-metrics-token-0123';
    const metricsPort = await freePort();
    const server = await start({ WEB_CONCURRENCY: '2', METRICS_PORT: String(metricsPort), METRICS_TOKEN: token });
    try {
      const ready = await server.waitFor(READY);
      const workers = [Number(ready[1]), Number(ready[2])];
      const readyLine = server
        .output()
        .split('\n')
        .find((line) => line.includes('2 workers on'))!;
      expect(JSON.parse(readyLine)).toMatchObject({
        level: 30,
        role: 'primary',
        pid: server.child.pid,
        workers: 2,
        msg: expect.stringContaining('2 workers on'),
      });

      // Which worker served each probe, from the workers' own request log lines (JSON, with their pid).
      const served = () => {
        const byPid = new Map<number, number>();
        for (const line of server.output().split('\n')) {
          if (!line.includes('/healthz?probe=')) continue;
          const entry = JSON.parse(line) as { pid: number; msg: string };
          if (entry.msg === 'incoming request') byPid.set(entry.pid, (byPid.get(entry.pid) ?? 0) + 1);
        }
        return byPid;
      };
      // Batches of parallel connections until both workers have served some (bounded).
      let sent = 0;
      for (let batch = 0; batch < 25 && workers.some((pid) => !served().get(pid)); batch += 1) {
        const answers = await Promise.all(Array.from({ length: 8 }, () => freshGet(`${server.origin}/healthz?probe=${sent++}`)));
        expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (let tries = 0; tries < 50 && [...served().values()].reduce((a, b) => a + b, 0) < sent; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 100));
      const byPid = served();
      expect([...byPid.keys()].sort()).toEqual([...workers].sort());
      expect((byPid.get(workers[0]!) ?? 0) + (byPid.get(workers[1]!) ?? 0)).toBe(sent);

      const series = 'almanac_http_requests_total{method="GET",route="/healthz",status="200"}';
      const bearer = { authorization: `Bearer ${token}` };
      // The primary's own listener (METRICS_PORT)...
      const scraped = await freshGet(`http://127.0.0.1:${metricsPort}/metrics`, bearer);
      expect(scraped.status).toBe(200);
      expect(sample(scraped.text, series)).toBe(sent);
      expect(sample(scraped.text, 'almanac_metrics_workers_answered')).toBe(2);
      expect(scraped.text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      // ...and the public port's /metrics (METRICS_TOKEN), whichever worker takes it: the same sum, from the primary.
      for (let i = 0; i < 4; i += 1) expect(sample((await freshGet(`${server.origin}/metrics`, bearer)).text, series)).toBe(sent);
      expect((await freshGet(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
      expect((await freshGet(`${server.origin}/metrics`)).status).toBe(401);

      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);

  it('leaves no worker behind when the primary cannot read its configuration (the first worker is forked before it does)', async () => {
    const server = await start({ WEB_CONCURRENCY: '2', PORT: 'not-a-port' });
    try {
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toContain('PORT');
      const workersOf = () =>
        fs.readdirSync('/proc').filter(
          (pid) =>
            /^\d+$/.test(pid) &&
            (() => {
              try {
                return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(main);
              } catch {
                return false;
              }
            })(),
        );
      for (let tries = 0; tries < 50 && workersOf().length > 0; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(workersOf()).toEqual([]);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 60_000);

  it('gives up with a message when workers keep failing at start-up', async () => {
    // No app build there: every worker fails as it loads the pages.
    const server = await start({ WEB_CONCURRENCY: '2', BUILD_DIR: path.join(compiledDir, 'no-app-build') });
    try {
      expect((await server.exited).code).toBe(1);
      expect(server.output()).toMatch(/workers keep failing within 10 s of starting \(5 in a row, the last with exit code 1\): giving up/);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 180_000);
});
