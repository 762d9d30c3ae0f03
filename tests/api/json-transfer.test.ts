import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Dialect } from '../../server/db/database.ts';
import { dropPostgresSchema } from '../../server/db/schema-lock.ts';
import { storeEnvironment } from '../support/cli.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { SEEDED_TIMEOUT, expectSameTables, runTransfer, searchNames, seededWiki, tableContents } from './db-copy-harness.ts';

const databaseUrl = process.env.DATABASE_URL;

describe('JSON export and import of a whole wiki', () => {
  let source: TestServer;
  let editedPageId: number;
  let original: Record<string, unknown[][]>;
  let dir: string;
  const places: Array<{ dialect: Dialect; dataDir: string; schema: string }> = [];

  /** A data folder and PostgreSQL schema nobody uses yet. */
  const freshPlace = async (dialect: Dialect) => {
    const place = { dialect, dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-import-')), schema: `t_${crypto.randomBytes(6).toString('hex')}` };
    places.push(place);
    return place;
  };
  const contentsOf = async (place: { dialect: Dialect; dataDir: string; schema: string }) => {
    const database = await openDatabase({ url: place.dialect === 'postgres' ? databaseUrl : undefined, schema: place.schema, dataDir: place.dataDir });
    try {
      return await tableContents(database.db, place.dialect);
    } finally {
      await database.destroy();
    }
  };

  beforeAll(async () => {
    ({ server: source, editedPageId } = await seededWiki('sqlite'));
    original = await tableContents(source.db, 'sqlite');
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-json-'));
  }, SEEDED_TIMEOUT);
  afterAll(async () => {
    await source.close();
    for (const place of places) {
      if (place.dialect === 'postgres') await dropPostgresSchema(databaseUrl!, place.schema);
      await fs.rm(place.dataDir, { recursive: true, force: true });
    }
    await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'exports as gzip JSON lines with a versioned header and imports into an empty SQLite database, equal table by table',
    async () => {
      const file = path.join(dir, 'wiki.json.gz');
      const exported = await runTransfer('export-json', [file], { DATA_DIR: source.dataDir });
      expect(exported.code, exported.stderr).toBe(0);
      expect(exported.stdout).toMatch(/Exported \d+ tables \(\d+ rows, schema version \d{4}-[a-z-]+\) to .*wiki\.json\.gz/);
      const lines = zlib
        .gunzipSync(await fs.readFile(file))
        .toString('utf8')
        .trimEnd()
        .split('\n');
      const header = JSON.parse(lines[0]!);
      expect(header).toMatchObject({ format: 'almanac-export', version: 1, source: 'sqlite', files: { included: false } });
      expect(header.migration).toBe(header.migrations.at(-1));
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: true, rows: lines.length - 2 - Object.keys(original).length });
      // Referenced tables come before the tables referencing them.
      const order = lines.map((line) => JSON.parse(line) as { table?: string }).flatMap((line) => (line.table ? [line.table] : []));
      expect(order.indexOf('editions')).toBeLessThan(order.indexOf('contents'));
      expect(order.indexOf('contents')).toBeLessThan(order.indexOf('entry_revisions'));
      expect(order).not.toContain('search_docs');

      const place = await freshPlace('sqlite');
      const imported = await runTransfer('import-json', [file], storeEnvironment('sqlite', place));
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toMatch(/row counts checked; search index rebuilt \(\d+ entries\)/);
      expectSameTables(await contentsOf(place), original);

      const server = await startTestServer('sqlite', { existing: place });
      try {
        const page = await server.db.selectFrom('contents').select('title').where('id', '=', editedPageId).executeTakeFirstOrThrow();
        expect(await searchNames(server, page.title)).toContain(page.title);
      } finally {
        await server.close();
      }
    },
    SEEDED_TIMEOUT,
  );

  it.skipIf(!databaseUrl)(
    'imports a SQLite export into PostgreSQL, and the PostgreSQL wiki exports back equal',
    async () => {
      const file = path.join(dir, 'wiki.json');
      expect((await runTransfer('export-json', [file], { DATA_DIR: source.dataDir })).code).toBe(0);
      const onPostgres = await freshPlace('postgres');
      const imported = await runTransfer('import-json', [file], storeEnvironment('postgres', onPostgres));
      expect(imported.code, imported.stderr).toBe(0);
      expectSameTables(await contentsOf(onPostgres), original);

      const again = path.join(dir, 'from-postgres.json.gz');
      const exported = await runTransfer('export-json', [again], storeEnvironment('postgres', onPostgres));
      expect(exported.code, exported.stderr).toBe(0);
      const back = await freshPlace('sqlite');
      expect((await runTransfer('import-json', [again], storeEnvironment('sqlite', back))).code).toBe(0);
      expectSameTables(await contentsOf(back), original);
    },
    SEEDED_TIMEOUT,
  );

  it(
    'refuses a database that is not empty, a cut-off file, a file that is no export and an existing output file',
    async () => {
      const file = path.join(dir, 'refusals.json');
      expect((await runTransfer('export-json', [file], { DATA_DIR: source.dataDir })).code).toBe(0);

      const intoSource = await runTransfer('import-json', [file], { DATA_DIR: source.dataDir });
      expect(intoSource.code).toBe(1);
      expect(intoSource.stderr).toContain('The configured database is not empty (it has editions or accounts): copy or import only into an empty database.');

      const text = await fs.readFile(file, 'utf8');
      const cut = path.join(dir, 'cut.json');
      await fs.writeFile(cut, text.slice(0, Math.floor(text.length * 0.6)).replace(/\n[^\n]*$/, '\n'));
      const place = await freshPlace('sqlite');
      const cutOff = await runTransfer('import-json', [cut], storeEnvironment('sqlite', place));
      expect(cutOff.code).toBe(1);
      expect(cutOff.stderr).toContain('ends too early');
      expect(cutOff.stderr).not.toMatch(/\n\s+at /);
      // Nothing was half-written: the whole file imports into the same place afterwards.
      expect((await runTransfer('import-json', [file], storeEnvironment('sqlite', place))).code).toBe(0);

      const notOurs = path.join(dir, 'other.json');
      await fs.writeFile(notOurs, '{"hello": "world"}\n');
      const other = await runTransfer('import-json', [notOurs], storeEnvironment('sqlite', await freshPlace('sqlite')));
      expect(other.code).toBe(1);
      expect(other.stderr).toContain('is not an Almanac JSON export (npm run export:json writes them).');
      const newer = path.join(dir, 'newer.json');
      await fs.writeFile(newer, `${JSON.stringify({ ...JSON.parse(text.slice(0, text.indexOf('\n'))), version: 99 })}\n`);
      expect((await runTransfer('import-json', [newer], storeEnvironment('sqlite', await freshPlace('sqlite')))).stderr).toContain(
        'format version 99, which this version does not read',
      );
      const missing = await runTransfer('import-json', [path.join(dir, 'nowhere.json')], storeEnvironment('sqlite', await freshPlace('sqlite')));
      expect(missing.stderr).toContain('There is no file at');

      const exists = await runTransfer('export-json', [file], { DATA_DIR: source.dataDir });
      expect(exists.code).toBe(1);
      expect(exists.stderr).toContain('exists already: choose a new file name.');
    },
    SEEDED_TIMEOUT,
  );
});
