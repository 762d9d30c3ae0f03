import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../shared/contract/corrections.ts';
import { Retcode } from '../../shared/contract/retcode.ts';
import { postJson, signUp } from '../support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { chunkOf, noisePng, pictureUploads } from '../support/uploads.ts';
import { createPostgresCluster, postgresClusterUnavailableReason, type PostgresCluster } from '../support/postgres-cluster.ts';
import { fillDisk, mountReadOnly, mountRefusal, mountTmpfs, temporaryFiles, unmount } from './small-filesystem.ts';

const DISK_FULL = { status: 507, body: { retcode: Retcode.STORAGE_UNAVAILABLE, message: "the server's disk is full; your change was not saved", data: null } };
const READ_ONLY = {
  status: 507,
  body: { retcode: Retcode.STORAGE_UNAVAILABLE, message: "the server's data folder is read-only; your change was not saved", data: null },
};

const refusal = await mountRefusal();
const mounted = refusal === undefined;
const withMount = (title: string) => (mounted ? title : `${title} (skipped: ${refusal})`);

async function answerOf(response: Promise<Response>) {
  const answer = await response;
  return { status: answer.status, body: (await answer.json()) as { retcode: number; message: string; data: unknown } };
}

/** Readiness as a load balancer sees it. */
async function readiness(server: TestServer) {
  const answer = await answerOf(server.get('/readyz'));
  return { status: answer.status, body: answer.body as unknown as { status: string; checks: Record<string, { status: string; error?: string }> } };
}

async function integrity(server: TestServer) {
  const rows = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(server.db);
  return rows.rows.map((row) => row.integrity_check);
}

/** A signed-in reader's next request would note when the session was last seen (a write, on a read). */
const sessionsSeenLongAgo = (server: TestServer) => server.db.updateTable('sessions').set({ last_seen_at: 0 }).execute();

/** An edition, a signed-in reader and `count` entries to favorite, made while the disk has room. */
async function wikiWithReader(server: TestServer, count: number) {
  const edition = await server.make.edition();
  const ids: number[] = [];
  for (let index = 0; index < count; index++)
    ids.push((await server.make.content(edition.id, { title: `entry ${index}`, created_at: 100, updated_at: 100 })).id);
  const { cookie } = await signUp(server, edition.app_sn, `reader_${crypto.randomBytes(4).toString('hex')}`);
  const appSn = edition.app_sn;
  return {
    appSn,
    ids,
    cookie,
    favorite: (id: number) => answerOf(postJson(server, `/api/${appSn}/wapi/entry_page/favorite`, { app_sn: appSn, entry_page_id: id }, cookie)),
    /** Two reads: an anonymous one and the signed-in reader's list. */
    read: async () => [
      await answerOf(server.get(`/api/${appSn}/wapi/entry_page/favorite_status?entry_page_id=${ids[0]}&app_sn=${appSn}`)),
      await answerOf(server.get(`/api/${appSn}/wapi/entry_page/favorite_list?app_sn=${appSn}`, { headers: { cookie } })),
    ],
  };
}

