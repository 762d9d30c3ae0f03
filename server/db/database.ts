import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import type { Database } from './schema.ts';
import { POSTGRES_CONNECT_TIMEOUT_MS, resilientPostgresPool } from './postgres-pool.ts';
import { recordQuery } from '../metrics/database-metrics.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

/** Whether a Kysely instance (or transaction) talks to PostgreSQL. */
export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** The SQLite connection itself (SQLite only): for the few reads that must cost microseconds (the page cache's version). */
  sqlite?: SQLite.Database;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it a SQLite file under dataDir is used. */
  url?: string | undefined;
  /** PostgreSQL schema (created when missing). */
  schema?: string | undefined;
  dataDir: string;
  sqliteFile?: string;
  /** Most PostgreSQL connections this process holds (default 10); each worker process has its own pool. */
  poolSize?: number | undefined;
}

/** The SQLite file under DATA_DIR. */
export const sqliteFileIn = (dataDir: string) => path.join(dataDir, 'almanac.sqlite');

/**
 * How the app's PostgreSQL connections name themselves (pg_stat_activity), per schema, so a
 * restore can tell that a server still uses the schema it would replace. At most 63 bytes.
 */
export const postgresApplicationName = (schema: string | undefined) => `almanac${schema ? `:${schema}` : ''}`.slice(0, 63);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.schema, options.poolSize ?? 10);
  const file = options.sqliteFile ?? sqliteFileIn(options.dataDir);
  return openSqlite(file);
}

function openSqlite(file: string): DatabaseHandle {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  // WAL keeps readers off the writer's back; a committed write survives a process crash.
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: connection }), log: recordQuery });
  return { db, dialect: 'sqlite', sqlite: connection, destroy: () => db.destroy() };
}

/**
 * Transactions that take SQLite's write lock when they begin (BEGIN IMMEDIATE), waiting for it
 * up to busy_timeout. A deferred transaction that reads and then writes, while another process
 * (a worker) writes, gets SQLITE_BUSY at once: SQLite cannot wait there without risking a
 * deadlock, nor let it write over a snapshot that is no longer the latest. Every transaction here
 * may write, so every one begins by asking for the lock.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly config: SqliteDialectConfig) {
    super(config);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.config);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * On SQLITE_FULL, SQLITE_IOERR (and a few others) SQLite rolls the transaction back itself; a
   * ROLLBACK then fails with "cannot rollback - no transaction is active", and Kysely would throw
   * that instead of the error that mattered (a full disk). So a rollback with no transaction open
   * is skipped. Nothing is lost: the WAL keeps the file consistent.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const database = this.settings.database;
    if (typeof database !== 'function' && (database as Partial<SQLite.Database>).inTransaction === false) return;
    try {
      await super.rollbackTransaction(connection);
    } catch (error) {
      if (error instanceof Error && /no transaction is active/.test(error.message)) return;
      throw error;
    }
  }
}

async function openPostgres(url: string, schema: string | undefined, poolSize: number): Promise<DatabaseHandle> {
  // pg (and what it loads) only on PostgreSQL: loading it cost every SQLite start ~20 ms.
  const { default: pg } = await import('pg');
  // int8 (bigint) columns hold unix times and ids, all far below 2^53.
  pg.types.setTypeParser(20, (value) => Number(value));
  if (schema) {
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
    // An 'error' event without a listener would end the process.
    admin.on('error', () => {});
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } finally {
      await admin.end();
    }
  }
  // Survives the database going away: errors handled, connections time out, a circuit breaker (postgres-pool.ts).
  const { dialectPool } = resilientPostgresPool(pg, {
    connectionString: url,
    max: poolSize,
    application_name: postgresApplicationName(schema),
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: dialectPool }), log: recordQuery });
  await sql`select 1`.execute(db);
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
