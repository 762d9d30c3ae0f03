import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createClient } from '@redis/client';
import { freePort } from './free-port.ts';

/** Why a Redis fault test cannot run here, or undefined when redis-server is installed. */
export function redisServerMissing(): string | undefined {
  const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return probe.error || probe.status !== 0 ? 'redis-server is not installed (apt-get install redis-server)' : undefined;
}

export interface TestRedisServer {
  /** redis://127.0.0.1:{port} */
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit: its clients see the connection closed. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, and waits until it accepts commands. */
  start(): Promise<void>;
  /** The keys matching `pattern` in the running server. */
  keys(pattern: string): Promise<string[]>;
  /** Stops it for good. */
  close(): Promise<void>;
}

/** How long a start may take before the test fails (it takes a few milliseconds). */
const START_TIMEOUT_MS = 10_000;

/** Starts redis-server on `port` with nothing saved to disk, resolving once it accepts connections. */
async function launch(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`));
    });
  });
  await ready;
  return child;
}

async function terminate(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * A redis-server of the test's own on a free loopback port, that the test may stop and start
 * again on the same port (never the machine's shared Redis on 6379).
 */
export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined = await launch(port);
  // Never outlive the test run, even when it ends without close().
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    async stop() {
      await terminate(child);
      child = undefined;
    },
    async start() {
      if (child) throw new Error('redis-server is already running');
      child = await launch(port);
    },
    async keys(pattern) {
      const client = createClient({ url });
      client.on('error', () => undefined);
      await client.connect();
      try {
        return await client.keys(pattern);
      } finally {
        client.destroy();
      }
    },
    async close() {
      process.off('exit', killOnExit);
      await terminate(child);
      child = undefined;
    },
  };
}
