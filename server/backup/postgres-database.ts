import crypto from 'node:crypto';
import pg from 'pg';
import { postgresApplicationName } from '../db/database.ts';
import { withSchemaLockClient } from '../db/schema-lock.ts';
import { BackupError } from './backup-error.ts';
import { postgresToolConnection, runPostgresTool } from './external-tool.ts';

/**
 * pg_dump of one schema in its custom format. pg_dump reads in one repeatable-read
 * transaction: the dump is the schema as of one moment while the server keeps writing.
 * Owners and grants are left out; restored objects belong to the restoring user.
 */
export async function dumpPostgresSchema(databaseUrl: string, schema: string, targetFile: string): Promise<void> {
  const { dbname, env } = postgresToolConnection(databaseUrl);
  // Quoted, the schema is a name and never a pattern.
  await runPostgresTool(
    'pg_dump',
    ['--format=custom', `--schema="${schema}"`, '--no-owner', '--no-privileges', `--file=${targetFile}`, `--dbname=${dbname}`],
    env,
  );
}

/** Refuses while an app process (server, backup) is connected to the schema (they name their connections). */
export async function refusePostgresInUse(databaseUrl: string, schema: string | undefined): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()',
      [postgresApplicationName(schema)],
    );
    const connections = Number(result.rows[0]?.n ?? 0);
    if (connections > 0) {
      throw new BackupError(
        `${connections} connection(s) of a running server use ${schema ? `schema '${schema}'` : 'this database'}: stop every server process on it, then restore.`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump of schema `from` as schema `to`, in one transaction (pg_restore), while
 * holding the schema lock migrations take. What `to` held is set aside first and dropped only
 * once the restore succeeded; on a failure it is put back.
 */
export async function restorePostgresSchema(databaseUrl: string, dumpFile: string, from: string, to: string): Promise<void> {
  await withSchemaLockClient(databaseUrl, async (client) => {
    const id = (name: string) => client.escapeIdentifier(name);
    const exists = async (name: string) => ((await client.query('select 1 from pg_namespace where nspname = $1', [name])).rowCount ?? 0) > 0;
    if (from !== to && (await exists(from))) {
      throw new BackupError(
        `The backup holds schema '${from}', which exists in this database: restore with DATABASE_SCHEMA=${from}, or rename or drop that schema first.`,
      );
    }
    const aside = (await exists(to)) ? `${to.slice(0, 40)}_before_restore_${crypto.randomBytes(4).toString('hex')}` : undefined;
    if (aside) await client.query(`ALTER SCHEMA ${id(to)} RENAME TO ${id(aside)}`);
    try {
      const { dbname, env } = postgresToolConnection(databaseUrl);
      await runPostgresTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, dumpFile], env);
      if (from !== to) await client.query(`ALTER SCHEMA ${id(from)} RENAME TO ${id(to)}`);
    } catch (error) {
      if (from !== to) await client.query(`DROP SCHEMA IF EXISTS ${id(from)} CASCADE`);
      if (aside) {
        await client.query(`DROP SCHEMA IF EXISTS ${id(to)} CASCADE`);
        await client.query(`ALTER SCHEMA ${id(aside)} RENAME TO ${id(to)}`);
      }
      throw error;
    }
    if (aside) await client.query(`DROP SCHEMA ${id(aside)} CASCADE`);
  });
}
