import fs from 'node:fs';
import { freePort, startServer, type BenchServer } from '../../server.ts';
import type { SetupName } from '../settings/settings.ts';
import { makeEditAccounts, type EditAccounts } from '../wiki/accounts.ts';
import { entryPageIds } from '../wiki/entry-pages.ts';
import { copyDataDir, openSetupDatabase, type WikiTemplate } from '../wiki/template.ts';
import { startVarnish } from './varnish-process.ts';

/** A process tree whose CPU time is measured over each phase. */
export interface Measured {
  label: string;
  pid: number;
  role: 'app' | 'varnish';
}

export interface RunningSetup {
  name: SetupName;
  /** One line: what runs. */
  description: string;
  /** Where readers send their requests (spread over them, connection by connection). */
  readerTargets: string[];
  /** The app servers (edits go to the first; every one is polled for the new text). */
  origins: string[];
  varnish?: string | undefined;
  accounts: EditAccounts;
  /** The edition's entry pages (the edits pick among them). */
  entryIds: number[];
  measured: Measured[];
  stop(): Promise<void>;
}

/**
 * The database of an already running server as bench/server.ts's startServer takes it
 * (shareWith): the setup's copy of the data folder, and the template's schema on PostgreSQL.
 * Nothing is seeded into it and startServer leaves it in place.
 */
function existingDatabase(template: WikiTemplate, dataDir: string): BenchServer & { schema?: string | undefined } {
  return { origin: '', pid: 0, command: '', dataDir, dialect: template.dialect, startupMs: 0, schema: template.schema, stop: async () => {} };
}

/** The setup's copy of the data folder, its edit accounts and the entry pages, read before a server starts. */
async function prepared(template: WikiTemplate, editors: number) {
  const dataDir = copyDataDir(template);
  const database = await openSetupDatabase(template, dataDir);
  try {
    const accounts = await makeEditAccounts(database, editors);
    return { dataDir, accounts, entryIds: await entryPageIds(database), database: existingDatabase(template, dataDir) };
  } finally {
    await database.destroy();
  }
}

/** Stops the parts in order, then removes the setup's data folders. */
function stopping(parts: Array<{ stop(): Promise<void> }>, ...dataDirs: string[]): () => Promise<void> {
  return async () => {
    for (const part of parts) await part.stop().catch((error: unknown) => console.error(error));
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  };
}

const describe = (server: BenchServer, env: Record<string, string>) =>
  `${server.command} on ${server.origin} (pid ${server.pid}, ${server.dialect}, ${Object.entries(env)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')}, up in ${server.startupMs} ms)`;

/** (a) One server on SQLite, two workers. */
export async function startSqlite(template: WikiTemplate, editors: number): Promise<RunningSetup> {
  const { dataDir, accounts, entryIds, database } = await prepared(template, editors);
  const env = { WEB_CONCURRENCY: '2' };
  const server = await startServer({ shareWith: database, env }).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    name: 'sqlite',
    description: `one app server: ${describe(server, env)}`,
    readerTargets: [server.origin],
    origins: [server.origin],
    accounts,
    entryIds,
    measured: [{ label: 'app', pid: server.pid, role: 'app' }],
    stop: stopping([server], dataDir),
  };
}

/**
 * (b) Two app servers (one process each) on one PostgreSQL schema, as two machines would run: each
 * its own data folder (a copy of the template's uploads; so its own page store), readers spread
 * over both.
 */
export async function startPostgres2(template: WikiTemplate, editors: number): Promise<RunningSetup> {
  const { dataDir, accounts, entryIds, database } = await prepared(template, editors);
  const secondDir = copyDataDir(template);
  const env = { WEB_CONCURRENCY: '1' };
  const started: Array<{ stop(): Promise<void> }> = [];
  const stop = stopping(started, dataDir, secondDir);
  try {
    const first = await startServer({ databaseUrl: template.databaseUrl, shareWith: database, env });
    started.push(first);
    const second = await startServer({ databaseUrl: template.databaseUrl, shareWith: existingDatabase(template, secondDir), env });
    started.push(second);
    return {
      name: 'postgres2',
      description: `two app servers on PostgreSQL schema ${template.schema}, each with its own DATA_DIR: ${[first, second].map((server) => describe(server, env)).join('; ')}`,
      readerTargets: [first.origin, second.origin],
      origins: [first.origin, second.origin],
      accounts,
      entryIds,
      measured: [first, second].map((server, index) => ({ label: `app ${index + 1}`, pid: server.pid, role: 'app' as const })),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** (c) Varnish (deploy/varnish/almanac.vcl) in front of one app server on SQLite, which purges it by tag. */
export async function startBehindVarnish(template: WikiTemplate, editors: number, varnishMb: number): Promise<RunningSetup> {
  const { dataDir, accounts, entryIds, database } = await prepared(template, editors);
  const varnishPort = await freePort();
  const env = { WEB_CONCURRENCY: '2', PURGE_URLS: `http://127.0.0.1:${varnishPort}/`, TRUST_PROXY: 'true' };
  const parts: Array<{ stop(): Promise<void> }> = [];
  try {
    const server = await startServer({ shareWith: database, env });
    parts.push(server);
    const varnish = await startVarnish(varnishPort, Number(new URL(server.origin).port), varnishMb);
    // Stopped after the app, whose purges of the last edits still go to it.
    parts.push(varnish);
    return {
      name: 'varnish',
      description: `varnishd on ${varnish.origin} (pid ${varnish.pid}, malloc ${varnishMb} MB) in front of ${describe(server, env)}`,
      readerTargets: [varnish.origin],
      origins: [server.origin],
      varnish: varnish.origin,
      accounts,
      entryIds,
      measured: [
        { label: 'app', pid: server.pid, role: 'app' },
        { label: 'varnishd', pid: varnish.pid, role: 'varnish' },
      ],
      stop: stopping(parts, dataDir),
    };
  } catch (error) {
    await stopping(parts, dataDir)();
    throw error;
  }
}
