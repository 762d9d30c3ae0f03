import type pg from 'pg';
import { sql, type Kysely } from 'kysely';

/**
 * One PostgreSQL advisory lock for schema-wide DDL in a database. Kysely's migrator introspects
 * every schema in the database, and its introspection query fails ("schema ... does not exist")
 * when another schema is dropped while it runs; migrations and schema drops therefore take turns.
 * It also keeps two app instances that start together from migrating at the same time.
 */
const SCHEMA_DDL_LOCK = 0x616c6d61; // 'alma'

/** Runs fn on one connection of db while holding the lock. */
export async function withSchemaLock<T>(db: Kysely<unknown>, fn: (connection: Kysely<unknown>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_DDL_LOCK})`.execute(connection);
    try {
      return await fn(connection);
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_DDL_LOCK})`.execute(connection);
    }
  });
}

/** Runs fn on a PostgreSQL connection of its own that holds the lock (for DDL outside Kysely: drops, restores). */
export async function withSchemaLockClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DDL_LOCK]);
    return await fn(client);
  } finally {
    await client.end(); // ending the session releases the lock
  }
}

/** Drops a PostgreSQL schema and everything in it, taking turns with migrations. */
export async function dropPostgresSchema(databaseUrl: string, schema: string): Promise<void> {
  await withSchemaLockClient(databaseUrl, (client) => client.query(`DROP SCHEMA IF EXISTS ${client.escapeIdentifier(schema)} CASCADE`));
}
