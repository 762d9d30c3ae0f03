import { spawn } from 'node:child_process';

/** What `npm run dev` prints once it serves (main.ts), again after each restart. */
export const READY_LINE = 'Almanac dev server: http://';

export interface DevProcess {
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** How many times it said it serves (1, then one more per restart). */
  readyCount(): number;
  /** Resolves once it has said it serves `count` times; rejects when it exits first or after timeoutMs. */
  waitForReady(count: number, timeoutMs: number): Promise<void>;
  /** Stops the whole process group (npm, tsx watch, the server) and waits for it. */
  stop(): Promise<void>;
}

/**
 * Starts `npm run dev` in `cwd` for tests and benchmarks, in a process group of its own (npm,
 * the shell, `tsx watch` and its server), on the given port and DATA_DIR.
 */
export function startDevProcess(options: { cwd: string; port: number; dataDir: string; env?: Record<string, string> }): DevProcess {
  const child = spawn('npm', ['run', 'dev'], {
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Not a test run's own variables (VITEST...): the dev server is the contributor's.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST'))),
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  let text = '';
  const listeners = new Set<() => void>();
  const take = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
    for (const listener of listeners) listener();
  });
  const readyCount = () => text.split(READY_LINE).length - 1;
  return {
    url: `http://127.0.0.1:${options.port}`,
    output: () => text,
    readyCount,
    waitForReady: (count, timeoutMs) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (readyCount() >= count) done(undefined);
          else if (gone) done(new Error(`npm run dev exited before it served:\n${text.slice(-3000)}`));
        };
        const timer = setTimeout(() => done(new Error(`npm run dev did not serve within ${timeoutMs / 1000} s:\n${text.slice(-3000)}`)), timeoutMs);
        const done = (error: Error | undefined) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        };
        listeners.add(check);
        check();
      }),
    stop: async () => {
      const group = child.pid;
      if (group === undefined || !groupAlive(group)) return;
      process.kill(-group, 'SIGTERM');
      // npm may exit before the server it started: the group is gone once they all are.
      for (const started = Date.now(); groupAlive(group); await new Promise((resolve) => setTimeout(resolve, 100))) {
        if (Date.now() - started > 10_000) process.kill(-group, 'SIGKILL');
      }
      await exited;
    },
  };
}

function groupAlive(group: number): boolean {
  try {
    process.kill(-group, 0);
    return true;
  } catch {
    return false;
  }
}
