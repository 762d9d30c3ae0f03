import { ConfigError, loadConfig, type AppConfig } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DomainError } from '../services/errors.ts';
import { BackupError } from '../backup/backup-error.ts';

/** Failures an operator can act on from their message alone: no stack trace is printed. */
const EXPECTED_FAILURES = [ConfigError, DomainError, BackupError];

/**
 * Runs a command-line program with the server's configuration (the same environment variables
 * as `npm start`): exit code 0 when it finishes, 1 with the reason when it fails.
 */
export function runCommand(program: (config: AppConfig) => Promise<void>): void {
  const run = async () => program(loadConfig());
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      const expected = EXPECTED_FAILURES.some((kind) => error instanceof kind);
      console.error(expected ? (error as Error).message : error);
      process.exit(1);
    },
  );
}

/** The configured database, migrated to this version's schema, for the length of `work`. */
export async function withDatabase<T>(config: AppConfig, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db as never, database.dialect);
    return await work(database);
  } finally {
    await database.destroy();
  }
}
