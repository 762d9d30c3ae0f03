import { spawn } from 'node:child_process';
import { BackupError } from './backup-error.ts';

/** What to say when a PostgreSQL client tool is not installed. */
const INSTALL_HINT = 'install the PostgreSQL client tools of the server major version (Debian: apt-get install postgresql-client)';

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore) to its end; a failure carries the tool's
 * own words (its stderr), a missing tool says how to install it.
 */
export function runPostgresTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString();
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'ENOENT' ? new BackupError(`${command} is not installed: ${INSTALL_HINT}.`) : error);
    });
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${command} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`));
    });
  });
}

/**
 * A libpq connection for a tool: the URL without its password, which goes in PGPASSWORD so
 * that it never shows in the process list.
 */
export function postgresToolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}
