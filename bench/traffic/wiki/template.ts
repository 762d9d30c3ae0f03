import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../server/db/database.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { dropPostgresSchema } from '../../../server/db/schema-lock.ts';
import { seedIfEmpty } from '../../../server/seed/seed.ts';
import { createStorage } from '../../../server/storage/create-storage.ts';
import { root } from '../../server.ts';
import { fillWiki } from './fill.ts';

/**
 * The generated wiki, made once and kept between runs in .bench-data/traffic/ (git ignores the
 * folder: its own .gitignore says *): for SQLite a data folder (the database file and the demo's
 * uploads), for PostgreSQL a schema of its own plus a data folder of uploads. Each is keyed by
 * the page and channel counts and a hash of what makes it (migrations, seed, the generator), so a
 * change to any of them makes a new one and the old is removed. A run copies the data folder
 * (SQLite: the whole database) and works on the copy; on PostgreSQL the schema is shared by the
 * runs (edits add revisions to it, the page count never changes).
 */

const CACHE = path.join(root, '.bench-data');
const PREFIX = 'bench_traffic_';
/** The bench's own files that decide what the template holds. */
const GENERATOR = ['bench/traffic/wiki/fill.ts', 'bench/traffic/wiki/entry-doc.ts', 'shared/seeded-random.ts'];

export interface WikiTemplate {
  dialect: 'sqlite' | 'postgres';
  /** The data folder to copy for a run. */
  dataDir: string;
  /** PostgreSQL: the filled schema. */
  schema?: string | undefined;
  databaseUrl?: string | undefined;
  /** Whether it was made by this run (and how long that took). */
  builtMs?: number | undefined;
}

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** What the template is made from: a change to any of these makes a new one. */
function templateKey(pages: number, channels: number): string {
  const hash = crypto.createHash('sha256').update(`${pages}/${channels}`);
  const files = [
    ...filesUnder(path.join(root, 'server/db/migrations')),
    ...filesUnder(path.join(root, 'server/seed')),
    ...GENERATOR.map((file) => path.join(root, file)),
  ];
  for (const file of files) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 10);
}

function ensureCacheFolder(): string {
  const dir = path.join(CACHE, 'traffic');
  fs.mkdirSync(dir, { recursive: true });
  const ignore = path.join(CACHE, '.gitignore');
  if (!fs.existsSync(ignore)) fs.writeFileSync(ignore, '*\n');
  return dir;
}

async function build(database: DatabaseHandle, dataDir: string, pages: number, channels: number, log: (line: string) => void): Promise<void> {
  try {
    await migrateToLatest(database.db as never, database.dialect);
    await seedIfEmpty(database.db, createStorage({ dataDir, s3: undefined }));
    log(`  demo wiki seeded; adding ${pages.toLocaleString('en-US')} entry pages over ${channels} channels`);
    await fillWiki(database.db, pages, channels, log);
    if (database.sqlite) database.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    await database.destroy();
  }
}

/** Removes the templates of this dialect and size made by other code (other keys): only the current one is kept. */
function removeOthers(parent: string, prefix: string, keep: string): void {
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith(prefix) && name !== keep) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

export async function sqliteTemplate(pages: number, channels: number, log: (line: string) => void): Promise<WikiTemplate> {
  const parent = ensureCacheFolder();
  const name = `sqlite-${pages}-${channels}-${templateKey(pages, channels)}`;
  const dir = path.join(parent, name);
  if (fs.existsSync(path.join(dir, 'ready'))) return { dialect: 'sqlite', dataDir: path.join(dir, 'data') };
  removeOthers(parent, `sqlite-${pages}-${channels}-`, name);
  fs.rmSync(dir, { recursive: true, force: true });
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  log(`building the SQLite wiki template in ${path.relative(root, dir)} (once; later runs copy it)`);
  const started = Date.now();
  await build(await openDatabase({ dataDir }), dataDir, pages, channels, log);
  fs.writeFileSync(path.join(dir, 'ready'), new Date().toISOString());
  return { dialect: 'sqlite', dataDir, builtMs: Date.now() - started };
}

async function schemaFilled(databaseUrl: string, schema: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(`select to_regclass($1) is not null as filled`, [`"${schema}".editions`]);
    return result.rows[0]?.filled === true;
  } finally {
    await client.end();
  }
}

/** The bench's schemas of this size and other keys (an older generator or schema): dropped. */
async function dropOtherSchemas(databaseUrl: string, prefix: string, keep: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let others: string[];
  try {
    const result = await client.query<{ name: string }>(`select nspname as name from pg_namespace where starts_with(nspname, $1) and nspname <> $2`, [
      prefix,
      keep,
    ]);
    others = result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
  for (const schema of others) await dropPostgresSchema(databaseUrl, schema);
}

export async function postgresTemplate(databaseUrl: string, pages: number, channels: number, log: (line: string) => void): Promise<WikiTemplate> {
  const parent = ensureCacheFolder();
  const key = templateKey(pages, channels);
  const name = `postgres-${pages}-${channels}-${key}`;
  const schema = `${PREFIX}${pages}_${channels}_${key}`;
  const dir = path.join(parent, name);
  const dataDir = path.join(dir, 'data');
  if (fs.existsSync(path.join(dir, 'ready')) && (await schemaFilled(databaseUrl, schema))) return { dialect: 'postgres', dataDir, schema, databaseUrl };
  removeOthers(parent, `postgres-${pages}-${channels}-`, name);
  await dropOtherSchemas(databaseUrl, `${PREFIX}${pages}_${channels}_`, schema);
  await dropPostgresSchema(databaseUrl, schema);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  log(`building the PostgreSQL wiki template: schema ${schema} (once; later runs reuse it)`);
  const started = Date.now();
  await build(await openDatabase({ url: databaseUrl, schema, dataDir }), dataDir, pages, channels, log);
  fs.writeFileSync(path.join(dir, 'ready'), new Date().toISOString());
  return { dialect: 'postgres', dataDir, schema, databaseUrl, builtMs: Date.now() - started };
}

/** A copy of the template's data folder for one setup (removed by the caller). */
export function copyDataDir(template: WikiTemplate): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'almanac-traffic-'));
  fs.cpSync(template.dataDir, copy, { recursive: true });
  return copy;
}

/** The database of a setup: its copy of the data folder, and the template's schema on PostgreSQL. */
export function openSetupDatabase(template: WikiTemplate, dataDir: string): Promise<DatabaseHandle> {
  return openDatabase({ url: template.databaseUrl, schema: template.schema, dataDir });
}
