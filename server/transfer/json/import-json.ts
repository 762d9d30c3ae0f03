import path from 'node:path';
import { sql } from 'kysely';
import type { AppConfig } from '../../config/env.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { copyTables } from '../copy-tables.ts';
import { writeDatabase } from '../database-sink.ts';
import { dataTables } from '../schema/data-tables.ts';
import { refuseNonEmptyTarget } from '../target-emptiness.ts';
import { TransferError } from '../transfer-error.ts';
import { verifyCounts, type TableCount } from '../verify-counts.ts';
import { JsonFileSource } from './json-source.ts';
import type { ExportHeader } from './json-format.ts';

export interface JsonImportSummary {
  header: ExportHeader;
  tables: TableCount[];
  indexed: number;
}

/**
 * npm run import:json: a JSON export into the configured database, which must be empty (no
 * editions, no accounts) and at the export's schema version. All rows go in one transaction;
 * sequences and the search index are then brought in line (see writeDatabase).
 */
export async function importJson(config: AppConfig, options: { file: string }): Promise<JsonImportSummary> {
  const source = await JsonFileSource.open(path.resolve(options.file));
  const { header } = source;
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir, poolSize: 2 }).catch(
    (error: unknown) => {
      source.close();
      throw error;
    },
  );
  try {
    await refuseNonEmptyTarget(database.db, 'The configured database');
    await migrateToLatest(database.db as never, database.dialect);
    await refuseNonEmptyTarget(database.db, 'The configured database');
    const known = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows.map((row) => row.name);
    if (known.at(-1) !== header.migration) {
      const newer = !known.includes(header.migration);
      throw new TransferError(
        newer
          ? `The export's schema version (${header.migration}) is newer than this version knows (${known.at(-1)}): import it with Almanac ${header.appVersion} or newer.`
          : `The export's schema version (${header.migration}) is older than this version's (${known.at(-1)}): import it with Almanac ${header.appVersion}, start that wiki once with this version (it migrates), then export it again.`,
      );
    }
    const expected = new Map<string, number>();
    const { indexed } = await writeDatabase(database, async (sink) => {
      const copied = await copyTables(source, sink);
      for (const [table, rows] of copied) expected.set(table, rows);
    });
    const tables = await verifyCounts(database, await dataTables(database), expected);
    return { header, tables, indexed };
  } finally {
    source.close();
    await database.destroy();
  }
}
