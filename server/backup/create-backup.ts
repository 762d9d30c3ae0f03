import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { openDatabase, sqliteFileIn } from '../db/database.ts';
import { createStorage } from '../storage/create-storage.ts';
import { appVersion } from './app-version.ts';
import { BackupError } from './backup-error.ts';
import { fileChecksum } from './checksum.ts';
import { appliedMigrations, currentPostgresSchema, postgresServerVersion } from './database-facts.ts';
import { writeManifest, type BackupManifest } from './manifest.ts';
import { copySqliteDatabase } from './sqlite-database.ts';
import { dumpPostgresSchema } from './postgres-database.ts';
import { backUpStoredFiles } from './stored-files.ts';

export interface BackupResult {
  dir: string;
  manifest: BackupManifest;
}

/** almanac-20260131T120000Z: sorts by time, safe in any file system. */
const folderName = (now: Date) =>
  `almanac-${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}`;

/** The database part of a backup, written into dir. Reads only: the database is never migrated or changed. */
async function backUpDatabase(config: AppConfig, dir: string): Promise<Omit<BackupManifest['database'], 'bytes' | 'sha256'>> {
  if (!config.databaseUrl) {
    const sqliteFile = sqliteFileIn(config.dataDir);
    if (!(await fs.stat(sqliteFile).catch(() => undefined))) throw new BackupError(`There is no database to back up at ${sqliteFile} (DATA_DIR).`);
  }
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
  try {
    const migration = (await appliedMigrations(database.db).catch(() => [])).at(-1);
    if (!migration) throw new BackupError('The configured database was never migrated (start the server once): there is nothing to back up.');
    if (database.dialect === 'sqlite') {
      await copySqliteDatabase(sqliteFileIn(config.dataDir), path.join(dir, 'database.sqlite'));
      return { kind: 'sqlite', file: 'database.sqlite', migration };
    }
    const schema = await currentPostgresSchema(database.db);
    await dumpPostgresSchema(config.databaseUrl!, schema, path.join(dir, 'database.pgdump'));
    return { kind: 'postgres', file: 'database.pgdump', migration, schema, serverVersion: await postgresServerVersion(database.db) };
  } finally {
    await database.destroy();
  }
}

/**
 * Backs up the configured database and stored files into a new folder under outDir, safely
 * while servers run: the database as of one moment (SQLite's online backup, pg_dump's
 * snapshot), then every stored file (keys are content hashes, so files the snapshot names are
 * never rewritten), then the manifest. The folder gets its name only once complete.
 */
export async function createBackup(config: AppConfig, options: { outDir: string; now?: Date }): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const dir = path.join(path.resolve(options.outDir), folderName(now));
  if (await fs.stat(dir).catch(() => undefined)) throw new BackupError(`${dir} exists already.`);
  const partial = `${dir}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(partial, { recursive: true });
  try {
    const database = await backUpDatabase(config, partial);
    const checksum = await fileChecksum(path.join(partial, database.file));
    const files = await backUpStoredFiles(createStorage(config), partial);
    const manifest: BackupManifest = {
      format: 'almanac-backup',
      version: 1,
      createdAt: now.toISOString(),
      appVersion: await appVersion(),
      database: { ...database, ...checksum },
      files: { count: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0), list: files },
    };
    await writeManifest(partial, manifest);
    await fs.rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}