describe('SQLite full (max_page_count): writers get 507, not a rollback error', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server?.close());

  it('answers favorites with 507 once the database cannot grow, keeps reads, and takes writes again when it can', async () => {
    const wiki = await wikiWithReader(server, 300);
    // The database may not grow past its size; its free pages are used up by a filler table.
    await sql`create table disk_full_filler (b blob)`.execute(server.db);
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(server.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(server.db);
    let fillerError: unknown;
    for (let index = 0; index < 10_000 && !fillerError; index++)
      await sql`insert into disk_full_filler values (randomblob(2000))`.execute(server.db).catch((error: unknown) => (fillerError = error));
    expect((fillerError as { code?: string }).code).toBe('SQLITE_FULL');

    // Favorites go in until a page is needed: then 507 with the envelope, never 500.
    const { refused, statuses } = await favoriteUntilRefused(wiki);
    expect(refused).toEqual(DISK_FULL);
    expect(statuses.filter((status) => status !== 200)).toEqual([507]);

    for (const read of await wiki.read()) expect(read.status).toBe(200);
    const ready = await readiness(server);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('degraded');
    expect(ready.body.checks.disk?.status).toBe('failed');
    expect(ready.body.checks.disk?.error).toMatch(/a write failed \d+ s ago: the disk is full \(SQLITE_FULL\)/);

    // Room again (the operator freed space): the same server takes writes.
    await sql`pragma max_page_count = 1073741823`.execute(server.db);
    await sql`drop table disk_full_filler`.execute(server.db);
    expect(await wiki.favorite(wiki.ids[statuses.length - 1]!)).toMatchObject({ status: 200, body: { retcode: 0 } });
    expect((await readiness(server)).body).toMatchObject({ status: 'ready', checks: { disk: { status: 'ok' } } });
    expect(await integrity(server)).toEqual(['ok']);
  });

  it('answers 507 read-only when SQLite refuses writes (query_only: SQLITE_READONLY), and writes again after', async () => {
    const wiki = await wikiWithReader(server, 2);
    await sessionsSeenLongAgo(server);
    await sql`pragma query_only = 1`.execute(server.db);
    try {
      expect(await wiki.favorite(wiki.ids[0]!)).toEqual(READ_ONLY);
      for (const read of await wiki.read()) expect(read.status).toBe(200);
      expect((await readiness(server)).body.checks.disk?.error).toMatch(/the storage is read-only \(SQLITE_READONLY\)/);
    } finally {
      await sql`pragma query_only = 0`.execute(server.db);
    }
    expect((await wiki.favorite(wiki.ids[0]!)).status).toBe(200);
    expect(await integrity(server)).toEqual(['ok']);
  });
});

describe.skipIf(!mounted)(withMount('DATA_DIR on a small filesystem that fills up (SQLite)'), () => {
  let dataDir: string;
  let server: TestServer;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-full-'));
    await mountTmpfs(dataDir, 48);
    server = await startTestServer('sqlite', { existing: { dataDir, schema: 'unused' }, env: { DISK_MIN_FREE_MB: '8' } });
  });
  afterAll(async () => {
    // close() removes the folder's contents; the mount point itself stays until unmounted.
    await server?.close().catch(() => undefined);
    await unmount(dataDir).catch(() => undefined);
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers sign-up, favorites and uploads with 507, keeps reads, leaves no temporary file, and recovers when space is freed', async () => {
    const wiki = await wikiWithReader(server, 3);
    const uploads = pictureUploads(wiki.appSn, wiki.cookie);
    const picture = await noisePng(1200, 1000);
    const started = await uploads.start(server, { file_name: 'noise.png', mime: 'image/png', size: picture.length });
    expect(started.status).toBe(200);
    const uploadId = started.body.data.upload_id;
    // A picture stored while there is room: its variants are rendered on demand.
    const small = await noisePng(200, 150);
    const smallUpload = (await uploads.start(server, { file_name: 'small.png', mime: 'image/png', size: small.length })).body.data.upload_id;
    expect((await uploads.sendChunk(server, smallUpload, 0, small)).status).toBe(200);
    const stored = await uploads.complete(server, smallUpload);
    expect(stored.status).toBe(200);
    expect((await readiness(server)).body).toMatchObject({ status: 'ready', checks: { disk: { status: 'ok' } } });

    await sessionsSeenLongAgo(server);
    // Every database write from here on must grow the WAL, and the disk has no room for it.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(server.db);
    const filler = await fillDisk(dataDir, 1024 * 1024);

    // A chunk (2 MB) starts its temporary file in the 1 MB left, then meets ENOSPC.
    expect(await uploads.sendChunk(server, uploadId, 0, chunkOf(picture, UPLOAD_CHUNK_BYTES, 0))).toEqual(DISK_FULL);
    expect(await temporaryFiles(dataDir)).toEqual([]);
    const lastMegabyte = await fillDisk(dataDir, 0, 'filler-2.bin');

    expect(await answerOf(postJson(server, `/api/${wiki.appSn}/v1/account/register`, { login_name: 'while_full', password: 'correct horse 1' }))).toEqual(
      DISK_FULL,
    );
    expect(await wiki.favorite(wiki.ids[0]!)).toEqual(DISK_FULL);
    for (const read of await wiki.read()) expect(read.status).toBe(200);
    // A variant the image cache cannot keep is served all the same.
    const variant = await server.get(`${stored.body.data.url}?w=64`, { headers: { accept: 'image/webp' } });
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    expect((await variant.arrayBuffer()).byteLength).toBeGreaterThan(0);
    const ready = await readiness(server);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('degraded');
    expect(ready.body.checks.disk?.error).toMatch(new RegExp(`DATA_DIR \\(${dataDir}\\): 0\\.0 MB free, below DISK_MIN_FREE_MB \\(8\\.0 MB\\)`));

    await fs.rm(filler);
    await fs.rm(lastMegabyte);
    expect(await wiki.favorite(wiki.ids[0]!)).toMatchObject({ status: 200, body: { retcode: 0 } });
    expect((await signUp(server, wiki.appSn, 'after_full')).aid).toBeGreaterThan(0);
    for (let index = 0; index * UPLOAD_CHUNK_BYTES < picture.length; index++) {
      expect((await uploads.sendChunk(server, uploadId, index, chunkOf(picture, UPLOAD_CHUNK_BYTES, index))).status).toBe(200);
    }
    expect(await uploads.complete(server, uploadId)).toMatchObject({ status: 200, body: { retcode: 0 } });
    expect((await readiness(server)).body).toMatchObject({ status: 'ready', checks: { disk: { status: 'ok' } } });
    expect(await integrity(server)).toEqual(['ok']);
    expect(await temporaryFiles(dataDir)).toEqual([]);
  });
});

