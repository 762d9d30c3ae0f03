import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportReport } from '../../server/mediawiki/import/report.ts';
import { storeEnvironment, type CliResult } from '../support/cli.ts';
import type { TestServer } from '../support/test-server.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The fixture dump: a small Chinese wiki with history, templates, tables, references, redirects, categories and a files folder. */
export const LIYUE_DUMP = path.join(root, 'tests/fixtures/mediawiki/dumps/liyue-wiki/liyue-wiki-history.xml');
export const LIYUE_DUMP_BZ2 = path.join(root, 'tests/fixtures/mediawiki/dumps/compressed/liyue-wiki-history.xml.bz2');

export interface ImportRun extends CliResult {
  /** The --report JSON, when the run wrote one. */
  report: ImportReport | undefined;
}

/**
 * Runs `npm run import:mediawiki -- ...args` against the test server's database and files (as an
 * operator would, in its own process), with --report into a temporary file.
 */
export async function importMediawiki(server: TestServer, args: string[], env: Record<string, string> = {}): Promise<ImportRun> {
  const reportFile = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-mw-report-')), 'report.json');
  const defined = Object.fromEntries(
    Object.entries({ ...storeEnvironment(server.dialect, server), ...env }).filter(([, value]) => value !== undefined),
  ) as Record<string, string>;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/import-mediawiki.ts', ...args, '--report', reportFile], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...defined },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
  });
  const report = await fs
    .readFile(reportFile, 'utf8')
    .then((text) => JSON.parse(text) as ImportReport)
    .catch(() => undefined);
  await fs.rm(path.dirname(reportFile), { recursive: true, force: true });
  return { code: signal ? null : code, stdout, stderr: signal ? `${stderr}\n(killed by ${signal})` : stderr, report };
}

interface Answer<T> {
  retcode: number;
  message: string;
  data: T;
}

/** GET of the canonical API, answering the envelope. */
export async function apiGet<T>(server: TestServer, appSn: string, pathAndQuery: string): Promise<Answer<T>> {
  const response = await server.get(`/api/${appSn}/${pathAndQuery}`);
  return (await response.json()) as Answer<T>;
}

/** The content id of the entry an imported title became. */
export async function entryIdOf(server: TestServer, editionId: number, title: string): Promise<number> {
  const row = await server.db
    .selectFrom('mediawiki_pages')
    .select('content_id')
    .where('edition_id', '=', editionId)
    .where('ns', '=', 0)
    .where('title', '=', title)
    .where('content_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.content_id);
}
