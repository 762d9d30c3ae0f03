import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { openDatabase, sqliteFileIn, type DatabaseHandle, type Dialect } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { copyTables } from './copy-tables.ts';
import { describeTarget, withoutPassword, type CopyTarget } from './copy-target.ts';
import { readDatabase } from './database-source.ts';
import { writeDatabase } from './database-sink.ts';
import { dataTables } from './schema/data-tables.ts';
import { refuseSamePostgresSchema, refuseSameSqliteFile } from './same-database.ts';
import { refuseNonEmptyTarget } from './target-emptiness.ts';
import { TransferError } from './transfer-error.ts';
import { verifyCounts, type TableCount } from './verify-counts.ts';

export interface CopyReport {
  from: string;
  to: string;
  tables: TableCount[];
  /** Entries in the target's rebuilt search index. */
  indexed: number;
  /** What the operator sets to run on the copy. */
  settings: string[];
}

/** The configured database (DATABASE_URL, else DATA_DIR's SQLite file), which must exist. */
async function openSource(config: AppConfig): Promise<DatabaseHandle> {
  if (!config.databaseUrl) {
    const file = sqliteFileIn(config.dataDir);
    if (!fs.existsSync(file)) throw new TransferError(`There is no database to copy at ${file} (DATA_DIR).`);
  }
  return openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, poolSize: 2 });
}

/** What to set so the servers run on the copy; the stored files stay where they are. */
function settingsFor(config: AppConfig, target: CopyTarget): string[] {
  const files = config.s3
    ? `S3_* unchanged: the stored files stay in bucket ${config.s3.bucket} (db:copy copies the database only).`
    : `the stored files stay in ${path.resolve(config.dataDir, 'uploads')} (db:copy copies the database only)`;
  if (target.kind === 'postgres') {
    return [
      `DATABASE_URL=${withoutPassword(target.url)}${new URL(target.url).password ? '   (with your password)' : ''}`,
      ...(target.schema ? [`DATABASE_SCHEMA=${target.schema}`] : []),
      config.s3 ? files : `DATA_DIR=${path.resolve(config.dataDir)}   (unchanged: ${files})`,
    ];
  }
  const dataDir = path.dirname(target.file);
  const lines = ['DATABASE_URL and DATABASE_SCHEMA unset (SQLite)'];
  if (path.basename(target.file) !== 'almanac.sqlite') lines.push(`move ${target.file} to ${sqliteFileIn(dataDir)}: the server opens DATA_DIR/almanac.sqlite`);
  lines.push(`DATA_DIR=${dataDir}`);
  lines.push(config.s3 ? files : `copy ${path.resolve(config.dataDir, 'uploads')} to ${path.join(dataDir, 'uploads')}: ${files}`);
  return lines;
}

async function openTarget(target: CopyTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openDatabase({ url: target.url, schema: target.schema, dataDir: '.', poolSize: 2 });
  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  return openDatabase({ dataDir: path.dirname(target.file), sqliteFile: target.file });
}

/**
 * npm run db:copy: the configured wiki into another, empty database of either kind. Both are
 * migrated to this version's schema; every data table is copied from one snapshot of the
 * source in dependency order and in batches, in one transaction on the target, whose sequences
 * are then moved past the copied ids and whose search index is rebuilt its own way; last, every
 * table's rows are counted on both sides.
 */
export async function copyDatabase(config: AppConfig, target: CopyTarget): Promise<CopyReport> {
  // The source itself, however the target spells it, is refused before anything is opened or written.
  if (!config.databaseUrl && target.kind === 'sqlite') refuseSameSqliteFile(sqliteFileIn(config.dataDir), target.file);
  const sourceDialect: Dialect = config.databaseUrl ? 'postgres' : 'sqlite';
  const from =
    sourceDialect === 'postgres'
      ? `PostgreSQL ${withoutPassword(config.databaseUrl!)}${config.databaseSchema ? ` (schema ${config.databaseSchema})` : ''}`
      : `SQLite ${path.resolve(sqliteFileIn(config.dataDir))}`;
  const source = await openSource(config);
  try {
    await migrateToLatest(source.db as never, source.dialect);
    const destination = await openTarget(target);
    try {
      if (source.dialect === 'postgres' && destination.dialect === 'postgres') await refuseSamePostgresSchema(source, destination);
      await refuseNonEmptyTarget(destination.db, `The target (${describeTarget(target)})`);
      await migrateToLatest(destination.db as never, destination.dialect);
      await refuseNonEmptyTarget(destination.db, `The target (${describeTarget(target)})`);
      const { result: counts, indexed } = await readDatabase(source, async (reader) => {
        const written = await writeDatabase(destination, (sink) => copyTables(reader, sink));
        return { result: reader.counts, indexed: written.indexed };
      });
      const tables = await verifyCounts(destination, await dataTables(destination), counts);
      return { from, to: describeTarget(target), tables, indexed, settings: settingsFor(config, target) };
    } finally {
      await destination.destroy();
    }
  } finally {
    await source.destroy();
  }
}