describe.skipIf(!mounted).each(dialects)(withMount('the uploads folder full, then read-only, with %s as the database'), (dialect) => {
  let server: TestServer;
  let uploadsDir: string;
  beforeAll(async () => {
    server = await startTestServer(dialect, { env: { DISK_MIN_FREE_MB: '2' } });
    uploadsDir = path.join(server.dataDir, 'uploads');
    await mountTmpfs(uploadsDir, 8);
  });
  afterAll(async () => {
    await unmount(uploadsDir).catch(() => undefined);
    await unmount(uploadsDir).catch(() => undefined);
    await server?.close();
  });

  it('answers a chunk with 507 while the folder is full or read-only, the database still taking writes, and takes it after', async () => {
    const wiki = await wikiWithReader(server, 2);
    const uploads = pictureUploads(wiki.appSn, wiki.cookie);
    const picture = await noisePng(1000, 800);
    const started = await uploads.start(server, { file_name: 'noise.png', mime: 'image/png', size: picture.length });
    const uploadId = started.body.data.upload_id;
    const chunk = (index: number) => uploads.sendChunk(server, uploadId, index, chunkOf(picture, UPLOAD_CHUNK_BYTES, index));

    const filler = await fillDisk(uploadsDir, 512 * 1024);
    expect(await chunk(0)).toEqual(DISK_FULL);
    expect(await temporaryFiles(uploadsDir)).toEqual([]);
    // The database is elsewhere: its writes go on.
    expect((await wiki.favorite(wiki.ids[0]!)).status).toBe(200);
    const full = await readiness(server);
    expect(full.body.status).toBe('degraded');
    expect(full.body.checks.disk?.error).toMatch(/uploads \(.*\): 0\.\d MB free, below DISK_MIN_FREE_MB/);
    await fs.rm(filler);

    await mountReadOnly(uploadsDir);
    expect(await chunk(0)).toEqual(READ_ONLY);
    expect((await readiness(server)).body.checks.disk?.error).toMatch(/uploads \(.*\): not writable \(read-only filesystem\)/);
    await unmount(uploadsDir);

    for (let index = 0; index * UPLOAD_CHUNK_BYTES < picture.length; index++) expect((await chunk(index)).status).toBe(200);
    expect(await uploads.complete(server, uploadId)).toMatchObject({ status: 200, body: { retcode: 0 } });
    expect((await readiness(server)).body).toMatchObject({ status: 'ready', checks: { disk: { status: 'ok' } } });
  });
});

/** Favorites, one entry after the other, until one is refused; answers the refusal and how many went in. */
async function favoriteUntilRefused(wiki: Awaited<ReturnType<typeof wikiWithReader>>) {
  const statuses: number[] = [];
  for (const id of wiki.ids) {
    const answer = await wiki.favorite(id);
    statuses.push(answer.status);
    if (answer.status !== 200) return { refused: answer, statuses };
  }
  return { refused: undefined, statuses };
}

