import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../server/app.ts';
import { loadConfig } from '../../server/config/env.ts';
import { openDatabase, type Db, type Dialect } from '../../server/db/database.ts';
import { migrateToLatest } from '../../server/db/migrate.ts';
import { dropPostgresSchema } from '../../server/db/schema-lock.ts';
import { factories, type Factories } from '../../server/seed/factories.ts';
import { localStorage } from '../../server/storage/local-storage.ts';
import type { FileStorage } from '../../server/storage/storage.ts';
import type { CodeSender } from '../../server/accounts/realname.ts';

/** The dialects API tests run on: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const dialects: Dialect[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestServer {
  app: FastifyInstance;
  url: string;
  db: Db;
  dialect: Dialect;
  storage: FileStorage;
  make: Factories;
  dataDir: string;
  schema: string;
  /** fetch against the running server; path starts with '/'. */
  get(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * A real server on a random loopback port over a fresh, migrated database of its own: a temp
 * SQLite file, or a new PostgreSQL schema dropped afterwards.
 */
export interface TestServerOptions {
  buildDir?: string;
  codeSender?: CodeSender;
  /** A second app process over the first one's database (its data folder or schema). */
  sameDatabaseAs?: TestServer;
  /** Keep the rate-limit counters in this Redis (REDIS_URL) instead of the database. */
  redisUrl?: string;
  /** Their key prefix (default: one of this server's own); give two servers one to share counters. */
  redisPrefix?: string;
}

export async function startTestServer(dialect: Dialect, options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.sameDatabaseAs;
  const dataDir = shared?.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-test-')));
  const schema = shared?.schema ?? `t_${crypto.randomBytes(6).toString('hex')}`;
  const databaseUrl = dialect === 'postgres' ? process.env.DATABASE_URL : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: databaseUrl ? schema : undefined,
    REDIS_URL: options.redisUrl,
    // Each test server its own counters, however many runs share the Redis.
    REDIS_PREFIX: options.redisPrefix ?? (options.redisUrl ? `test_${crypto.randomBytes(6).toString('hex')}:` : undefined),
  });
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir });
  await migrateToLatest(database.db as never, database.dialect);
  const storage = localStorage(path.join(dataDir, 'uploads'));
  const app = await buildServer({
    config,
    database,
    storage,
    ...(options.buildDir ? { buildDir: options.buildDir } : {}),
    ...(options.codeSender ? { codeSender: options.codeSender } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  return {
    app,
    url,
    db: database.db,
    dialect,
    storage,
    make: factories(database.db),
    dataDir,
    schema,
    get: (target, init) => fetch(`${url}${target}`, init),
    async close() {
      await app.close();
      await database.destroy();
      // The first process owns the database; a second one only closes its connections.
      if (shared) return;
      if (databaseUrl) await dropPostgresSchema(databaseUrl, schema);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
