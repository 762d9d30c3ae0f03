import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { dropPostgresSchema } from './schema-lock.ts';

const url = process.env.DATABASE_URL;

describe.runIf(url)('migrations on PostgreSQL with several schemas in one database', () => {
  const schemas = [1, 2].map(() => `t_${crypto.randomBytes(6).toString('hex')}`);
  const handles: DatabaseHandle[] = [];
  const dataDir = os.tmpdir();

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.destroy()));
    for (const schema of schemas) await dropPostgresSchema(url!, schema);
  });

  it('migrates a schema when another schema already holds migrated tables', async () => {
    for (const schema of schemas) {
      const handle = await openDatabase({ url, schema, dataDir });
      handles.push(handle);
      await migrateToLatest(handle.db as never, 'postgres');
      await migrateToLatest(handle.db as never, 'postgres'); // a second run is a no-op
      expect(await handle.db.selectFrom('editions').selectAll().execute()).toEqual([]);
    }
  });
});

describe('migrations on SQLite', () => {
  it('create the tables and run again without error', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-migrate-'));
    const handle = await openDatabase({ dataDir });
    try {
      await migrateToLatest(handle.db as never, 'sqlite');
      await migrateToLatest(handle.db as never, 'sqlite');
      expect(await handle.db.selectFrom('contents').selectAll().execute()).toEqual([]);
    } finally {
      await handle.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
