import type { AppConfig } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** The configured database, migrated to this version's schema, for the length of `work` (command-line programs). */
export async function withDatabase<T>(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db as never, database.dialect);
    return await work(database);
  } finally {
    await database.destroy();
  }
}
