import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from '../../server/backup/create-backup.ts';
import { restoreBackup } from '../../server/backup/restore-backup.ts';
import { loadConfig } from '../../server/config/env.ts';
import type { Dialect } from '../../server/db/database.ts';
import { factories } from '../../server/seed/factories.ts';
import { storeImage } from '../../server/seed/images.ts';
import { postJson, signUp } from '../support/accounts.ts';
import { runCli, storeEnvironment } from '../support/cli.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const CLI_TIMEOUT = 120_000;

/** A data folder and schema nobody uses yet, where a backup is restored. */
async function freshPlace() {
  return { dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-restore-')), schema: `t_${crypto.randomBytes(6).toString('hex')}` };
}

const configFor = (dialect: Dialect, place: { dataDir: string; schema: string }) => loadConfig({ NODE_ENV: 'test', ...storeEnvironment(dialect, place) });

const picture = (red: number) =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: { r: red, g: 80, b: 160 } } })
    .png()
    .toBuffer();

describe.each(dialects)('backup and restore on %s', (dialect) => {
  let outDir: string;
  const servers: TestServer[] = [];
  const start = async (options: Parameters<typeof startTestServer>[1] = {}) => {
    const server = await startTestServer(dialect, options);
    servers.push(server);
    return server;
  };
  const close = async (server: TestServer) => {
    servers.splice(servers.indexOf(server), 1);
    await server.close();
  };

  beforeAll(async () => {
    outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'almanac-backups-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await fs.rm(outDir, { recursive: true, force: true });
  });

  it(
    'backs up while the server writes, and a server on the restored copy serves the same wiki',
    async () => {
      const source = await start();
      const edition = await source.make.edition();
      const channel = await source.make.channel(edition.id);
      const kept = await source.make.content(edition.id, { title: 'Written before the backup' });
      await source.make.place(channel.id, kept.id);
      const imageUrl = await storeImage(source.db, source.storage, await picture(200), 'image/png');
      await signUp(source, edition.app_sn, 'keeper', 'keeper password 1');

      // Writes go on through the backup: each transaction adds a content and places it.
      let writing = true;
      let committed = 0;
      const writer = (async () => {
        while (writing) {
          await source.db.transaction().execute(async (trx) => {
            const content = await factories(trx).content(edition.id, { title: `Written during the backup ${committed}` });
            await factories(trx).place(channel.id, content.id);
          });
          committed++;
          // SQLite answers synchronously: let the event loop see the backup program end.
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const backup = await runCli('backup', ['--out', outDir], storeEnvironment(dialect, source)).finally(() => (writing = false));
      await writer;
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(new RegExp(`Backed up the ${dialect} database \\(schema version \\d{4}-[a-z-]+\\) and 1 stored files`));
      const [folder] = await fs.readdir(outDir);
      const dir = path.join(outDir, folder!);
      const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8'));
      expect(manifest).toMatchObject({ format: 'almanac-backup', version: 1, database: { kind: dialect }, files: { count: 1 } });
      expect(manifest.files.list[0]).toMatchObject({ key: imageUrl.replace('/img/', ''), mime: 'image/png' });
      // The original is gone; the backup comes back somewhere new.
      await close(source);

      const place = await freshPlace();
      const restore = await runCli('restore', [dir], storeEnvironment(dialect, place));
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/Restored the backup of .*: 1 editions, \d+ contents, 1 accounts, 1 stored files/);

      const target = await start({ existing: place });
      const base = `/api/${edition.app_sn}/v1`;
      const info = await (await target.get(`${base}/content/info?content_id=${kept.id}`)).json();
      expect(info.data.content.title).toBe('Written before the backup');
      const image = await target.get(`${imageUrl}?w=16`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
      expect((await postJson(target, `${base}/account/login`, { login_name: 'keeper', password: 'keeper password 1' })).status).toBe(200);
      // Ids go on from where the backup left them.
      await signUp(target, edition.app_sn, 'newcomer');
      expect((await target.make.content(edition.id)).id).toBeGreaterThan(kept.id);

      // A moment's copy: every content written during the backup is there with its placement, or neither is.
      const during = await target.db.selectFrom('contents').select('id').where('title', 'like', 'Written during the backup %').execute();
      const placed = await target.db.selectFrom('channel_contents').select('content_id').where('channel_id', '=', channel.id).execute();
      // Writes went on before and after the moment copied.
      expect(during.length).toBeGreaterThan(0);
      expect(during.length).toBeLessThan(committed);
      expect(placed.map((row) => row.content_id).sort((a, b) => a - b)).toEqual([kept.id, ...during.map((row) => row.id)].sort((a, b) => a - b));

      // While a server runs on it, a restore is refused, even with --force.
      const busy = await runCli('restore', [dir, '--force'], storeEnvironment(dialect, place));
      expect(busy.code).toBe(1);
      expect(busy.stderr).toMatch(/is in use \(is the server running\?\)|connection\(s\) of a running server use schema/);
    },
    CLI_TIMEOUT,
  );

  it(
    'refuses a damaged backup and a database that is not empty; --force replaces one',
    async () => {
      const source = await start();
      const edition = await source.make.edition();
      const first = await source.make.content(edition.id, { title: 'First state' });
      await storeImage(source.db, source.storage, await picture(10), 'image/png');
      const { dir } = await createBackup(configFor(dialect, source), { outDir });
      await source.make.content(edition.id, { title: 'Second state' });
      await close(source);

      const damaged = `${dir}-damaged`;
      await fs.cp(dir, damaged, { recursive: true });
      const manifest = JSON.parse(await fs.readFile(path.join(damaged, 'manifest.json'), 'utf8'));
      const file = path.join(damaged, 'files', manifest.files.list[0].key);
      const bytes = await fs.readFile(file);
      bytes.writeUInt8(bytes.readUInt8(0) ^ 0xff, 0);
      await fs.writeFile(file, bytes);

      const place = await freshPlace();
      const config = configFor(dialect, place);
      await expect(restoreBackup(config, { dir: damaged, force: false })).rejects.toThrow(/is damaged; nothing was restored:\n {2}files\/.+: checksum differs/);
      await expect(fs.readdir(place.dataDir)).resolves.toEqual([]);

      await restoreBackup(config, { dir, force: false });
      await expect(restoreBackup(config, { dir, force: false })).rejects.toThrow(
        'The configured database is not empty (it has editions or accounts): restore into an empty one, or add --force to replace it.',
      );
      const summary = await restoreBackup(config, { dir, force: true });
      expect(summary).toMatchObject({ editions: 1, contents: 1, users: 0 });

      const target = await start({ existing: place });
      const titles = await target.db.selectFrom('contents').select('title').execute();
      expect(titles).toEqual([{ title: first.title }]);
    },
    CLI_TIMEOUT,
  );
});
