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
import { createStorage } from '../../server/storage/create-storage.ts';
import type { S3Settings } from '../../server/storage/s3-storage.ts';
import type { FileStorage } from '../../server/storage/storage.ts';
import type { CodeSender } from '../../server/domains/accounts/realname.ts';

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
  /**
   * Keep files in this bucket (startS3Server in s3-server.ts) instead of DATA_DIR/uploads. A
   * second process on the same database then gets a data folder of its own: it shares only the
   * database and the bucket with the first, as two machines would.
   */
  s3?: S3Settings;
  /** More configuration, as environment variables (e.g. UPLOAD_MAX_MB). */
  env?: Record<string, string>;
  /** Start on this data folder and PostgreSQL schema (e.g. a restored backup) instead of fresh ones; removed on close all the same. */
  existing?: { dataDir: string; schema: string };
  /** false puts the overload guard under pressure (server/overload/). */
  overloadHealthy?: () => boolean;
}

/** S3 settings as the S3_* variables the configuration reads. */
export function s3Environment(s3: S3Settings | undefined): Record<string, string | undefined> {
  if (!s3) return {};
  return {
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
    S3_PREFIX: s3.prefix,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  };
}

export async function startTestServer(dialect: Dialect, options: TestServerOptions = {}): Promise<TestServer> {
  const shared = options.sameDatabaseAs;
  const ownDataDir = !shared || options.s3 !== undefined;
  const dataDir = options.existing?.dataDir ?? (ownDataDir ? await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-test-')) : shared.dataDir);
  const schema = options.existing?.schema ?? shared?.schema ?? `t_${crypto.randomBytes(6).toString('hex')}`;
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
    ...s3Environment(options.s3),
    ...options.env,
  });
  const sqliteFile = shared ? path.join(shared.dataDir, 'almanac.sqlite') : undefined;
  const database = await openDatabase({ url: config.databaseUrl, schema: config.databaseSchema, dataDir, ...(sqliteFile ? { sqliteFile } : {}) });
  await migrateToLatest(database.db as never, database.dialect);
  const storage = createStorage(config);
  const app = await buildServer({
    config,
    database,
    storage,
    ...(options.buildDir ? { buildDir: options.buildDir } : {}),
    ...(options.codeSender ? { codeSender: options.codeSender } : {}),
    ...(options.overloadHealthy ? { overloadHealthy: options.overloadHealthy } : {}),
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
      if (shared) {
        if (ownDataDir) await fs.rm(dataDir, { recursive: true, force: true });
        return;
      }
      if (databaseUrl) await dropPostgresSchema(databaseUrl, schema);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
