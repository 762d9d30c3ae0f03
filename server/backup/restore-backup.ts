import path from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { sqliteFileIn } from '../db/database.ts';
import { isDatabaseEmpty } from '../db/emptiness.ts';
import { withDatabase } from '../db/with-database.ts';
import { createStorage } from '../storage/create-storage.ts';
import { BackupError } from './backup-error.ts';
import { appliedMigrations, currentPostgresSchema } from './database-facts.ts';
import { readManifest, verifyBackup, type BackupManifest } from './manifest.ts';
import { refusePostgresInUse, restorePostgresSchema } from './postgres-database.ts';
import { refuseSqliteInUse, replaceSqliteDatabase } from './sqlite-database.ts';
import { restoreStoredFiles } from './stored-files.ts';

export interface RestoreSummary {
  manifest: BackupManifest;
  editions: number;
  users: number;
  contents: number;
}

/** Where the backup would go: its database is empty (or may be replaced) and knows the backup's schema version. */
async function checkTarget(config: AppConfig, manifest: BackupManifest, force: boolean): Promise<{ schema: string | undefined }> {
  return withDatabase(config, async ({ db, dialect }) => {
    const known = await appliedMigrations(db);
    if (!known.includes(manifest.database.migration)) {
      throw new BackupError(
        `The backup's schema version (${manifest.database.migration}) is newer than this version knows (${known.at(-1)}): restore it with Almanac ${manifest.appVersion} or newer.`,
      );
    }
    if (!force && !(await isDatabaseEmpty(db))) {
      throw new BackupError('The configured database is not empty (it has editions or accounts): restore into an empty one, or add --force to replace it.');
    }
    return { schema: dialect === 'postgres' ? await currentPostgresSchema(db) : undefined };
  });
}

async function count(config: AppConfig): Promise<Omit<RestoreSummary, 'manifest'>> {
  return withDatabase(config, async ({ db }) => {
    const rows = (table: 'editions' | 'users' | 'contents') =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.n));
    return { editions: await rows('editions'), users: await rows('users'), contents: await rows('contents') };
  });
}

/**
 * Restores a backup folder into the configured database and storage, with every server on
 * them stopped. Checks first (manifest, every checksum, the kind of database, nobody using it,
 * empty unless `force`), then writes the files, then the database, then migrates it to this
 * version. Files already in the storage stay (keys are content hashes).
 */
export async function restoreBackup(config: AppConfig, options: { dir: string; force: boolean }): Promise<RestoreSummary> {
  const dir = path.resolve(options.dir);
  const manifest = await readManifest(dir);
  const kind = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      `The backup holds a ${manifest.database.kind} database and the configured one is ${kind} (DATABASE_URL): restore it into the same kind.`,
    );
  }
  await verifyBackup(dir, manifest);
  if (config.databaseUrl) await refusePostgresInUse(config.databaseUrl, config.databaseSchema);
  else refuseSqliteInUse(sqliteFileIn(config.dataDir));
  const target = await checkTarget(config, manifest, options.force);

  await restoreStoredFiles(createStorage(config), dir, manifest.files.list);
  const databaseFile = path.join(dir, manifest.database.file);
  if (config.databaseUrl) await restorePostgresSchema(config.databaseUrl, databaseFile, manifest.database.schema ?? 'public', target.schema ?? 'public');
  else await replaceSqliteDatabase(databaseFile, sqliteFileIn(config.dataDir));
  // A backup of an older version gets this version's migrations.
  return { manifest, ...(await count(config)) };
}
