import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A MediaWiki of Debian's `mediawiki` package, installed into a temporary folder for one test: importDump.php and queries through its own maintenance scripts. */

const MEDIAWIKI = '/usr/share/mediawiki';
const maintenance = (script: string) => path.join(MEDIAWIKI, 'maintenance', script);

export const MEDIAWIKI_MISSING =
  "php or Debian's mediawiki package is not installed (apt-get install mediawiki php-sqlite3 php-intl php-mbstring php-xml; ../shared/peers/mediawiki/setup.sh does the same)";

/** Whether php and MediaWiki's maintenance scripts are here. */
export function mediawikiAvailable(): boolean {
  if (!fs.existsSync(maintenance('importDump.php'))) return false;
  return spawnSync('php', ['-r', 'exit(extension_loaded("pdo_sqlite") ? 0 : 1);']).status === 0;
}

export interface ThrowawayMediawiki {
  importDump(file: string): Promise<string>;
  /** Rows of a SQL query, through maintenance/sql.php. */
  query<T>(sql: string): Promise<T[]>;
  /** A page's current text, through maintenance/getText.php. */
  pageText(title: string): Promise<string>;
  remove(): Promise<void>;
}

function php(script: string, args: string[], configFile: string): Promise<string> {
  // MW_CONFIG_FILE points MediaWiki at this wiki's LocalSettings.php instead of /etc/mediawiki's.
  const child = spawn('php', [maintenance(script), ...args], {
    cwd: MEDIAWIKI,
    env: { ...process.env, MW_CONFIG_FILE: configFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`${script} failed (${code}):\n${stderr}\n${stdout}`))));
  });
}

/** Installs a new MediaWiki on SQLite in a temporary folder (install.php, about 3 s). */
export async function throwawayMediawiki(): Promise<ThrowawayMediawiki> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'almanac-mediawiki-'));
  const configFile = path.join(dir, 'LocalSettings.php');
  await fs.promises.mkdir(path.join(dir, 'data'));
  await php(
    'install.php',
    [
      '--dbtype=sqlite',
      `--dbpath=${path.join(dir, 'data')}`,
      '--dbname=exportcheck',
      '--server=http://127.0.0.1',
      '--scriptpath=',
      `--confpath=${dir}`,
      '--pass=Export check 2026!',
      '--skins=',
      'ExportCheck',
      'Admin',
    ],
    configFile,
  );
  return {
    importDump: (file) => php('importDump.php', [file], configFile),
    query: async <T>(sql: string) => JSON.parse(await php('sql.php', ['--json', '--query', sql], configFile)) as T[],
    pageText: (title) => php('getText.php', [title], configFile),
    remove: () => fs.promises.rm(dir, { recursive: true, force: true }),
  };
}
