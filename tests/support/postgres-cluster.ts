import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

/**
 * A throwaway PostgreSQL cluster for fault tests and benchmarks: initdb in a temp folder, on a
 * free loopback port, that a test may stop, start, restart, and end the connections of, without
 * touching the machine's shared PostgreSQL. Run as the postgres user when we are root (initdb
 * refuses root). remove() stops it and deletes its folder.
 */
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  port: number;
  dir: string;
  /** Each waits for pg_ctl without blocking the event loop: a server in this process keeps answering. */
  start(): Promise<void>;
  /** Stops it (fast mode: every connection is ended, as a restart or a failover does). */
  stop(): Promise<void>;
  restart(): Promise<void>;
  /** Runs SQL through psql as the superuser (the cluster must be running); returns its output. */
  psql(sql: string): Promise<string>;
  /** Stops it at once and deletes its folder (synchronous: also fit for a process's exit). */
  remove(): void;
}

/** The folder of initdb and pg_ctl: PG_BIN, else pg_config's, else Debian's newest, else the PATH's; undefined when none is found. */
export function postgresBinDir(): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // no pg_config: look further
  }
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs.readdirSync(debian).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  candidates.push(...(process.env.PATH ?? '').split(path.delimiter));
  return candidates.find((dir) => dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')));
}

/** Why the cluster cannot be made here, or undefined when it can. */
export function postgresClusterUnavailableReason(): string | undefined {
  if (!postgresBinDir()) return "initdb and pg_ctl were not found (install PostgreSQL's server package, or set PG_BIN)";
  if (isRoot() && !userExists('postgres')) return 'running as root and there is no postgres user to run initdb as';
  return undefined;
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(postgresClusterUnavailableReason());
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-pg-'));
  const data = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  fs.mkdirSync(socketDir);
  if (isRoot()) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const asPostgres = (program: string, args: string[]): [string, string[]] => {
    const command = path.join(bin, program);
    return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  };
  const runSync = (program: string, args: string[]) =>
    execFileSync(...asPostgres(program, args), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  const run = async (program: string, args: string[]) => (await execFileAsync(...asPostgres(program, args), { encoding: 'utf8', timeout: 60_000 })).stdout;
  runSync('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${socketDir} -c fsync=on -c max_connections=100`;
  const ctlArgs = (action: string, extra: string[]) => [action, '-D', data, '-w', '-t', '30', ...extra];
  const ctl = async (action: string, extra: string[] = []) => void (await run('pg_ctl', ctlArgs(action, extra)));
  // Its log goes to a file: a server holding our stdout would keep execFileSync waiting.
  const log = path.join(dir, 'server.log');
  const start = () => ctl('start', ['-o', options, '-l', log]);
  const stop = () => ctl('stop', ['-m', 'fast']);
  try {
    await start();
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    start,
    stop,
    restart: () => ctl('restart', ['-m', 'fast', '-o', options, '-l', log]),
    psql: (sql) =>
      run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-X', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-c', sql]),
    remove() {
      if (removed) return;
      removed = true;
      try {
        runSync('pg_ctl', ctlArgs('stop', ['-m', 'immediate']));
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const execFileAsync = promisify(execFile);

const isRoot = () => process.getuid?.() === 0;

function userExists(name: string): boolean {
  try {
    execFileSync('id', ['-u', name], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
