import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import { TransferError } from './transfer-error.ts';

const ITSELF = 'The target is the configured database itself';

/**
 * Refuses a SQLite target that is the source file however it is spelled: another path to the
 * same file (a symbolic link to it or to its folder, a hard link, `..` in the path) is the same
 * file on disk (same device and inode). A target that does not exist yet is another file.
 */
export function refuseSameSqliteFile(sourceFile: string, targetFile: string): void {
  const target = fs.statSync(targetFile, { throwIfNoEntry: false });
  const source = fs.statSync(sourceFile, { throwIfNoEntry: false });
  if (!target || !source || target.dev !== source.dev || target.ino !== source.ino) return;
  throw new TransferError(`${ITSELF} (SQLite ${fs.realpathSync(sourceFile)}, the file in DATA_DIR): name another file or folder, for a new, empty database.`);
}

/**
 * Refuses a PostgreSQL target that is the source database and schema, however the URLs spell
 * them (localhost or 127.0.0.1, a default port, postgresql://, no --schema and "public"): the
 * source's connection holds an advisory lock of a random key and the target's tries it
 * (advisory locks are per database of a server); the schemas are those the two connections
 * write into. Another schema of the same database is another target.
 */
export async function refuseSamePostgresSchema(source: DatabaseHandle, target: DatabaseHandle): Promise<void> {
  const key = crypto.randomBytes(6).readUIntBE(0, 6);
  const same = await source.db.connection().execute(async (sourceConnection) => {
    await sql`select pg_advisory_lock(${key}::bigint)`.execute(sourceConnection);
    try {
      return await target.db.connection().execute(async (targetConnection) => {
        const { rows } = await sql<{ free: boolean }>`select pg_try_advisory_lock(${key}::bigint) as free`.execute(targetConnection);
        if (rows[0]?.free) {
          await sql`select pg_advisory_unlock(${key}::bigint)`.execute(targetConnection);
          return undefined;
        }
        const schemas = await Promise.all(
          [sourceConnection, targetConnection].map((connection) =>
            sql<{ schema: string | null; database: string }>`select current_schema() as schema, current_database() as database`.execute(connection),
          ),
        );
        const [from, to] = schemas.map((result) => result.rows[0]);
        return from && to && from.schema === to.schema ? from : undefined;
      });
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(sourceConnection);
    }
  });
  if (same) {
    throw new TransferError(
      `${ITSELF} (PostgreSQL database ${same.database}, schema ${same.schema ?? '(none)'}, on the same server): give another database, or another --schema.`,
    );
  }
}
