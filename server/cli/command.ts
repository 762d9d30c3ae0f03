import { ConfigError, loadConfig, type AppConfig } from '../config/env.ts';
import { DomainError } from '../domains/domain-error.ts';
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

export { withDatabase } from '../db/with-database.ts';
