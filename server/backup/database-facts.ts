import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The migrations applied to a migrated database, oldest first (Kysely's bookkeeping table). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return result.rows.map((row) => row.name);
}

/** The PostgreSQL schema the connection works in (DATABASE_SCHEMA, else the search path's first). */
export async function currentPostgresSchema(db: Db): Promise<string> {
  const result = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema ?? 'public';
}

export async function postgresServerVersion(db: Db): Promise<string> {
  const result = await sql<{ version: string }>`select current_setting('server_version') as version`.execute(db);
  return result.rows[0]?.version ?? '';
}