const postgresSkip = refusal ?? postgresClusterUnavailableReason();

describe.skipIf(postgresSkip !== undefined)(
  `PostgreSQL's tablespace on a small filesystem that fills up${postgresSkip ? ` (skipped: ${postgresSkip})` : ''}`,
  () => {
    let spaceDir: string;
    let cluster: PostgresCluster | undefined;
    let server: TestServer | undefined;
    beforeAll(async () => {
      spaceDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-pgspace-'));
      await mountTmpfs(spaceDir, 24);
      // PostgreSQL runs as its own user (tests/support/postgres-cluster.ts) and must own its tablespace.
      if (process.getuid?.() === 0) await promisify(execFile)('chown', ['postgres:postgres', spaceDir]);
      cluster = await createPostgresCluster();
      // The tables on the small filesystem, the WAL on the cluster's own disk: the data disk fills, PostgreSQL keeps running.
      await cluster.psql(`create tablespace almanac_small location '${spaceDir}'`);
      await cluster.psql('alter database postgres set default_tablespace = almanac_small');
      server = await startTestServer('postgres', { env: { DATABASE_URL: cluster.url, DATABASE_SCHEMA: 'almanac_disk' } });
    });
    afterAll(async () => {
      await server?.close();
      cluster?.remove();
      await unmount(spaceDir).catch(() => undefined);
      await fs.rm(spaceDir, { recursive: true, force: true });
    });

    it('answers favorites with 507 (SQLSTATE 53100 disk_full), keeps reads, and takes writes again once space is freed', async () => {
      const wiki = await wikiWithReader(server!, 300);
      await cluster!.psql('create table almanac_disk.filler (b text); alter table almanac_disk.filler alter column b set storage external');
      const fillerError = await cluster!
        .psql('do $$ begin loop insert into almanac_disk.filler select repeat(md5(random()::text), 3000) from generate_series(1, 20); commit; end loop; end $$')
        .then(
          () => '',
          (error: { stderr?: string }) => error.stderr ?? '',
        );
      expect(fillerError).toMatch(/No space left on device/);

      const { refused, statuses } = await favoriteUntilRefused(wiki);
      expect(refused).toEqual(DISK_FULL);
      expect(statuses.filter((status) => status !== 200)).toEqual([507]);
      for (const read of await wiki.read()) expect(read.status).toBe(200);
      const ready = await readiness(server!);
      expect(ready.status).toBe(200);
      expect(ready.body.checks.disk?.error).toMatch(/a write failed \d+ s ago: the disk is full \(53100\)/);

      await cluster!.psql('drop table almanac_disk.filler');
      expect(await wiki.favorite(wiki.ids[statuses.length - 1]!)).toMatchObject({ status: 200, body: { retcode: 0 } });
      expect((await readiness(server!)).body).toMatchObject({ status: 'ready', checks: { disk: { status: 'ok' } } });
    });
  },
);

describe('temporary files left by a crash', () => {
  it('are removed at start when older than five minutes; fresh ones (a write in progress) stay', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-leftovers-'));
    const old = path.join(dataDir, 'uploads', 'ab', `${'c'.repeat(64)}.png.4242.0badf00d.tmp`);
    const oldVariant = path.join(dataDir, 'cache', 'img', 'ab', 'variant.webp.4242.0badf00d.tmp');
    const fresh = path.join(dataDir, 'uploads', 'ab', `${'d'.repeat(64)}.png.4242.1badf00d.tmp`);
    const stored = path.join(dataDir, 'uploads', 'ab', `${'e'.repeat(64)}.png`);
    for (const file of [old, oldVariant, fresh, stored]) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, 'bytes');
    }
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const file of [old, oldVariant, stored]) await fs.utimes(file, hourAgo, hourAgo);

    const server = await startTestServer('sqlite', { existing: { dataDir, schema: 'unused' } });
    try {
      const exists = (file: string) =>
        fs.access(file).then(
          () => true,
          () => false,
        );
      await vi.waitFor(async () => expect(await exists(old)).toBe(false), { timeout: 10_000 });
      await vi.waitFor(async () => expect(await exists(oldVariant)).toBe(false), { timeout: 10_000 });
      expect(await exists(fresh)).toBe(true);
      expect(await exists(stored)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
