import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { dropPostgresSchema } from '../../server/db/schema-lock.ts';
import { postJson, signUp } from '../support/accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { APP_SN, SEEDED_TIMEOUT, expectSameTables, runTransfer, searchNames, seededWiki, tableContents } from './db-copy-harness.ts';

const databaseUrl = process.env.DATABASE_URL;

describe('db:copy between SQLite files', () => {
  let source: TestServer;
  const folders: string[] = [];
  const folder = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-copy-'));
    folders.push(dir);
    return dir;
  };

  beforeAll(async () => {
    source = await startTestServer('sqlite');
    const edition = await source.make.edition();
    const parent = await source.make.channel(edition.id, { name: '角色' });
    // A child made before its parent is moved under it: ids do not give the order.
    const child = await source.make.channel(edition.id, { name: '火' });
    const later = await source.make.channel(edition.id, { name: '主角' });
    await source.db.updateTable('channels').set({ parent_id: later.id, depth: 1 }).where('id', '=', parent.id).execute();
    await source.db.updateTable('channels').set({ parent_id: parent.id, depth: 2 }).where('id', '=', child.id).execute();
    await source.make.content(edition.id, { title: '复制的条目' });
  });
  afterAll(async () => {
    await source.close();
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  });

  it('copies into a new SQLite file, parents after children too, and says what to set', async () => {
    const target = path.join(await folder(), 'copy.sqlite');
    const result = await runTransfer('db-copy', [target], { DATA_DIR: source.dataDir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Row counts equal on both sides');
    expect(result.stdout).toContain(`DATA_DIR=${path.dirname(target)}`);
    expect(result.stdout).toContain(`move ${target} to ${path.join(path.dirname(target), 'almanac.sqlite')}`);
    const copy = await openDatabase({ dataDir: path.dirname(target), sqliteFile: target });
    try {
      expectSameTables(await tableContents(copy.db, 'sqlite'), await tableContents(source.db, 'sqlite'));
    } finally {
      await copy.destroy();
    }
  });

  it('refuses a target that holds a wiki, the source itself, and bad arguments, with a clear message', async () => {
    const itself = await runTransfer('db-copy', [path.join(source.dataDir, 'almanac.sqlite')], { DATA_DIR: source.dataDir });
    expect(itself.code).toBe(1);
    expect(itself.stderr).toContain('The target is the configured database itself');

    const dir = await folder();
    expect((await runTransfer('db-copy', [dir], { DATA_DIR: source.dataDir })).code).toBe(0);
    const again = await runTransfer('db-copy', [dir], { DATA_DIR: source.dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`The target (SQLite ${path.join(dir, 'almanac.sqlite')}) is not empty (it has editions or accounts)`);
    expect(again.stderr).not.toMatch(/\n\s+at /); // no stack trace

    const nothing = await runTransfer('db-copy', [], { DATA_DIR: source.dataDir });
    expect(nothing.code).toBe(1);
    expect(nothing.stderr).toContain('Usage: npm run db:copy -- TARGET');
    const missing = await runTransfer('db-copy', [path.join(dir, 'x.sqlite')], { DATA_DIR: path.join(dir, 'none') });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no database to copy at');
    const wrongUrl = await runTransfer('db-copy', ['mysql://root@localhost/wiki'], { DATA_DIR: source.dataDir });
    expect(wrongUrl.stderr).toContain('the target is a postgres:// URL or a SQLite file');
  });

  it('refuses its own folder however it is spelled (a symbolic link, .., a hard link), saying it is the source, and leaves it alone', async () => {
    const links = await folder();
    const linkedFolder = path.join(links, 'same-data');
    await fs.symlink(source.dataDir, linkedFolder);
    const hardLink = path.join(links, 'hard.sqlite');
    await fs.link(path.join(source.dataDir, 'almanac.sqlite'), hardLink);
    const real = await fs.realpath(path.join(source.dataDir, 'almanac.sqlite'));
    const editions = async () => (await source.db.selectFrom('editions').select('id').execute()).length;
    const before = await editions();
    // Each run is a process of its own (seconds on a busy machine): the spellings that differ.
    for (const spelled of [`${linkedFolder}/`, path.join(linkedFolder, '..', 'same-data', 'almanac.sqlite'), hardLink]) {
      const itself = await runTransfer('db-copy', [spelled], { DATA_DIR: source.dataDir });
      expect(itself.code, spelled).toBe(1);
      expect(itself.stderr, spelled).toContain(`The target is the configured database itself (SQLite ${real}, the file in DATA_DIR)`);
      expect(itself.stderr, spelled).not.toContain('is not empty');
    }
    // Run from the linked folder too: DATA_DIR spelled through the link, the target through the real path.
    const fromLink = await runTransfer('db-copy', [source.dataDir], { DATA_DIR: linkedFolder });
    expect(fromLink.stderr).toContain('The target is the configured database itself');
    expect(await editions()).toBe(before);
  }, 120_000);
});

describe.skipIf(!databaseUrl)('db:copy from PostgreSQL onto itself', () => {
  let source: TestServer;
  beforeAll(async () => {
    source = await startTestServer('postgres');
    await source.make.edition();
  });
  afterAll(() => source?.close());

  it('refuses the same database and schema however the URL spells it, and says so', async () => {
    const url = new URL(databaseUrl!);
    const respelled = new URL(databaseUrl!.replace(/^postgres(ql)?:/, 'postgresql:'));
    if (url.hostname === '127.0.0.1') respelled.hostname = 'localhost';
    if (!respelled.port) respelled.port = '5432';
    const env = { DATA_DIR: source.dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: source.schema };
    for (const target of [databaseUrl!, respelled.toString()]) {
      const itself = await runTransfer('db-copy', [target, '--schema', source.schema], env);
      expect(itself.code, target).toBe(1);
      expect(itself.stderr, target).toContain(
        `The target is the configured database itself (PostgreSQL database ${url.pathname.slice(1)}, schema ${source.schema}, on the same server)`,
      );
      expect(itself.stderr, target).not.toContain('is not empty');
    }
    // Another schema of the same database is another target.
    const other = `t_${crypto.randomBytes(6).toString('hex')}`;
    try {
      const copied = await runTransfer('db-copy', [databaseUrl!, '--schema', other], env);
      expect(copied.code, copied.stderr).toBe(0);
      expect(copied.stdout).toContain('Row counts equal on both sides');
    } finally {
      await dropPostgresSchema(databaseUrl!, other);
    }
  }, 120_000);
});

describe.skipIf(!databaseUrl)('db:copy SQLite → PostgreSQL → SQLite with the demo wiki', () => {
  let source: TestServer;
  let editedPageId: number;
  let original: Record<string, unknown[][]>;
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const folders: string[] = [];
  const servers: TestServer[] = [];
  let postgres: DatabaseHandle;

  beforeAll(async () => {
    ({ server: source, editedPageId } = await seededWiki('sqlite'));
    original = await tableContents(source.db, 'sqlite');
  }, SEEDED_TIMEOUT);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await postgres?.destroy();
    await source.close();
    await dropPostgresSchema(databaseUrl!, schema);
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'copies every table into an empty PostgreSQL schema, equal row for row',
    async () => {
      const result = await runTransfer('db-copy', [databaseUrl!, '--schema', schema], { DATA_DIR: source.dataDir });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/Row counts equal on both sides \(\d+ tables\); search index rebuilt \(\d+ entries\)/);
      expect(result.stdout).toContain(`DATABASE_URL=${databaseUrl}`);
      expect(result.stdout).toContain(`DATABASE_SCHEMA=${schema}`);
      postgres = await openDatabase({ url: databaseUrl, schema, dataDir: source.dataDir });
      const copied = await tableContents(postgres.db, 'postgres');
      expect(copied.entry_revisions!.length).toBeGreaterThan(200);
      expect(copied.favorites!.length).toBe(1);
      // Tables a later migration added (the MediaWiki import's) come along with no code of their own.
      expect(copied.mediawiki_revisions!.length).toBeGreaterThan(0);
      expect(copied.mediawiki_pages!.length).toBeGreaterThan(0);
      expectSameTables(copied, original);
    },
    SEEDED_TIMEOUT,
  );

  it('refuses to copy into the now filled schema', async () => {
    const again = await runTransfer('db-copy', [databaseUrl!, '--schema', schema], { DATA_DIR: source.dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`(schema ${schema})) is not empty (it has editions or accounts): copy or import only into an empty database.`);
  });

  it(
    'copies back into a new SQLite file equal to the original',
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-copy-back-'));
      folders.push(dir);
      const result = await runTransfer('db-copy', [path.join(dir, 'almanac.sqlite')], {
        DATA_DIR: source.dataDir,
        DATABASE_URL: databaseUrl,
        DATABASE_SCHEMA: schema,
      });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('DATABASE_URL and DATABASE_SCHEMA unset (SQLite)');
      const back = await openDatabase({ dataDir: dir });
      try {
        expectSameTables(await tableContents(back.db, 'sqlite'), original);
        // The sequences came along: the next account gets a new id.
        const next = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'users'`.execute(back.db);
        const largest = await back.db
          .selectFrom('users')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow();
        expect(Number(next.rows[0]!.seq)).toBeGreaterThanOrEqual(Number(largest.id));
      } finally {
        await back.destroy();
      }
    },
    SEEDED_TIMEOUT,
  );

  it(
    'serves the PostgreSQL copy: search finds entries, new rows get new ids',
    async () => {
      const server = await startTestServer('postgres', { existing: { dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-on-copy-')), schema } });
      servers.push(server);
      const page = await server.db.selectFrom('contents').select(['id', 'title']).where('id', '=', editedPageId).executeTakeFirstOrThrow();
      expect(await searchNames(server, page.title)).toContain(page.title);
      const entry = (await (await server.get(`/api/${APP_SN}/wapi/entry_page?entry_page_id=${editedPageId}`)).json()) as { data: { page: { desc: string } } };
      expect(entry.data.page.desc).toContain('（复制前的修订）');

      const largest = async (table: 'users' | 'favorites' | 'contents') =>
        Number(
          (
            await server.db
              .selectFrom(table)
              .select((eb) => eb.fn.max('id').as('id'))
              .executeTakeFirstOrThrow()
          ).id,
        );
      const usersBefore = await largest('users');
      const reader = await signUp(server, APP_SN, 'after_copy');
      expect(reader.aid).toBeGreaterThan(usersBefore);
      const favoritesBefore = await largest('favorites');
      const favorite = await postJson(server, `/api/${APP_SN}/wapi/entry_page/favorite`, { entry_page_id: editedPageId }, reader.cookie);
      expect(((await favorite.json()) as { retcode: number }).retcode).toBe(0);
      expect(await largest('favorites')).toBeGreaterThan(favoritesBefore);
      const edition = await server.db.selectFrom('editions').select('id').where('app_sn', '=', APP_SN).executeTakeFirstOrThrow();
      const contentsBefore = await largest('contents');
      const made = await server.make.content(Number(edition.id), { title: '复制后的新条目' });
      expect(Number(made.id)).toBeGreaterThan(contentsBefore);
    },
    SEEDED_TIMEOUT,
  );
});
