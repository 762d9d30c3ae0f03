import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Dialect } from '../../server/db/database.ts';
import type { S3Settings } from '../../server/storage/s3-storage.ts';
import { s3Environment } from './test-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where a program finds the database and files: the variables the server reads (DATA_DIR, DATABASE_*, S3_*). */
export function storeEnvironment(dialect: Dialect, place: { dataDir: string; schema: string }, s3?: S3Settings): Record<string, string | undefined> {
  const databaseUrl = dialect === 'postgres' ? process.env.DATABASE_URL : undefined;
  return { DATA_DIR: place.dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: databaseUrl ? place.schema : undefined, ...s3Environment(s3) };
}

/**
 * Runs a command-line program (server/cli/{name}.ts) as `npm run {name}` does, with no input
 * (not a terminal) and only the given environment besides PATH and HOME.
 */
export type CliName = 'admin' | 'seed' | 'backup' | 'restore' | 'db-copy' | 'export-json' | 'import-json' | 'export-mediawiki';

export function runCli(name: CliName, args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) as Record<string, string>;
  const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${name}.ts`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...defined },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
